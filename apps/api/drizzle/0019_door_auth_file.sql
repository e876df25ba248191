CREATE TABLE "access_licences" (
	"residential_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"issued_by" varchar(100) NOT NULL,
	"uploaded_by" varchar(50),
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_models" ADD COLUMN "needs_auth_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_licences" ADD CONSTRAINT "access_licences_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_licences" ADD CONSTRAINT "access_licences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;