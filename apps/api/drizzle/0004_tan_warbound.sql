CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"room_no" varchar(20) NOT NULL,
	"house_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"built_area" numeric(10, 2),
	"inner_area" numeric(10, 2),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"card_no" varchar(10) NOT NULL,
	"card_type" smallint DEFAULT 1 NOT NULL,
	"holder_name" varchar(50) NOT NULL,
	"person_id" integer,
	"apartment_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"level" smallint DEFAULT 3 NOT NULL,
	"address" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(11),
	"company_phone" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"apartment_id" integer,
	"person_id" integer,
	"person_name" varchar(50) NOT NULL,
	"card_no" varchar(10),
	"device_name" varchar(50) NOT NULL,
	"door_name" varchar(50) NOT NULL,
	"open_type" smallint NOT NULL,
	"direction" smallint NOT NULL,
	"result" smallint DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"residential_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"person_type" smallint NOT NULL,
	"phone" varchar(11) NOT NULL,
	"gender" smallint,
	"id_card" varchar(18),
	"apartment_id" integer,
	"building_id" integer,
	"company_id" integer,
	"portrait" varchar(300),
	"licence_plate" varchar(10),
	"review_status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"name" varchar(50) NOT NULL,
	"staff_no" varchar(32) NOT NULL,
	"card_sn" varchar(20),
	"phone" varchar(11) NOT NULL,
	"portrait" varchar(300),
	"staff_type" smallint NOT NULL,
	"is_contact" boolean DEFAULT false NOT NULL,
	"department_id" integer,
	"id_card" varchar(18),
	"gender" smallint,
	"licence_plate" varchar(10),
	"review_status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "type" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_floor_id_building_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."building_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_floor_id_building_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."building_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_records" ADD CONSTRAINT "open_records_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_floor_room_uq" ON "apartments" USING btree ("floor_id","room_no");--> statement-breakpoint
CREATE INDEX "apartments_residential_room_idx" ON "apartments" USING btree ("residential_id","room_no","id");--> statement-breakpoint
CREATE INDEX "apartments_building_idx" ON "apartments" USING btree ("building_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_residential_card_no_uq" ON "cards" USING btree ("residential_id","card_no");--> statement-breakpoint
CREATE INDEX "cards_apartment_idx" ON "cards" USING btree ("apartment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_residential_name_uq" ON "companies" USING btree ("residential_id","company_name");--> statement-breakpoint
CREATE INDEX "companies_floor_idx" ON "companies" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "open_records_apartment_idx" ON "open_records" USING btree ("apartment_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "open_records_residential_idx" ON "open_records" USING btree ("residential_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "open_records_opened_at_idx" ON "open_records" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "persons_apartment_idx" ON "persons" USING btree ("apartment_id","person_type","id");--> statement-breakpoint
CREATE INDEX "persons_residential_review_idx" ON "persons" USING btree ("residential_id","review_status","id");--> statement-breakpoint
CREATE INDEX "persons_company_idx" ON "persons" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "persons_phone_idx" ON "persons" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_tenant_staff_no_uq" ON "staff_members" USING btree ("tenant_id","staff_no");--> statement-breakpoint
CREATE INDEX "staff_members_review_idx" ON "staff_members" USING btree ("tenant_id","review_status","id");--> statement-breakpoint
CREATE INDEX "buildings_parent_idx" ON "buildings" USING btree ("parent_id");