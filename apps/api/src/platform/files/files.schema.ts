import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Uploaded files; the bytes live under <storage_key> on the local disk or in the bucket
 * (FILE_STORAGE). owner_id is not a foreign key because platform tables do not depend on module
 * tables: the module that references a file deletes it through the file store.
 */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid().notNull(),
    /** As the client named it, cleaned; data only: never a path, never a download's name. */
    originalName: text().notNull(),
    /** Detected from the content, never taken from the client. */
    mediaType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);

export type StoredFile = typeof files.$inferSelect;
