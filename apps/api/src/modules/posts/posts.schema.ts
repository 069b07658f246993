import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from '../../platform/files/files.schema.ts';
import { users } from '../people/people.public.ts';

/**
 * A post of the public feed. Removal (by its author or HR) keeps the row for the audit trail and
 * answers 404 from then on; its images' files are deleted with it.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id),
    text: text().notNull(),
    /** The text lower-cased without accents, kept by PostgreSQL, searched with a trigram index. */
    searchText: text().generatedAlwaysAs(sql`lower(immutable_unaccent(text))`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: uuid().references(() => users.id),
    /** HR's reason, mailed to the author; null when the author deleted it. */
    removalReason: text(),
  },
  (table) => [
    // Read backwards for the feed's newest first (`order by created_at desc, id desc`).
    index('posts_feed_idx').on(table.createdAt, table.id).where(sql`${table.removedAt} is null`),
    index('posts_author_idx').on(table.authorId),
    index('posts_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** A post's images in their order (0–3), each a stored, re-encoded file. */
export const postImages = pgTable(
  'post_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    position: smallint().notNull(),
  },
  (table) => [uniqueIndex('post_images_post_position_unique').on(table.postId, table.position)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_comments_post_idx').on(table.postId, table.createdAt)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    personId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.personId] })],
);

/** One reaction per person and post (POST_REACTIONS). */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    personId: uuid()
      .notNull()
      .references(() => users.id),
    reaction: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.personId] })],
);

/** Who a post or its comments mentioned: the row is the "mailed once per post" guarantee. */
export const postMentions = pgTable(
  'post_mentions',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    personId: uuid()
      .notNull()
      .references(() => users.id),
    mailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.personId] })],
);

/** A person's choice to keep their birthday and work anniversary off the feed. */
export const celebrationPreferences = pgTable('celebration_preferences', {
  personId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hidden: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type PostRow = typeof posts.$inferSelect;
