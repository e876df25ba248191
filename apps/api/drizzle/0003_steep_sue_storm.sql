CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type_id" integer NOT NULL,
	"value" varchar(50) NOT NULL,
	"label_zh" varchar(50) NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200),
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "i18n_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_tag" varchar(8) NOT NULL,
	"item_key" varchar(200) NOT NULL,
	"item_code" varchar(100),
	"item_content" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12),
	"name" varchar(50) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"param_key" varchar(100) NOT NULL,
	"param_value" varchar(2000) NOT NULL,
	"value_type" varchar(16) NOT NULL,
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_params_param_key_unique" UNIQUE("param_key")
);
--> statement-breakpoint
CREATE TABLE "white_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer,
	"type" varchar(16) NOT NULL,
	"value" varchar(20) NOT NULL,
	"holder_name" varchar(50),
	"valid_until" timestamp with time zone,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "building_id" integer;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_dict_type_id_dict_types_id_fk" FOREIGN KEY ("dict_type_id") REFERENCES "public"."dict_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_entries" ADD CONSTRAINT "white_list_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_list_entries" ADD CONSTRAINT "white_list_entries_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_type_value_uq" ON "dict_items" USING btree ("dict_type_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "i18n_entries_language_key_uq" ON "i18n_entries" USING btree ("language_tag","item_key");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "white_list_entries_scope_idx" ON "white_list_entries" USING btree ("tenant_id","residential_id","type","value");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;