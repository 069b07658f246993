import type { AppearanceSettings } from '@quadro/contract/appearance';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { userAppearance } from './appearance.schema.ts';

const columns = { settings: userAppearance.settings, guideSeenAt: userAppearance.guideSeenAt };

export async function findAppearance(db: Executor, personId: string) {
  const [row] = await db
    .select(columns)
    .from(userAppearance)
    .where(eq(userAppearance.personId, personId));
  return row;
}

export async function saveAppearance(
  db: Executor,
  personId: string,
  settings: AppearanceSettings,
  now: Date,
) {
  const [row] = await db
    .insert(userAppearance)
    .values({ personId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: userAppearance.personId, set: { settings, updatedAt: now } })
    .returning(columns);
  return row;
}

/** Sets the guide's seen instant once: a later call keeps the first. */
export async function markGuideSeen(db: Executor, personId: string, now: Date) {
  const [row] = await db
    .insert(userAppearance)
    .values({ personId, guideSeenAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userAppearance.personId,
      set: { guideSeenAt: sql`coalesce(${userAppearance.guideSeenAt}, excluded.guide_seen_at)` },
    })
    .returning(columns);
  return row;
}

/** The demo seed's people have all met the guide: it opens only for people added later. */
export async function markEveryoneGuideSeen(db: Executor, now: Date) {
  await db
    .insert(userAppearance)
    .select(
      db
        .select({
          personId: users.id,
          settings: sql`'{}'::jsonb`.as('settings'),
          guideSeenAt: sql`${now.toISOString()}::timestamptz`.as('guide_seen_at'),
          updatedAt: sql`${now.toISOString()}::timestamptz`.as('updated_at'),
        })
        .from(users),
    )
    .onConflictDoNothing();
}
