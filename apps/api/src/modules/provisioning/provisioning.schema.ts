import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/** HR's SCIM bearer tokens: only a digest is kept; the provider's mapping its Groups use. */
export const scimTokens = pgTable('scim_tokens', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  tokenHash: text().notNull().unique(),
  providerId: text(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
});

/** A person as SCIM knows them: the provider's externalId and when SCIM last changed them. */
export const scimUsers = pgTable(
  'scim_users',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text(),
    /** The token that created or last changed the person: its provider's mapping applies. */
    tokenId: uuid().references(() => scimTokens.id, { onDelete: 'set null' }),
    /** A DELETE under a provider's `scimDeleteErasesAfterDays`: the daily job erases from then on. */
    erasureDueAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scim_users_external_idx').on(table.externalId)],
);

/** A SCIM group (RFC 7643 §4.2): its displayName is what the provider's group mapping names. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    displayName: text().notNull(),
    externalId: text(),
    tokenId: uuid().references(() => scimTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('scim_groups_display_name_key').on(table.displayName)],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: uuid()
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('scim_group_members_user_idx').on(table.userId),
  ],
);
