import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Team events on the vacations calendar (spec §3 calendar event): what is not someone's absence. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** One of spec §3's colour options, without '#'. */
    hexColor: text().notNull(),
    /** Who added it; no foreign key, like the audit trail's actor. */
    createdBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_events_starts_at').on(table.startsAt)],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
