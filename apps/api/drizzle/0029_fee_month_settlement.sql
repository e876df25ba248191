CREATE TABLE "fee_month_close_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"action" smallint NOT NULL,
	"reason" varchar(200),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_month_close_logs_action" CHECK ("fee_month_close_logs"."action" in (1, 2)),
	CONSTRAINT "fee_month_close_logs_reason" CHECK ("fee_month_close_logs"."action" = 1 or length("fee_month_close_logs"."reason") > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_month_closes" (
	"tenant_id" integer NOT NULL,
	"residential_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"state" smallint NOT NULL,
	"line_count" integer NOT NULL,
	"receivable" numeric(14, 2) NOT NULL,
	"received" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"offset_amount" numeric(14, 2) NOT NULL,
	"outstanding" numeric(14, 2) NOT NULL,
	"collected" numeric(14, 2) NOT NULL,
	"reversed" numeric(14, 2) NOT NULL,
	"account_in" numeric(14, 2) NOT NULL,
	"account_out" numeric(14, 2) NOT NULL,
	"prepayment_balance" numeric(14, 2) NOT NULL,
	"deposit_balance" numeric(14, 2) NOT NULL,
	"guarantee_balance" numeric(14, 2) NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_month_closes_residential_id_month_pk" PRIMARY KEY("residential_id","month"),
	CONSTRAINT "fee_month_closes_state" CHECK ("fee_month_closes"."state" in (1, 2)),
	CONSTRAINT "fee_month_closes_month" CHECK ("fee_month_closes"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "fee_month_close_logs" ADD CONSTRAINT "fee_month_close_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_month_close_logs" ADD CONSTRAINT "fee_month_close_logs_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_month_close_logs" ADD CONSTRAINT "fee_month_close_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_month_closes" ADD CONSTRAINT "fee_month_closes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_month_closes" ADD CONSTRAINT "fee_month_closes_residential_id_residentials_id_fk" FOREIGN KEY ("residential_id") REFERENCES "public"."residentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_month_closes" ADD CONSTRAINT "fee_month_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_month_close_logs_residential_idx" ON "fee_month_close_logs" USING btree ("residential_id","id");--> statement-breakpoint
-- A posting dated (China time) in a closed month of its community is refused here, whatever wrote it
-- (docs/decisions/0034). The shared advisory lock on (community, yyyymm) makes a close, which takes it exclusively,
-- wait for postings in flight and be waited for by new ones: a close never misses a posting committed beside it.
CREATE FUNCTION fee_refuse_closed_month() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m varchar(7) := to_char(NEW.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM');
BEGIN
  PERFORM pg_advisory_xact_lock_shared(NEW.residential_id, replace(m, '-', '')::int);
  IF EXISTS (SELECT 1 FROM fee_month_closes c WHERE c.residential_id = NEW.residential_id AND c.month = m AND c.state = 1) THEN
    RAISE EXCEPTION 'fee month % is closed', m USING ERRCODE = 'FM001', DETAIL = m;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fee_postings_open_month BEFORE INSERT ON fee_postings FOR EACH ROW EXECUTE FUNCTION fee_refuse_closed_month();
--> statement-breakpoint
CREATE TRIGGER fee_account_postings_open_month BEFORE INSERT ON fee_account_postings FOR EACH ROW EXECUTE FUNCTION fee_refuse_closed_month();
