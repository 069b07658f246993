import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { mailOutbox } from './outbox.schema.ts';

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Takes up to `limit` due messages for this instance. SKIP LOCKED lets several instances claim at
 * once without waiting on each other, and the lease (next_attempt_at pushed forward) keeps a claimed
 * message away from the others while it is being sent, without holding a transaction open over SMTP.
 * Each claim counts as an attempt.
 */
export async function claimDueMail(db: Executor, limit: number, leaseMs: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: secondsFromNow(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Executor, id: string) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** `retryInMs` null means no attempt is left: the message is marked failed for good. */
export async function markAttemptFailed(
  db: Executor,
  id: string,
  error: string,
  retryInMs: number | null,
) {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { lastError: error, failedAt: sql`now()` }
        : { lastError: error, nextAttemptAt: secondsFromNow(retryInMs) },
    )
    .where(eq(mailOutbox.id, id));
}
