ALTER TABLE "fee_month_closes" ALTER COLUMN "receivable" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "received" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "discount" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "offset_amount" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "outstanding" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "collected" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "reversed" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "account_in" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "account_out" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "prepayment_balance" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "deposit_balance" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fee_month_closes" ALTER COLUMN "guarantee_balance" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
-- hand-written: triggers drizzle cannot express (docs/decisions/0047). A posting dated (China time) in or before
-- the last closed month of its community is refused, whatever wrote it. The shared advisory lock on the community's
-- key (community, 0), taken exclusively by a close and a reopen, makes a close wait for postings in flight and new
-- postings wait for a close: a close never misses a posting committed beside it, in its month or before it.
CREATE OR REPLACE FUNCTION fee_refuse_closed_month() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m varchar(7) := to_char(NEW.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM');
  last_closed varchar(7);
BEGIN
  PERFORM pg_advisory_xact_lock_shared(NEW.residential_id, 0);
  SELECT max(c.month) INTO last_closed FROM fee_month_closes c WHERE c.residential_id = NEW.residential_id AND c.state = 1;
  IF m <= last_closed THEN
    RAISE EXCEPTION 'fee month % is closed', last_closed USING ERRCODE = 'FM001', DETAIL = last_closed;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- hand-written: a reversal (refund, cancellation) is never dated on a China day before the posting it reverses.
-- DETAIL: the reversal's day and the original's day.
CREATE FUNCTION fee_refuse_reversal_before_original() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day date := (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date;
  original date;
BEGIN
  IF NEW.reverses_id IS NOT NULL THEN
    SELECT (p.created_at AT TIME ZONE 'Asia/Shanghai')::date INTO original FROM fee_postings p WHERE p.id = NEW.reverses_id;
    IF day < original THEN
      RAISE EXCEPTION 'fee posting dated % reverses a posting dated %', day, original
        USING ERRCODE = 'FM002', DETAIL = to_char(day, 'YYYY-MM-DD') || ' ' || to_char(original, 'YYYY-MM-DD');
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fee_postings_reversal_order BEFORE INSERT ON fee_postings FOR EACH ROW EXECUTE FUNCTION fee_refuse_reversal_before_original();
--> statement-breakpoint
-- hand-written: money leaves an account only on a day it held it. Read in date order (China day), the account's
-- balance at the end of the posting's day, and at every later posting, must cover it; so a refund, forfeiture,
-- transfer or offset is never dated before the money it takes came in. DETAIL: the day and the account.
CREATE FUNCTION fee_refuse_unfunded_account_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day date := (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date;
  day_end timestamptz := ((NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai';
  held numeric;
  lowest_after numeric;
BEGIN
  IF NEW.amount < 0 THEN
    SELECT coalesce(sum(ap.amount), 0) INTO held FROM fee_account_postings ap
      WHERE ap.account_id = NEW.account_id AND ap.created_at < day_end;
    SELECT min(s.running) INTO lowest_after FROM (
      SELECT ap.created_at, sum(ap.amount) OVER (ORDER BY ap.created_at, ap.id) AS running
      FROM fee_account_postings ap WHERE ap.account_id = NEW.account_id) s
      WHERE s.created_at >= day_end;
    IF held + NEW.amount < 0 OR lowest_after + NEW.amount < 0 THEN
      RAISE EXCEPTION 'account % did not hold % on %', NEW.account_id, -NEW.amount, day
        USING ERRCODE = 'FM003', DETAIL = to_char(day, 'YYYY-MM-DD') || ' ' || NEW.account_id;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fee_account_postings_order BEFORE INSERT ON fee_account_postings FOR EACH ROW EXECUTE FUNCTION fee_refuse_unfunded_account_posting();
