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

export type UserRow = typeof users.$inferSelect;
