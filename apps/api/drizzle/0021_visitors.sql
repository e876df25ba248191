CREATE TABLE "visitor_kiosk_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_watchlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"name" varchar(50),
	"id_number" varchar(18),
	"phone" varchar(11),
	"level" varchar(8) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_watchlist_level_check" CHECK ("visitor_watchlist"."level" in ('barred', 'escort')),
	CONSTRAINT "visitor_watchlist_key_check" CHECK ("visitor_watchlist"."id_number" is not null or "visitor_watchlist"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "visitor_watchlist_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"watchlist_id" integer,
	"level" varchar(8) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"guest_name" varchar(50) NOT NULL,
	"id_number" varchar(18),
	"phone" varchar(11),
	"visit_id" integer,
	"user_id" integer,
	"user_name" varchar(50),
	"register_way" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"appointment_number" varchar(32) NOT NULL,
	"appointment_status" varchar(16) NOT NULL,
	"appointment_reason" varchar(200),
	"status_reason" varchar(200),
	"guest_name" varchar(50) NOT NULL,
	"guest_type" varchar(16) NOT NULL,
	"guest_pic_url" varchar(300),
	"id_number" varchar(18),
	"visit_phone" varchar(11),
	"visit_company_name" varchar(100),
	"visit_gender" smallint,
	"person_id" integer,
	"staff_id" integer,
	"person_name" varchar(50) NOT NULL,
	"person_mobile" varchar(11) NOT NULL,
	"company_id" integer,
	"company_name" varchar(100),
	"building_id" integer,
	"building_name" varchar(100),
	"expected_at" timestamp with time zone,
	"expected_leave_at" timestamp with time zone,
	"in_time" timestamp with time zone,
	"leave_time" timestamp with time zone,
	"crt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_times" integer DEFAULT 1 NOT NULL,
	"is_call" smallint DEFAULT 0 NOT NULL,
	"license_plate_number" varchar(10),
	"deposit" integer DEFAULT 0 NOT NULL,
	"pass_method" varchar(8) DEFAULT 'manual' NOT NULL,
	"access_card" varchar(10),
	"card_id" integer,
	"qr_token" varchar(64),
	"qr_valid_until" timestamp with time zone,
	"temperature" numeric(3, 1),
	"id_image" varchar(300),
	"catch_image" varchar(300),
	"register_way" varchar(16) NOT NULL,
	"visit_way" varchar(16) DEFAULT 'walk' NOT NULL,
	"companions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watchlist_level" varchar(8),
	"client_request_id" uuid,
	"creator_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_leave_after_in_check" CHECK ("visits"."leave_time" is null or "visits"."in_time" is null or "visits"."leave_time" >= "visits"."in_time"),
	CONSTRAINT "visits_deposit_check" CHECK ("visits"."deposit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "building_id" integer;--> statement-breakpoint
ALTER TABLE "visitor_kiosk_keys" ADD CONSTRAINT "visitor_kiosk_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist" ADD CONSTRAINT "visitor_watchlist_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist" ADD CONSTRAINT "visitor_watchlist_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist" ADD CONSTRAINT "visitor_watchlist_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist_events" ADD CONSTRAINT "visitor_watchlist_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist_events" ADD CONSTRAINT "visitor_watchlist_events_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist_events" ADD CONSTRAINT "visitor_watchlist_events_watchlist_id_visitor_watchlist_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."visitor_watchlist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist_events" ADD CONSTRAINT "visitor_watchlist_events_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_watchlist_events" ADD CONSTRAINT "visitor_watchlist_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_watchlist_id_number_idx" ON "visitor_watchlist" USING btree ("tenant_id","id_number");--> statement-breakpoint
CREATE INDEX "visitor_watchlist_phone_idx" ON "visitor_watchlist" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "visitor_watchlist_events_tenant_idx" ON "visitor_watchlist_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_residential_in_time_idx" ON "visits" USING btree ("residential_id","in_time");--> statement-breakpoint
CREATE INDEX "visits_residential_status_idx" ON "visits" USING btree ("residential_id","appointment_status","id");--> statement-breakpoint
CREATE INDEX "visits_residential_crt_time_idx" ON "visits" USING btree ("residential_id","crt_time");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_appointment_number_uq" ON "visits" USING btree ("appointment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_client_request_uq" ON "visits" USING btree ("client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_qr_token_uq" ON "visits" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "visits_card_idx" ON "visits" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;