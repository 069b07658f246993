import type { EvaluationState } from '@quadro/contract/evaluation-rules';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/** A year the CTO opened, with the days its stages close on. */
export const evaluationCycles = pgTable('evaluation_cycles', {
  year: integer().primaryKey(),
  goalsBy: date().notNull(),
  selfAssessmentFrom: date().notNull(),
  selfAssessmentBy: date().notNull(),
  evaluatorAssessmentBy: date().notNull(),
  openedBy: uuid().references(() => users.id),
  openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One employee's evaluation of one year; their team is read from the year's memberships. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    state: text().$type<EvaluationState>().notNull().default('GoalSetting'),
    /** Where a suspended evaluation resumes. */
    suspendedFrom: text().$type<EvaluationState>(),
    /** Why it was last suspended or unpublished. */
    reason: text(),
    overallComment: text(),
    selfSubmittedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: uuid().references(() => users.id),
    acknowledgedAt: timestamp({ withTimezone: true }),
    remark: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('evaluations_user_year_unique').on(table.userId, table.year),
    index('evaluations_year_state_idx').on(table.year, table.state),
  ],
);

/** A goal of an evaluation, with the employee's and the evaluator's scores and comments. */
export const evaluationGoals = pgTable(
  'evaluation_goals',
  {
    id: uuid().primaryKey().defaultRandom(),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    target: text().notNull(),
    weight: smallint().notNull(),
    selfScore: smallint(),
    selfComment: text(),
    evaluatorScore: smallint(),
    evaluatorComment: text(),
  },
  (table) => [index('evaluation_goals_evaluation_idx').on(table.evaluationId, table.position)],
);

/**
 * A colleague asked for feedback on a member. A named answer is kept on the request; an
 * anonymous one goes to evaluation_anonymous_answers with no link to who wrote it, and the
 * request only records that it was answered.
 */
export const evaluationFeedbackRequests = pgTable(
  'evaluation_feedback_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    colleagueId: uuid()
      .notNull()
      .references(() => users.id),
    anonymous: boolean().notNull(),
    askedBy: uuid()
      .notNull()
      .references(() => users.id),
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answered: boolean().notNull().default(false),
    comment: text(),
    score: smallint(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('evaluation_feedback_unique').on(table.evaluationId, table.colleagueId),
    index('evaluation_feedback_colleague_idx').on(table.colleagueId),
  ],
);

/** Anonymous feedback: a comment and a score of an evaluation, by nobody the database knows. */
export const evaluationAnonymousAnswers = pgTable(
  'evaluation_anonymous_answers',
  {
    id: uuid().primaryKey().defaultRandom(),
    evaluationId: uuid()
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    score: smallint(),
  },
  (table) => [index('evaluation_anonymous_answers_evaluation_idx').on(table.evaluationId)],
);

/** A reminder of a year's stage that went out: sent once, whatever the number of instances. */
export const evaluationReminders = pgTable(
  'evaluation_reminders',
  {
    year: integer().notNull(),
    stage: text().$type<'goals' | 'self' | 'evaluator'>().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.year, table.stage] })],
);

export type EvaluationRow = typeof evaluations.$inferSelect;
export type EvaluationGoalRow = typeof evaluationGoals.$inferSelect;
export type EvaluationCycleRow = typeof evaluationCycles.$inferSelect;
