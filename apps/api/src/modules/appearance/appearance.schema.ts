import type { AppearanceSettings } from '@quadro/contract/appearance';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../people/people.schema.ts';

/**
 * Each person's shell appearance (docs/appearance.md): the settings as saved (read through the
 * contract's schema, so a field added later takes its default), and when they first closed the
 * Show Guide. No row: the defaults, and the guide not seen.
 */
export const userAppearance = pgTable('user_appearance', {
  personId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb().$type<Partial<AppearanceSettings>>().notNull().default({}),
  guideSeenAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
