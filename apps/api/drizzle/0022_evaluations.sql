CREATE TABLE "evaluation_anonymous_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"score" smallint
);
--> statement-breakpoint
CREATE TABLE "evaluation_cycles" (
	"year" integer PRIMARY KEY NOT NULL,
	"goals_by" date NOT NULL,
	"self_assessment_from" date NOT NULL,
	"self_assessment_by" date NOT NULL,
	"evaluator_assessment_by" date NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_feedback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"colleague_id" uuid NOT NULL,
	"anonymous" boolean NOT NULL,
	"asked_by" uuid NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"comment" text,
	"score" smallint,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "evaluation_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" text NOT NULL,
	"weight" smallint NOT NULL,
	"self_score" smallint,
	"self_comment" text,
	"evaluator_score" smallint,
	"evaluator_comment" text
);
--> statement-breakpoint
CREATE TABLE "evaluation_reminders" (
	"year" integer NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_reminders_year_stage_pk" PRIMARY KEY("year","stage")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"state" text DEFAULT 'GoalSetting' NOT NULL,
	"suspended_from" text,
	"reason" text,
	"overall_comment" text,
	"self_submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_anonymous_answers" ADD CONSTRAINT "evaluation_anonymous_answers_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_feedback_requests" ADD CONSTRAINT "evaluation_feedback_requests_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_feedback_requests" ADD CONSTRAINT "evaluation_feedback_requests_colleague_id_users_id_fk" FOREIGN KEY ("colleague_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_feedback_requests" ADD CONSTRAINT "evaluation_feedback_requests_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_goals" ADD CONSTRAINT "evaluation_goals_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_anonymous_answers_evaluation_idx" ON "evaluation_anonymous_answers" USING btree ("evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_feedback_unique" ON "evaluation_feedback_requests" USING btree ("evaluation_id","colleague_id");--> statement-breakpoint
CREATE INDEX "evaluation_feedback_colleague_idx" ON "evaluation_feedback_requests" USING btree ("colleague_id");--> statement-breakpoint
CREATE INDEX "evaluation_goals_evaluation_idx" ON "evaluation_goals" USING btree ("evaluation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_user_year_unique" ON "evaluations" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "evaluations_year_state_idx" ON "evaluations" USING btree ("year","state");