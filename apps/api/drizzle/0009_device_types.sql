CREATE TABLE "device_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"pid" integer,
	"device_name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_types_tenant_pid_idx" ON "device_types" USING btree ("tenant_id","pid");