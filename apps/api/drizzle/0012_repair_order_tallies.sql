-- The side menu's repair counts kept in step with repair_orders (issue 16): one row per community, state,
-- reporter and worker (0 for none). A count reads these rows, never the orders.
CREATE OR REPLACE FUNCTION repair_order_tally(p_residential integer, p_status varchar, p_reporter integer, p_assignee integer, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO repair_order_tallies AS t (residential_id, status, reporter_user_id, assignee_user_id, total)
  VALUES (p_residential, p_status, coalesce(p_reporter, 0), coalesce(p_assignee, 0), p_delta)
  ON CONFLICT (residential_id, status, reporter_user_id, assignee_user_id) DO UPDATE SET total = t.total + excluded.total;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION repair_orders_tally_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_OP = 'DELETE' OR OLD.residential_id IS DISTINCT FROM NEW.residential_id OR OLD.status IS DISTINCT FROM NEW.status
       OR OLD.reporter_user_id IS DISTINCT FROM NEW.reporter_user_id OR OLD.assignee_user_id IS DISTINCT FROM NEW.assignee_user_id THEN
      PERFORM repair_order_tally(OLD.residential_id, OLD.status, OLD.reporter_user_id, OLD.assignee_user_id, -1);
    ELSE
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM repair_order_tally(NEW.residential_id, NEW.status, NEW.reporter_user_id, NEW.assignee_user_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER repair_orders_tally AFTER INSERT OR UPDATE OR DELETE ON repair_orders FOR EACH ROW EXECUTE FUNCTION repair_orders_tally_trigger();
--> statement-breakpoint
INSERT INTO repair_order_tallies (residential_id, status, reporter_user_id, assignee_user_id, total)
SELECT residential_id, status, coalesce(reporter_user_id, 0), coalesce(assignee_user_id, 0), count(*)::integer
FROM repair_orders GROUP BY 1, 2, 3, 4;
