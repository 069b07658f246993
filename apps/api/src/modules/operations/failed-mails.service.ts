import {
  type FailedMailPage,
  OPERATIONS_MESSAGES,
  type RetryMails,
} from '@quadro/contract/operations';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import {
  countOutbox,
  listFailedMail,
  lockMail,
  requeueMail,
} from '../../platform/mail/outbox.repository.ts';
import { canSeeOperations } from './operations.policy.ts';

export async function listFailedMails(
  ctx: ServiceContext,
  actor: Actor,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<FailedMailPage> {
  if (!canSeeOperations(actor)) throw forbidden();
  const [rows, counts] = await Promise.all([
    listFailedMail(ctx.db, { limit: pageSize, offset: (page - 1) * pageSize }),
    countOutbox(ctx.db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      lastError: row.lastError,
      attempts: row.attempts,
      queuedAt: row.createdAt.toISOString(),
      failedAt: (row.failedAt ?? row.createdAt).toISOString(),
    })),
    total: counts.failed,
    page,
    pageSize,
    pending: counts.pending,
  };
}

/**
 * Puts failed mails back in the queue, due at once, so the delivery loop sends them: all of them,
 * or none when one is missing (404) or no longer failed (409: sent, or already queued again by
 * another retry).
 */
export async function retryMails(ctx: ServiceContext, actor: Actor, input: RetryMails) {
  if (!canSeeOperations(actor)) throw forbidden();
  const ids = [...new Set(input.ids)];
  return withTransaction(ctx, async (tx) => {
    const mails = await lockMail(tx.db, ids);
    if (mails.length < ids.length) throw notFound('Mail');
    if (mails.some((mail) => mail.sentAt !== null || mail.failedAt === null)) {
      throw conflict(OPERATIONS_MESSAGES.mailNotFailed);
    }
    await requeueMail(tx.db, ids);
    for (const mail of mails) {
      await tx.audit({
        actor,
        action: 'mail.retry',
        entityType: 'mail_outbox',
        entityId: mail.id,
        before: { failedAt: mail.failedAt?.toISOString() },
        after: { failedAt: null },
      });
    }
    return { retried: ids.length };
  });
}
