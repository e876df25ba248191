-- The receivable list's first page (a community's newest lines) reads its 20 entries from (community, id) instead of
-- scanning the primary key through every other community's lines; the period stays in the index as a filter
-- (decision 0018, Measured). Same three columns, so the bill run's index upkeep is unchanged.
DROP INDEX "fee_bill_lines_residential_period_idx";--> statement-breakpoint
CREATE INDEX "fee_bill_lines_residential_idx" ON "fee_bill_lines" USING btree ("residential_id","id","period_start");