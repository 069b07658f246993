CREATE TABLE "installation" (
	"single_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"demo_seeded_at" timestamp with time zone,
	CONSTRAINT "installation_single_row" CHECK ("installation"."single_row")
);
