import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/** A team: people evaluated together by the same evaluators. */
export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('teams_name_unique').on(sql`lower(${table.name})`)],
);

const period = () => ({
  id: uuid().primaryKey().defaultRandom(),
  teamId: uuid()
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  userId: uuid()
    .notNull()
    .references(() => users.id),
  /** The first day, and the last (null: open-ended). */
  fromDate: date().notNull(),
  toDate: date(),
});

/** A member of a team from a day until a day: every year has a definite membership. */
export const teamMembers = pgTable('team_members', period(), (table) => [
  index('team_members_team_idx').on(table.teamId),
  index('team_members_user_idx').on(table.userId),
]);

/** An evaluator of a team from a day until a day. */
export const teamEvaluators = pgTable('team_evaluators', period(), (table) => [
  index('team_evaluators_team_idx').on(table.teamId),
  index('team_evaluators_user_idx').on(table.userId),
]);

export type TeamRow = typeof teams.$inferSelect;
export type TeamPeriodRow = typeof teamMembers.$inferSelect;
