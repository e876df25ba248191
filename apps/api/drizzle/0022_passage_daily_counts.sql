CREATE TABLE "passage_daily_counts" (
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "passage_daily_counts_residential_id_day_pk" PRIMARY KEY("residential_id","day")
);
--> statement-breakpoint
-- The dashboard's weekly traffic rollup passage_daily_counts kept in step with open_records (issue 15): statement
-- triggers with transition tables, so a bulk insert (the seed, a benchmark) adds one row per community and day
-- rather than one update per passage, and every writer (the device gateway, the seed, plain SQL) is covered.
CREATE OR REPLACE FUNCTION passage_daily_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO passage_daily_counts AS d (residential_id, day, total)
    SELECT residential_id, (opened_at AT TIME ZONE 'Asia/Shanghai')::date, count(*)::integer FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (residential_id, day) DO UPDATE SET total = d.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE passage_daily_counts d SET total = d.total - o.total
    FROM (SELECT residential_id, (opened_at AT TIME ZONE 'Asia/Shanghai')::date AS day, count(*)::integer AS total FROM old_rows GROUP BY 1, 2) o
    WHERE d.residential_id = o.residential_id AND d.day = o.day;
  ELSE
    INSERT INTO passage_daily_counts AS d (residential_id, day, total)
    SELECT residential_id, day, sum(total)::integer FROM (
      SELECT residential_id, (opened_at AT TIME ZONE 'Asia/Shanghai')::date AS day, 1 AS total FROM new_rows
      UNION ALL
      SELECT residential_id, (opened_at AT TIME ZONE 'Asia/Shanghai')::date, -1 FROM old_rows) c
    GROUP BY 1, 2 HAVING sum(total) <> 0 ORDER BY 1, 2
    ON CONFLICT (residential_id, day) DO UPDATE SET total = d.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER open_records_daily_insert AFTER INSERT ON open_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION passage_daily_counts_add();
--> statement-breakpoint
CREATE TRIGGER open_records_daily_delete AFTER DELETE ON open_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION passage_daily_counts_add();
--> statement-breakpoint
CREATE TRIGGER open_records_daily_update AFTER UPDATE ON open_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION passage_daily_counts_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION passage_daily_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE passage_daily_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER open_records_daily_truncate AFTER TRUNCATE ON open_records FOR EACH STATEMENT EXECUTE FUNCTION passage_daily_counts_clear();
--> statement-breakpoint
INSERT INTO passage_daily_counts (residential_id, day, total)
SELECT residential_id, (opened_at AT TIME ZONE 'Asia/Shanghai')::date, count(*)::integer FROM open_records GROUP BY 1, 2;
--> statement-breakpoint
-- The dashboard's visitor panels (a week or a month of arrivals by pass method, type, visit method, company) read
-- from the index alone: the (residential_id, in_time) range with the counted columns included.
CREATE INDEX IF NOT EXISTS "visits_dashboard_idx" ON "visits" ("residential_id", "in_time") INCLUDE ("pass_method", "guest_type", "visit_way", "company_id");
