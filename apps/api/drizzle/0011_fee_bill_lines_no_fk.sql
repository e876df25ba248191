ALTER TABLE "fee_bill_lines" DROP CONSTRAINT "fee_bill_lines_residential_id_residentials_id_fk";
--> statement-breakpoint
ALTER TABLE "fee_bill_lines" DROP CONSTRAINT "fee_bill_lines_standard_id_fee_standards_id_fk";
