import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rateLimitHits } from './rate-limit-hits.schema.ts';

export interface CountedHit {
  /** Requests of this key in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request in one statement, so parallel requests on any instance each get their own
 * number. Windows are fixed, aligned on the database's clock (one clock for every instance).
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<CountedHit> {
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}::double precision) * ${windowMs}::double precision / 1000)`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<number>`(extract(epoch from ${rateLimitHits.windowStart} - now()) * 1000)::int + ${windowMs}::int`,
    });
  if (!row) throw new Error('rate-limit count returned no row');
  return { hits: row.hits, ttl: Number(row.ttl) };
}

/** Windows are a minute or so long: a day-old one is finished on every instance. */
export async function deleteFinishedWindows(db: Executor): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
}
