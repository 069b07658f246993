import { sql } from 'drizzle-orm';
import {
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.schema.ts';
import { users } from '../people/people.public.ts';

export const projects = pgTable(
  'projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id),
    name: text().notNull(),
    code: text().notNull(),
    description: text(),
    startDate: date().notNull(),
    endDate: date(),
    status: text().notNull(),
    /** The budget the executive summary measures the project against; null: none. */
    budgetHours: numeric({ precision: 12, scale: 2 }),
    budgetAmount: numeric({ precision: 14, scale: 2 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_code_unique').on(sql`lower(${table.code})`),
    index('projects_client_idx').on(table.clientId),
  ],
);

/** A project's team: who, in which role, at what share of their time, for which period. */
export const projectMembers = pgTable(
  'project_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    role: text().notNull(),
    /** Percentage of the member's working time, 1 to 100. */
    allocation: smallint().notNull(),
    startedAt: date().notNull(),
    endedAt: date(),
  },
  (table) => [
    index('project_members_project_idx').on(table.projectId),
    index('project_members_user_idx').on(table.userId),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
