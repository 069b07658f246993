import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
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

const isFailed = and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt));

/** Failed mail, newest failure first, without bodies: they may hold reset or invitation links. */
export function listFailedMail(db: Executor, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      lastError: mailOutbox.lastError,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(isFailed)
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

/** How many mails wait to leave (first tries and retries) and how many were given up on. */
export async function countOutbox(db: Executor) {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is null)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is not null)`.mapWith(
        Number,
      ),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return counts ?? { pending: 0, failed: 0 };
}

/** The listed mails' states, locked so that two retries of one mail take turns. */
export function lockMail(db: Executor, ids: string[]) {
  return db
    .select({ id: mailOutbox.id, sentAt: mailOutbox.sentAt, failedAt: mailOutbox.failedAt })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(mailOutbox.id)
    .for('update');
}

/** Back to the queue, due at once; its attempts so far still count. */
export async function requeueMail(db: Executor, ids: string[]) {
  await db
    .update(mailOutbox)
    .set({ failedAt: null, nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, ids), isFailed));
}
