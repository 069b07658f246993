import { boolean, date, pgView, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The days away of each person, one row per period: approved, not cancelled vacations
 * (`kind = 'vacation'`) and work-map absences (`kind = 'absence'`, with their type). A view over
 * the vacations and absences tables, created by migration 0014_days_away.sql and declared here
 * with `.existing()`, so this module imports neither vacations nor work-maps: both import it.
 */
export const daysAway = pgView('days_away', {
  kind: text().$type<'vacation' | 'absence'>().notNull(),
  id: uuid().notNull(),
  employeeId: uuid().notNull(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  /** A vacation of one half day; false for absences. */
  halfDay: boolean().notNull(),
  /** The absence's type; null for vacations. */
  absenceType: text(),
}).existing();
