CREATE TABLE "brought_declarations" (
	"kind" varchar(16) NOT NULL,
	"key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brought_declarations_kind_key_pk" PRIMARY KEY("kind","key")
);
