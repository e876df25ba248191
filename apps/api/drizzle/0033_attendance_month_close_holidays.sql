CREATE TABLE "attendance_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(8) DEFAULT 'holiday' NOT NULL,
	"holiday_name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_month_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"action" varchar(6) NOT NULL,
	"reason" varchar(200),
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"state" varchar(6) NOT NULL,
	"figures" jsonb NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendance_holidays" ADD CONSTRAINT "attendance_holidays_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_events" ADD CONSTRAINT "attendance_month_events_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_events" ADD CONSTRAINT "attendance_month_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_months" ADD CONSTRAINT "attendance_months_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_months" ADD CONSTRAINT "attendance_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_holidays_residential_day_uq" ON "attendance_holidays" USING btree ("residential_id","day");--> statement-breakpoint
CREATE INDEX "attendance_month_events_month_idx" ON "attendance_month_events" USING btree ("residential_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_months_residential_month_uq" ON "attendance_months" USING btree ("residential_id","month");