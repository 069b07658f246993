import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.schema.ts';
import { users } from '../people/people.public.ts';
import { projects } from '../projects/projects.schema.ts';

/**
 * A trip made by car in a month whose kilometre map was approved: the trips of a month justify its
 * kilometres. Flags (weekend, holiday, days away, limits) are computed on read, never stored.
 */
export const monthlyTrips = pgTable(
  'monthly_trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    /** The first day of the month the trip justifies. */
    month: date().notNull(),
    date: date().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    purpose: text().notNull(),
    clientId: uuid().references(() => clients.id),
    projectId: uuid().references(() => projects.id),
    /** One way, as entered; a round trip counts twice. */
    kilometres: numeric({ precision: 7, scale: 1 }).notNull(),
    roundTrip: boolean().notNull().default(false),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('monthly_trips_employee_month_idx').on(table.employeeId, table.month, table.date),
    index('monthly_trips_month_idx').on(table.month),
    check(
      'monthly_trips_client_or_project',
      sql`(${table.clientId} is null) <> (${table.projectId} is null)`,
    ),
    check('monthly_trips_kilometres_positive', sql`${table.kilometres} > 0`),
  ],
);

/** One employee's justification of one month: their trips, sent to finance, decided as a whole. */
export const tripJustifications = pgTable(
  'trip_justifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    /** The first day of the month. */
    month: date().notNull(),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When finance last accepted or sent it back: its flagged trips were reviewed then. */
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trip_justifications_employee_month_unique').on(table.employeeId, table.month),
    index('trip_justifications_month_status_idx').on(table.month, table.status),
  ],
);

/**
 * A monthly trip limit kept by finance: for everyone, the people on a client, or one employee, from
 * a day on (or always). The most specific limit setting a value wins.
 */
export const tripLimits = pgTable(
  'trip_limits',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'everyone', 'client' or 'employee'. */
    scope: text().notNull(),
    clientId: uuid().references(() => clients.id, { onDelete: 'cascade' }),
    employeeId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    mostTripsAMonth: integer(),
    mostKilometresATrip: numeric({ precision: 7, scale: 1 }),
    fromDate: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('trip_limits_scope_unique')
      .on(table.scope, table.clientId, table.employeeId, table.fromDate)
      .nullsNotDistinct(),
    check(
      'trip_limits_scope_matches',
      sql`(${table.scope} = 'everyone' and ${table.clientId} is null and ${table.employeeId} is null)
        or (${table.scope} = 'client' and ${table.clientId} is not null and ${table.employeeId} is null)
        or (${table.scope} = 'employee' and ${table.employeeId} is not null and ${table.clientId} is null)`,
    ),
  ],
);

export type MonthlyTripRow = typeof monthlyTrips.$inferSelect;
export type NewMonthlyTrip = typeof monthlyTrips.$inferInsert;
export type TripJustificationRow = typeof tripJustifications.$inferSelect;
export type TripLimitRow = typeof tripLimits.$inferSelect;
