-- hand-written: a database made before this index may hold the twins it forbids (a plan's time of day moved left a
-- filled or past record and a new open one on the same China day); the open twins go, the filled or first one stays.
DELETE FROM "maintain_records" r WHERE r."status" = 0 AND EXISTS (
  SELECT 1 FROM "maintain_records" o WHERE o."plan_id" = r."plan_id" AND o."id" <> r."id"
    AND (o."slot" at time zone 'Asia/Shanghai')::date = (r."slot" at time zone 'Asia/Shanghai')::date
    AND (o."status" <> 0 OR o."id" < r."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "maintain_records_plan_day_uq" ON "maintain_records" USING btree ("plan_id",(("slot" at time zone 'Asia/Shanghai')::date));