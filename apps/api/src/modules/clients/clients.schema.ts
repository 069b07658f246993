import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

export const clients = pgTable(
  'clients',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    contactName: text(),
    email: text(),
    phone: text(),
    address: text(),
    taxNumber: text(),
    /** Days a year the client accepts an allocated employee being away (vacations, absences). */
    limitDays: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('clients_name_unique').on(sql`lower(${table.name})`)],
);

/** An employee working for a client from started_at to ended_at (null: still there). */
export const clientAllocations = pgTable(
  'client_allocations',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    startedAt: date().notNull(),
    endedAt: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // With the period: the clients list counts each client's allocations of today from the index
    // alone, not one heap page per allocation (issue 21).
    index('client_allocations_client_period_idx').on(
      table.clientId,
      table.startedAt,
      table.endedAt,
    ),
    index('client_allocations_user_idx').on(table.userId, table.startedAt),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type ClientAllocationRow = typeof clientAllocations.$inferSelect;
