CREATE TABLE "card_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"card_id" integer,
	"card_no" varchar(10) NOT NULL,
	"holder_name" varchar(50) NOT NULL,
	"event" varchar(20) NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	"device_name" varchar(50),
	"detail" varchar(200),
	"operator" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cards_residential_card_no_uq";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "holder_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "holder_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "card_records" ADD CONSTRAINT "card_records_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_records" ADD CONSTRAINT "card_records_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_records_residential_idx" ON "card_records" USING btree ("residential_id","id");--> statement-breakpoint
CREATE INDEX "card_records_card_idx" ON "card_records" USING btree ("card_id","id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_card_no_idx" ON "cards" USING btree ("card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_residential_card_no_uq" ON "cards" USING btree ("residential_id","card_no") WHERE status <> 3;