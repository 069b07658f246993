import { sql } from 'drizzle-orm';
import {
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

/**
 * An employee's contracts. Adding one closes the latest previous one (its ended_at becomes the
 * new started_at), so at most one contract of a person is open (ended_at null).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    type: text().notNull(),
    startedAt: date().notNull(),
    endedAt: date(),
    /** Monthly base salary agreed in the contract, euros. */
    salary: numeric({ precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contracts_user_started_unique').on(table.userId, table.startedAt),
    uniqueIndex('contracts_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** An employee's salary from its effective date on: base salary and monthly dislocation allowance. */
export const salaries = pgTable(
  'salaries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The contract in force on the effective date. */
    contractId: uuid().references(() => contracts.id),
    baseSalary: numeric({ precision: 12, scale: 2 }).notNull(),
    dislocationAllowance: numeric({ precision: 12, scale: 2 }).notNull().default('0.00'),
    effectiveDate: date().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('salaries_user_effective_unique').on(table.userId, table.effectiveDate),
    index('salaries_contract_idx').on(table.contractId),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
export type SalaryRow = typeof salaries.$inferSelect;
