-- Postings are never updated or deleted (docs/decisions/0015): a correction is a reversal posting.
CREATE FUNCTION fee_refuse_posting_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fee postings are immutable (%)', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fee_postings_immutable BEFORE UPDATE OR DELETE ON fee_postings FOR EACH ROW EXECUTE FUNCTION fee_refuse_posting_change();
--> statement-breakpoint
CREATE TRIGGER fee_account_postings_immutable BEFORE UPDATE OR DELETE ON fee_account_postings FOR EACH ROW EXECUTE FUNCTION fee_refuse_posting_change();
