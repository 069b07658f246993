import { z } from 'zod';
import { pageOf, pageQueryFields } from './page-query.ts';

/**
 * The administrator's view of what failed (Settings › Delivery and Jobs): mail the outbox gave up
 * on, and the last run of each scheduled job. A mail's body is never answered: it may carry a
 * reset or invitation link.
 */
export const failedMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  queuedAt: z.iso.datetime({ offset: true }),
  /** When its last attempt failed, the mail then given up on. */
  failedAt: z.iso.datetime({ offset: true }),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const failedMailsQuerySchema = z.object(pageQueryFields());

/** A page of failed mails, newest failure first; `total` counts every failed mail. */
export const failedMailPageSchema = pageOf(failedMailSchema).extend({
  /** Mail still waiting to leave, retries included. */
  pending: z.number().int(),
});
export type FailedMailPage = z.infer<typeof failedMailPageSchema>;

export const MAX_MAILS_PER_RETRY = 100;

export const retryMailsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_MAILS_PER_RETRY),
});
export type RetryMails = z.infer<typeof retryMailsSchema>;

export const retryMailsResultSchema = z.object({ retried: z.number().int() });

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const jobRunStatusSchema = z.enum(JOB_RUN_STATUSES);
export type JobRunStatus = z.infer<typeof jobRunStatusSchema>;

export const jobPeriodSchema = z.enum(['minute', 'hour', 'day', 'month']);

export const jobRunSchema = z.object({
  /** The period the run was for: '2026-11', '2026-11-22', '2026-11-22T10' or '2026-11-22T10:15' (UTC). */
  periodKey: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  status: jobRunStatusSchema,
  attempts: z.number().int(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const scheduledJobSchema = z.object({
  name: z.string(),
  period: jobPeriodSchema,
  lastRun: jobRunSchema.nullable(),
  /** The next period's start when this period's run is done; null while this period's is to come. */
  nextRunFrom: z.iso.datetime({ offset: true }).nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const scheduledJobListSchema = z.array(scheduledJobSchema);

export const OPERATIONS_MESSAGES = {
  mailNotFailed: 'This mail is not failed: it was sent or is already waiting to be sent.',
  mailsRetried: 'The mails were queued again.',
  noFailedMails: 'No failed mails',
} as const;
