import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/** A vacation period an employee asks for, moved through the approval workflow. */
export const vacations = pgTable(
  'vacations',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    /** One half day (start = end) counts 0.5. */
    halfDay: boolean().notNull().default(false),
    /** Working days the period takes, counted when it was last saved (tables and totals). */
    days: numeric({ precision: 5, scale: 1 }).notNull(),
    note: text(),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    /** Set when a cancellation is approved: the days are back in the balance. */
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vacations_employee_start_idx').on(table.employeeId, table.startDate),
    index('vacations_status_start_idx').on(table.status, table.startDate),
    index('vacations_start_end_idx').on(table.startDate, table.endDate),
    check('vacations_period', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** An employee's request to cancel an approved vacation, decided like the request was. */
export const vacationCancellations = pgTable(
  'vacation_cancellations',
  {
    id: uuid().primaryKey().defaultRandom(),
    vacationId: uuid()
      .notNull()
      .references(() => vacations.id, { onDelete: 'cascade' }),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    reason: text(),
    status: text().notNull().default('PendingApproval'),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vacation_cancellations_vacation_idx').on(table.vacationId),
    index('vacation_cancellations_status_idx').on(table.status),
    uniqueIndex('vacation_cancellations_one_pending')
      .on(table.vacationId)
      .where(sql`${table.status} = 'PendingApproval'`),
  ],
);

/** Each person's secret calendar address (a random token), replaced when they regenerate it. */
export const vacationFeeds = pgTable('vacation_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type VacationRow = typeof vacations.$inferSelect;
export type VacationCancellationRow = typeof vacationCancellations.$inferSelect;
