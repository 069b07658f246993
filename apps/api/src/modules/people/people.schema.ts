import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
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
    taxNumber: text(),
    /** ISO weekdays the person works (1 Monday … 7 Sunday). */
    workingWeekdays: smallint().array().notNull().default(sql`'{1,2,3,4,5}'::smallint[]`),
    /** Standard hours of one working day, exact decimal ('8.00'). */
    dailyHours: numeric({ precision: 4, scale: 2 }).notNull().default('8.00'),
    /**
     * The name lower-cased without accents ('joão' → 'joao'), kept by PostgreSQL itself so no
     * write path can forget it; searched with the trigram index below.
     */
    searchName: text().generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
    hidden: boolean().notNull().default(false),
    profilePictureFileId: uuid(),
    /** When HR erased the person's personal data (GDPR art. 17): never enabled again. */
    erasedAt: timestamp({ withTimezone: true }),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_name_idx').on(table.name),
    index('users_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    // The posts search finds authors by their nickname, folded the same way (posts/post-match.ts).
    index('users_nickname_search_trgm_idx').using(
      'gin',
      sql`lower(immutable_unaccent(${table.nickname})) gin_trgm_ops`,
    ),
    uniqueIndex('users_tax_number_unique').on(table.taxNumber),
  ],
);

/** The catalogue of interests HR curates. */
export const interests = pgTable(
  'interests',
  {
    id: uuid().primaryKey().defaultRandom(),
    designation: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('interests_designation_unique').on(sql`lower(${table.designation})`)],
);

/** The interests each person picked from the catalogue. */
export const personInterests = pgTable(
  'person_interests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: uuid()
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.interestId] }),
    index('person_interests_interest_idx').on(table.interestId),
  ],
);

export type PersonRow = typeof users.$inferSelect;
export type NewPerson = typeof users.$inferInsert;
