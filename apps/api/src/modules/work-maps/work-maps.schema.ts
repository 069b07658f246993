import { sql } from 'drizzle-orm';
import {
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
import { files } from '../../platform/files/files.schema.ts';
import { users } from '../people/people.public.ts';
import { projects } from '../projects/projects.schema.ts';

/** One employee's record of one month's work, moved through the approval workflow. */
export const workMaps = pgTable(
  'work_maps',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    /** The first day of the month. */
    month: date().notNull(),
    status: text().notNull().default('PendingSubmission'),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_maps_employee_month_unique').on(table.employeeId, table.month),
    index('work_maps_month_status_idx').on(table.month, table.status),
  ],
);

/** A day of a work map: the hours worked, the extra hours, the project worked on. */
export const workDays = pgTable(
  'work_days',
  {
    id: uuid().primaryKey().defaultRandom(),
    workMapId: uuid()
      .notNull()
      .references(() => workMaps.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    hours: numeric({ precision: 4, scale: 2 }).notNull(),
    extraHours: numeric({ precision: 4, scale: 2 }).notNull().default('0'),
    projectId: uuid().references(() => projects.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('work_days_map_day_unique').on(table.workMapId, table.day),
    check(
      'work_days_hours_range',
      sql`${table.hours} >= 0 and ${table.hours} + ${table.extraHours} <= 24`,
    ),
  ],
);

/** Time away from work inside a work map's month: some hours of one day, or whole working days. */
export const absences = pgTable(
  'absences',
  {
    id: uuid().primaryKey().defaultRandom(),
    workMapId: uuid()
      .notNull()
      .references(() => workMaps.id, { onDelete: 'cascade' }),
    employeeId: uuid()
      .notNull()
      .references(() => users.id),
    type: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    /** 'hours' (one day, `hours` set) or 'days' (whole working days from start to end). */
    unit: text().notNull(),
    hours: numeric({ precision: 4, scale: 2 }),
    note: text(),
    justificationFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('absences_map_idx').on(table.workMapId),
    index('absences_employee_dates_idx').on(table.employeeId, table.startDate),
    index('absences_justification_idx').on(table.justificationFileId),
  ],
);

export type WorkMapRow = typeof workMaps.$inferSelect;
export type WorkDayRow = typeof workDays.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;
export type NewWorkMap = typeof workMaps.$inferInsert;
export type NewWorkDay = typeof workDays.$inferInsert;
export type NewAbsence = typeof absences.$inferInsert;
