CREATE TABLE "repair_order_daily" (
	"residential_id" integer NOT NULL,
	"day" date NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"assignee_user_id" integer NOT NULL,
	"total" integer NOT NULL,
	"received" integer NOT NULL,
	"response_minutes" double precision NOT NULL,
	"finished" integer NOT NULL,
	"complete_minutes" double precision NOT NULL,
	"overdue" integer NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "repair_order_daily_residential_id_day_type_id_status_assignee_user_id_pk" PRIMARY KEY("residential_id","day","type_id","status","assignee_user_id")
);
