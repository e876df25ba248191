-- Unlogged: per-instance request counts rewritten several times a second; losing them in a crash costs a minute of precision.
CREATE UNLOGGED TABLE "rate_limit_counts" (
	"window_start" bigint NOT NULL,
	"address" varchar(64) NOT NULL,
	"instance_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counts_window_start_address_instance_id_pk" PRIMARY KEY("window_start","address","instance_id")
);
