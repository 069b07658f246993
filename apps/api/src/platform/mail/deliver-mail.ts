import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MailTransport } from './mail-transport.ts';
import { claimDueMail, markAttemptFailed, markSent } from './outbox.repository.ts';

export interface DeliveryOptions {
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  batchSize?: number;
}

/** Longer than the SMTP timeouts, so a lease only runs out when its instance died mid-send. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, 4 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * An SMTP 5xx answer (RFC 5321: a permanent negative reply, e.g. 550 no such mailbox) fails the
 * same way however often it is tried: the mail is given up on at once, not after an hour of
 * retries.
 */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends one batch of due messages. Delivery is at least once: an instance that dies after the
 * server accepted a message but before marking it sent lets it go again when the lease ends.
 */
export async function deliverDueMail(
  db: Database,
  { transport, from, log, maxAttempts = 8, batchSize = 20 }: DeliveryOptions,
): Promise<{ sent: number; failed: number }> {
  const outcome = { sent: 0, failed: 0 };
  for (const mail of await claimDueMail(db, batchSize, LEASE_MS)) {
    try {
      const { id, to, subject, text, html } = mail;
      await transport.send({ id, from, to, subject, text, ...(html !== null && { html }) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt = mail.attempts >= maxAttempts || isPermanent(error);
      await markAttemptFailed(
        db,
        mail.id,
        reason,
        lastAttempt ? null : retryDelayMs(mail.attempts),
      );
      log[lastAttempt ? 'error' : 'warn'](
        { mailId: mail.id, attempts: mail.attempts, err: error },
        lastAttempt ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
      );
      outcome.failed++;
      continue;
    }
    await markSent(db, mail.id);
    outcome.sent++;
  }
  return outcome;
}
