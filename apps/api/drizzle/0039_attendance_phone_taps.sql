CREATE TABLE "attendance_phone_taps" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_phone_taps" ADD CONSTRAINT "attendance_phone_taps_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;