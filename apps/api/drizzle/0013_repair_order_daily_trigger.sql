-- The analysis rollup repair_order_daily kept in step with repair_orders by the tally trigger (issue 16): one
-- order's contribution is added for its new row and subtracted for its old one.
CREATE OR REPLACE FUNCTION repair_order_daily_add(o repair_orders, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO repair_order_daily AS d (residential_id, day, type_id, status, assignee_user_id, total, received, response_minutes,
    finished, complete_minutes, overdue, rated, rating_sum)
  VALUES (
    o.residential_id, (o.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(o.type_id, 0), o.status, coalesce(o.assignee_user_id, 0),
    p_sign,
    CASE WHEN o.received_at IS NULL THEN 0 ELSE p_sign END,
    CASE WHEN o.received_at IS NULL THEN 0 ELSE p_sign * extract(epoch FROM o.received_at - o.created_at) / 60 END,
    CASE WHEN o.finished_at IS NULL THEN 0 ELSE p_sign END,
    CASE WHEN o.finished_at IS NULL THEN 0 ELSE p_sign * extract(epoch FROM o.finished_at - o.created_at) / 60 END,
    p_sign * o.overdue,
    CASE WHEN o.rating IS NULL THEN 0 ELSE p_sign END,
    p_sign * coalesce(o.rating, 0))
  ON CONFLICT (residential_id, day, type_id, status, assignee_user_id) DO UPDATE SET
    total = d.total + excluded.total, received = d.received + excluded.received,
    response_minutes = d.response_minutes + excluded.response_minutes, finished = d.finished + excluded.finished,
    complete_minutes = d.complete_minutes + excluded.complete_minutes, overdue = d.overdue + excluded.overdue,
    rated = d.rated + excluded.rated, rating_sum = d.rating_sum + excluded.rating_sum;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION repair_orders_tally_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.residential_id IS NOT DISTINCT FROM NEW.residential_id AND OLD.status IS NOT DISTINCT FROM NEW.status
     AND OLD.reporter_user_id IS NOT DISTINCT FROM NEW.reporter_user_id AND OLD.assignee_user_id IS NOT DISTINCT FROM NEW.assignee_user_id
     AND OLD.type_id IS NOT DISTINCT FROM NEW.type_id AND OLD.received_at IS NOT DISTINCT FROM NEW.received_at
     AND OLD.finished_at IS NOT DISTINCT FROM NEW.finished_at AND OLD.overdue IS NOT DISTINCT FROM NEW.overdue
     AND OLD.rating IS NOT DISTINCT FROM NEW.rating AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM repair_order_tally(OLD.residential_id, OLD.status, OLD.reporter_user_id, OLD.assignee_user_id, -1);
    PERFORM repair_order_daily_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM repair_order_tally(NEW.residential_id, NEW.status, NEW.reporter_user_id, NEW.assignee_user_id, 1);
    PERFORM repair_order_daily_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO repair_order_daily (residential_id, day, type_id, status, assignee_user_id, total, received, response_minutes, finished,
  complete_minutes, overdue, rated, rating_sum)
SELECT residential_id, (created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(type_id, 0), status, coalesce(assignee_user_id, 0),
  count(*)::integer, count(received_at)::integer, coalesce(sum(extract(epoch FROM received_at - created_at) / 60), 0),
  count(finished_at)::integer, coalesce(sum(extract(epoch FROM finished_at - created_at) / 60), 0), sum(overdue)::integer,
  count(rating)::integer, coalesce(sum(rating), 0)::integer
FROM repair_orders GROUP BY 1, 2, 3, 4, 5;
