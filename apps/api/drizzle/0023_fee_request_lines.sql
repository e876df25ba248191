CREATE TABLE "fee_request_lines" (
	"request_id" integer NOT NULL,
	"bill_line_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "fee_request_lines_request_id_bill_line_id_pk" PRIMARY KEY("request_id","bill_line_id"),
	CONSTRAINT "fee_request_lines_amount_positive" CHECK ("fee_request_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fee_request_lines" ADD CONSTRAINT "fee_request_lines_request_id_fee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."fee_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_request_lines" ADD CONSTRAINT "fee_request_lines_bill_line_id_fee_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."fee_bill_lines"("id") ON DELETE no action ON UPDATE no action;