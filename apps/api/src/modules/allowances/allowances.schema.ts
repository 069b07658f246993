import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/**
 * One employee's vacation or Christmas allowance plan of a year, through approval: how much, and
 * how it is paid (in full in one month, in twelfths, or half and half). One plan per allowance a
 * year.
 */
export const allowancePlans = pgTable(
  'allowance_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    /** VACATIONS or CHRISTMAS. */
    allowance: text().notNull(),
    /** FULL, TWELFTHS or HALF_TWELFTHS. */
    schedule: text().notNull(),
    /** 1 to 12: the month of the part paid in full. */
    paymentMonth: integer().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    /** The base salary the amount was computed from; null when finance entered the amount. */
    baseSalary: numeric({ precision: 12, scale: 2 }),
    /** The part of a month's salary: months of service ÷ 12, or vacation days earned ÷ 22. */
    proportionNumerator: integer(),
    proportionDenominator: integer(),
    /** When the employee agreed to be paid in twelfths (required by law for that schedule). */
    twelfthsAgreedAt: timestamp({ withTimezone: true }),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    /** Who sent it to approval: four eyes, they may not decide it. */
    sentBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('allowance_plans_one_per_year').on(table.employeeId, table.year, table.allowance),
    index('allowance_plans_year_idx').on(table.year, table.allowance, table.status),
    index('allowance_plans_status_idx').on(table.status),
    // Finance's table in its order (waiting first, newest year), read backwards, with or without
    // a year: a page sorts only its first group by name, not every plan (issue 21).
    index('allowance_plans_finance_order_idx').on(
      sql`(${table.status} = 'PendingApproval')`,
      table.year,
      table.allowance,
    ),
  ],
);

/** What a plan pays in each month: its twelfths and its part in full, adding up to its amount. */
export const allowanceInstalments = pgTable(
  'allowance_instalments',
  {
    planId: uuid()
      .notNull()
      .references(() => allowancePlans.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** 1 to 12, of the plan's year. */
    month: integer().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    /** 'twelfth' or 'full'. */
    part: text().notNull(),
  },
  (table) => [
    uniqueIndex('allowance_instalments_plan_position').on(table.planId, table.position),
    index('allowance_instalments_month_idx').on(table.month, table.planId),
  ],
);

export type AllowancePlanRow = typeof allowancePlans.$inferSelect;
export type AllowanceInstalmentRow = typeof allowanceInstalments.$inferSelect;
