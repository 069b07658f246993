import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from '../../platform/files/files.schema.ts';
import { clients } from '../clients/clients.schema.ts';
import { users } from '../people/people.public.ts';
import { projects } from '../projects/projects.schema.ts';

/** A business trip an employee claims with its receipts, decided by finance as a whole. */
export const roadTrips = pgTable(
  'road_trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    destination: text().notNull(),
    purpose: text().notNull(),
    /** Required of every trip saved since clients were picked from lists; null on old unlinked ones. */
    clientId: uuid().references(() => clients.id),
    /** Optional: one of the client's projects (the executive summary counts the trip by it). */
    projectId: uuid().references(() => projects.id),
    /** The free text of a trip claimed before the lists, kept only while it names no client. */
    clientOrProject: text(),
    /** ROAD_TRIP_TRANSPORTS. */
    transport: text().notNull(),
    /** By own car only: the kilometres driven. */
    kilometres: numeric({ precision: 7, scale: 1 }),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('road_trips_employee_start_idx').on(table.employeeId, table.startDate),
    index('road_trips_start_status_idx').on(table.startDate, table.status),
    index('road_trips_project_idx').on(table.projectId),
    check(
      'road_trips_client_or_text',
      sql`${table.clientId} is not null or ${table.clientOrProject} is not null`,
    ),
    check(
      'road_trips_project_has_client',
      sql`${table.projectId} is null or ${table.clientId} is not null`,
    ),
  ],
);

/** A receipt of a road trip: in its own currency, reimbursed in euros at the rate of its date. */
export const travelReceipts = pgTable(
  'travel_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    roadTripId: uuid()
      .notNull()
      .references(() => roadTrips.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    /** TRAVEL_RECEIPT_CATEGORIES. */
    category: text().notNull(),
    /** ISO 4217. */
    currency: text().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Euros per unit of the currency on the receipt's date; 1 for EUR. */
    exchangeRate: numeric({ precision: 12, scale: 6 }).notNull(),
    /** amount × exchangeRate, rounded half up to the cent. */
    euros: numeric({ precision: 18, scale: 2 }).notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('travel_receipts_road_trip_idx').on(table.roadTripId),
    // Deleting a stored file checks this foreign key: without the index, a scan per file.
    index('travel_receipts_file_idx').on(table.fileId),
  ],
);

export type RoadTripRow = typeof roadTrips.$inferSelect;
export type NewRoadTripRow = typeof roadTrips.$inferInsert;
export type TravelReceiptRow = typeof travelReceipts.$inferSelect;
export type NewTravelReceiptRow = typeof travelReceipts.$inferInsert;
