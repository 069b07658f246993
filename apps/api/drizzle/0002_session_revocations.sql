CREATE TABLE "session_revocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_revocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"session_id" uuid,
	"except_session_id" uuid,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_revocations_names_a_user_or_a_session" CHECK ("session_revocations"."user_id" is not null or "session_revocations"."session_id" is not null)
);
--> statement-breakpoint
CREATE INDEX "session_revocations_revoked_at_idx" ON "session_revocations" USING btree ("revoked_at");