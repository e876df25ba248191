CREATE TABLE "patrol_missed_days" (
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"point_name" varchar(50) NOT NULL,
	"missed" integer NOT NULL,
	CONSTRAINT "patrol_missed_days_residential_id_day_point_name_pk" PRIMARY KEY("residential_id","day","point_name")
);
--> statement-breakpoint
CREATE TABLE "patrol_task_days" (
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"tasks" integer NOT NULL,
	"points" integer NOT NULL,
	"checked" integer NOT NULL,
	CONSTRAINT "patrol_task_days_residential_id_day_pk" PRIMARY KEY("residential_id","day")
);
--> statement-breakpoint
-- patrol_task_days kept in step with patrol_tasks (decision 0043), as maintain_record_days is with maintain_records:
-- a task counts in its China day of slot once it is closed (done or missed).
CREATE OR REPLACE FUNCTION patrol_task_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT residential_id, slot, status, point_count, checked_count, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT residential_id, slot, status, point_count, checked_count, -1 AS sign FROM old_rows'
    ELSE 'SELECT residential_id, slot, status, point_count, checked_count, 1 AS sign FROM new_rows
      UNION ALL SELECT residential_id, slot, status, point_count, checked_count, -1 FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO patrol_task_days AS d (residential_id, day, tasks, points, checked)
    SELECT residential_id, (slot AT TIME ZONE 'Asia/Shanghai')::date, sum(sign)::integer, sum(sign * point_count)::integer,
      sum(sign * checked_count)::integer
    FROM (%s) c
    WHERE status IN ('done', 'missed')
    GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * point_count) <> 0 OR sum(sign * checked_count) <> 0
    ORDER BY 1, 2
    ON CONFLICT (residential_id, day) DO UPDATE SET tasks = d.tasks + excluded.tasks, points = d.points + excluded.points,
      checked = d.checked + excluded.checked$q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patrol_tasks_days_insert AFTER INSERT ON patrol_tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_task_days_add();
--> statement-breakpoint
CREATE TRIGGER patrol_tasks_days_delete AFTER DELETE ON patrol_tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_task_days_add();
--> statement-breakpoint
CREATE TRIGGER patrol_tasks_days_update AFTER UPDATE ON patrol_tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_task_days_add();
--> statement-breakpoint
-- patrol_missed_days kept in step with patrol_records: a missed point counts in the day of its task's start. A task
-- is there when its records are written or changed; when a task is deleted, its records go after it by cascade and
-- can no longer name its day, so the task's own BEFORE DELETE trigger takes its missed points off first, and the
-- records' delete trigger then finds no task for them.
CREATE OR REPLACE FUNCTION patrol_missed_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT task_id, point_name, status, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT task_id, point_name, status, -1 AS sign FROM old_rows'
    ELSE 'SELECT task_id, point_name, status, 1 AS sign FROM new_rows
      UNION ALL SELECT task_id, point_name, status, -1 FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO patrol_missed_days AS d (residential_id, day, point_name, missed)
    SELECT t.residential_id, (t.slot AT TIME ZONE 'Asia/Shanghai')::date, c.point_name, sum(c.sign)::integer
    FROM (%s) c JOIN patrol_tasks t ON t.id = c.task_id
    WHERE c.status = 'missed'
    GROUP BY 1, 2, 3
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (residential_id, day, point_name) DO UPDATE SET missed = d.missed + excluded.missed$q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patrol_records_missed_insert AFTER INSERT ON patrol_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_missed_days_add();
--> statement-breakpoint
CREATE TRIGGER patrol_records_missed_delete AFTER DELETE ON patrol_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_missed_days_add();
--> statement-breakpoint
CREATE TRIGGER patrol_records_missed_update AFTER UPDATE ON patrol_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patrol_missed_days_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patrol_missed_days_task_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patrol_missed_days d SET missed = d.missed - m.missed
  FROM (SELECT point_name, count(*)::integer AS missed FROM patrol_records WHERE task_id = OLD.id AND status = 'missed' GROUP BY 1) m
  WHERE d.residential_id = OLD.residential_id AND d.day = (OLD.slot AT TIME ZONE 'Asia/Shanghai')::date AND d.point_name = m.point_name;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER patrol_tasks_missed_gone BEFORE DELETE ON patrol_tasks FOR EACH ROW EXECUTE FUNCTION patrol_missed_days_task_gone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patrol_overview_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'patrol_tasks' THEN
    TRUNCATE patrol_task_days, patrol_missed_days;
  ELSE
    TRUNCATE patrol_missed_days;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patrol_tasks_days_truncate AFTER TRUNCATE ON patrol_tasks FOR EACH STATEMENT EXECUTE FUNCTION patrol_overview_days_clear();
--> statement-breakpoint
CREATE TRIGGER patrol_records_missed_truncate AFTER TRUNCATE ON patrol_records FOR EACH STATEMENT EXECUTE FUNCTION patrol_overview_days_clear();
--> statement-breakpoint
INSERT INTO patrol_task_days (residential_id, day, tasks, points, checked)
SELECT residential_id, (slot AT TIME ZONE 'Asia/Shanghai')::date, count(*)::integer, sum(point_count)::integer, sum(checked_count)::integer
FROM patrol_tasks WHERE status IN ('done', 'missed') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO patrol_missed_days (residential_id, day, point_name, missed)
SELECT t.residential_id, (t.slot AT TIME ZONE 'Asia/Shanghai')::date, r.point_name, count(*)::integer
FROM patrol_records r JOIN patrol_tasks t ON t.id = r.task_id WHERE r.status = 'missed' GROUP BY 1, 2, 3;
