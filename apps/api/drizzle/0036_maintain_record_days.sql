CREATE TABLE "maintain_record_days" (
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"on_time" integer NOT NULL,
	"late" integer NOT NULL,
	"open" integer NOT NULL,
	CONSTRAINT "maintain_record_days_residential_id_day_pk" PRIMARY KEY("residential_id","day")
);
--> statement-breakpoint
CREATE INDEX "maintain_records_residential_due_idx" ON "maintain_records" USING btree ("residential_id","due_at");--> statement-breakpoint
-- maintain_record_days kept in step with maintain_records (decision 0043): statement triggers with transition tables,
-- so a generator batch of thousands of records adds one row per community and day, and every writer is covered.
-- Each record counts in its China day of due_at: once in total, once in on_time, late or open by its state.
CREATE OR REPLACE FUNCTION maintain_record_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT residential_id, due_at, status, done_at, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT residential_id, due_at, status, done_at, -1 AS sign FROM old_rows'
    ELSE 'SELECT residential_id, due_at, status, done_at, 1 AS sign FROM new_rows
      UNION ALL SELECT residential_id, due_at, status, done_at, -1 FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO maintain_record_days AS d (residential_id, day, total, on_time, late, open)
    SELECT residential_id, (due_at AT TIME ZONE 'Asia/Shanghai')::date, sum(sign)::integer,
      coalesce(sum(sign) FILTER (WHERE status = 1 AND done_at <= due_at), 0)::integer,
      coalesce(sum(sign) FILTER (WHERE status = 1 AND done_at > due_at), 0)::integer,
      coalesce(sum(sign) FILTER (WHERE status = 0), 0)::integer
    FROM (%s) c
    GROUP BY 1, 2
    -- An update that moves nothing counted (a remark, a reminder's stamp) writes nothing.
    HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE status = 1 AND done_at <= due_at), 0) <> 0
      OR coalesce(sum(sign) FILTER (WHERE status = 1 AND done_at > due_at), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE status = 0), 0) <> 0
    ORDER BY 1, 2
    ON CONFLICT (residential_id, day) DO UPDATE SET total = d.total + excluded.total, on_time = d.on_time + excluded.on_time,
      late = d.late + excluded.late, open = d.open + excluded.open$q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER maintain_records_days_insert AFTER INSERT ON maintain_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION maintain_record_days_add();
--> statement-breakpoint
CREATE TRIGGER maintain_records_days_delete AFTER DELETE ON maintain_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION maintain_record_days_add();
--> statement-breakpoint
CREATE TRIGGER maintain_records_days_update AFTER UPDATE ON maintain_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION maintain_record_days_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION maintain_record_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE maintain_record_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER maintain_records_days_truncate AFTER TRUNCATE ON maintain_records FOR EACH STATEMENT EXECUTE FUNCTION maintain_record_days_clear();
--> statement-breakpoint
INSERT INTO maintain_record_days (residential_id, day, total, on_time, late, open)
SELECT residential_id, (due_at AT TIME ZONE 'Asia/Shanghai')::date, count(*)::integer,
  count(*) FILTER (WHERE status = 1 AND done_at <= due_at)::integer, count(*) FILTER (WHERE status = 1 AND done_at > due_at)::integer,
  count(*) FILTER (WHERE status = 0)::integer
FROM maintain_records GROUP BY 1, 2;
