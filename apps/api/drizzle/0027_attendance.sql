CREATE TABLE "attendance_anomalies" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"day" date NOT NULL,
	"shift_id" integer NOT NULL,
	"period_seq" smallint NOT NULL,
	"type" varchar(12) NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"description" varchar(200) NOT NULL,
	"excused" smallint DEFAULT 0 NOT NULL,
	"excuse_reason" varchar(200),
	"excused_by" integer,
	"excused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_anomalies_schedule_period_type_uq" UNIQUE("schedule_id","period_seq","type")
);
--> statement-breakpoint
CREATE TABLE "attendance_clock_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"clocked_at" timestamp with time zone NOT NULL,
	"source" varchar(10) NOT NULL,
	"reason" varchar(200),
	"door_name" varchar(100),
	"open_record_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_passage_cursor" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"sign_in" varchar(5) NOT NULL,
	"sign_out" varchar(5) NOT NULL,
	"next_day" smallint DEFAULT 0 NOT NULL,
	"sign_in_before" integer DEFAULT 60 NOT NULL,
	"sign_in_after" integer DEFAULT 120 NOT NULL,
	"sign_out_before" integer DEFAULT 120 NOT NULL,
	"sign_out_after" integer DEFAULT 240 NOT NULL,
	"allow_late" integer DEFAULT 0 NOT NULL,
	"allow_early" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_roster_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "attendance_roster_days_plan_slot_uq" UNIQUE("plan_id","slot")
);
--> statement-breakpoint
CREATE TABLE "attendance_roster_staff" (
	"roster_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "attendance_roster_staff_roster_id_seq_pk" PRIMARY KEY("roster_id","seq")
);
--> statement-breakpoint
CREATE TABLE "attendance_rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"roster_name" varchar(50) NOT NULL,
	"mode" varchar(10) DEFAULT 'rotation' NOT NULL,
	"pattern" varchar(300) NOT NULL,
	"pattern_shift_ids" jsonb NOT NULL,
	"staggered" smallint DEFAULT 1 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"cycle" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"time_of_day" varchar(5) DEFAULT '09:00' NOT NULL,
	"window_minutes" integer DEFAULT 1440 NOT NULL,
	"lead_days" integer DEFAULT 1 NOT NULL,
	"generated_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"shift_id" integer NOT NULL,
	"roster_id" integer,
	"settled" smallint DEFAULT 0 NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"remark" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"shift_name" varchar(30) NOT NULL,
	"flex_minutes" integer DEFAULT 0 NOT NULL,
	"work_minutes" integer DEFAULT 480 NOT NULL,
	"overtime_after" integer,
	"overtime_daily_minutes" integer DEFAULT 240 NOT NULL,
	"overtime_monthly_hours" integer DEFAULT 36 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_anomalies" ADD CONSTRAINT "attendance_anomalies_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_anomalies" ADD CONSTRAINT "attendance_anomalies_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_anomalies" ADD CONSTRAINT "attendance_anomalies_schedule_id_attendance_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."attendance_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_anomalies" ADD CONSTRAINT "attendance_anomalies_excused_by_users_id_fk" FOREIGN KEY ("excused_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_clock_ins" ADD CONSTRAINT "attendance_clock_ins_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_clock_ins" ADD CONSTRAINT "attendance_clock_ins_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_clock_ins" ADD CONSTRAINT "attendance_clock_ins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_passage_cursor" ADD CONSTRAINT "attendance_passage_cursor_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_periods" ADD CONSTRAINT "attendance_periods_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_periods" ADD CONSTRAINT "attendance_periods_shift_id_attendance_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."attendance_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_days" ADD CONSTRAINT "attendance_roster_days_plan_id_attendance_rosters_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."attendance_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_staff" ADD CONSTRAINT "attendance_roster_staff_roster_id_attendance_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."attendance_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster_staff" ADD CONSTRAINT "attendance_roster_staff_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_rosters" ADD CONSTRAINT "attendance_rosters_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_schedules" ADD CONSTRAINT "attendance_schedules_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_schedules" ADD CONSTRAINT "attendance_schedules_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_schedules" ADD CONSTRAINT "attendance_schedules_shift_id_attendance_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."attendance_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_schedules" ADD CONSTRAINT "attendance_schedules_roster_id_attendance_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."attendance_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shifts" ADD CONSTRAINT "attendance_shifts_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_anomalies_residential_day_idx" ON "attendance_anomalies" USING btree ("residential_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_clock_ins_open_record_uq" ON "attendance_clock_ins" USING btree ("open_record_id");--> statement-breakpoint
CREATE INDEX "attendance_clock_ins_staff_time_idx" ON "attendance_clock_ins" USING btree ("staff_id","clocked_at");--> statement-breakpoint
CREATE INDEX "attendance_clock_ins_residential_time_idx" ON "attendance_clock_ins" USING btree ("residential_id","clocked_at");--> statement-breakpoint
CREATE INDEX "attendance_periods_shift_idx" ON "attendance_periods" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_schedules_staff_day_uq" ON "attendance_schedules" USING btree ("staff_id","day");--> statement-breakpoint
CREATE INDEX "attendance_schedules_residential_day_idx" ON "attendance_schedules" USING btree ("residential_id","day");--> statement-breakpoint
CREATE INDEX "attendance_schedules_unsettled_idx" ON "attendance_schedules" USING btree ("day") WHERE settled = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_shifts_residential_name_uq" ON "attendance_shifts" USING btree ("residential_id","shift_name");