import { randomBytes } from 'node:crypto';
import { lastDayOf } from '@quadro/contract/calendar-days';
import { formatMonth } from '@quadro/contract/formatting';
import { companyDateTime } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import type { MailMessage } from '../../platform/mail/queue-mail.ts';
import * as repository from './travel-passes.repository.ts';
import { thisMonth } from './travel-passes.service.ts';

const newCode = () => randomBytes(24).toString('base64url');

function reminderMail(
  person: { name: string; email: string },
  month: string,
  links: { passes: string; block: string },
): MailMessage {
  return {
    to: person.email,
    subject: `Quadro: your travel pass of ${formatMonth(month)}`,
    text: [
      `Hello ${person.name},`,
      '',
      `Your travel pass of ${formatMonth(month)} has not been sent yet: add its value and receipt and send it to approval.`,
      `Open your travel passes: ${links.passes}`,
      '',
      `No pass this month? Stop these reminders for ${formatMonth(month)}: ${links.block}`,
    ].join('\n'),
  };
}

/**
 * Mails every employee and trainee who has not sent this month's pass (and did not block the
 * month) one reminder, with a link that blocks the month's reminders. Answers how many were queued.
 */
export async function sendTravelPassReminders(ctx: ServiceContext): Promise<number> {
  const month = thisMonth(ctx);
  const owing = await repository.listOwingPass(ctx.db, month, lastDayOf(month.slice(0, 7)));
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  await withTransaction(ctx, async (tx) => {
    for (const person of owing) {
      const code = newCode();
      await repository.insertBlockCode(tx.db, { code, employeeId: person.employeeId, month });
      await tx.mail(
        reminderMail(person, month.slice(0, 7), {
          passes: `${base}/app/travel-pass-history`,
          block: `${base}/travel-pass/block-month/${code}`,
        }),
      );
    }
  });
  return owing.length;
}

/** Once a month, from the travelPassReminderDay parameter on (company time), on one instance. */
export function travelPassReminderJob(ctx: ServiceContext): JobDefinition {
  return {
    name: 'travel-pass-reminders',
    period: 'month',
    isDue: (now) =>
      Number(companyDateTime(now, ctx.parameters.current().companyTimeZone).date.slice(8)) >=
      ctx.parameters.current().travelPassReminderDay,
    run: async ({ log }) => {
      log.info({ mails: await sendTravelPassReminders(ctx) }, 'travel pass reminders queued');
    },
  };
}
