import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One row per person. people owns the row and "who is this person" (name, profiles, employment and
 * personal fields, picture). Two other modules keep their own columns here, each touched only by
 * its own repository: identity the credentials (password_hash, failed_login_count, locked_until),
 * accounts the account state (enabled).
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    profiles: text().array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean().notNull().default(false),
    nickname: text(),
    birthdate: date(),
    phoneNumber: text(),
    gender: text(),
    maritalStatus: integer(),
    dependentsNumber: integer(),
    startDate: date(),
    contractType: text(),
    alternateEmail: text(),
    workspace: text(),
    jobTitle: text(),
    hidden: boolean().notNull().default(false),
    profilePictureFileId: uuid(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_name_idx').on(table.name),
  ],
);

export type PersonRow = typeof users.$inferSelect;
export type NewPerson = typeof users.$inferInsert;
