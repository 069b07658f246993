import { firstDayOf, monthOf } from '@quadro/contract/calendar-days';
import { formatMonth, ordinal } from '@quadro/contract/formatting';
import { KILOMETRE_MAP_REMINDER_DAY } from '@quadro/contract/kilometre-maps';
import { companyDateTime, companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import { withDislocationOn } from '../contracts/contracts.public.ts';
import * as repository from './kilometre-maps.repository.ts';

/**
 * Mails every employee with a dislocation allowance this month who has not sent this month's
 * kilometre map value one reminder, naming the deadline. Answers how many were queued.
 */
export async function sendKilometreMapReminders(ctx: ServiceContext): Promise<number> {
  const month = monthOf(companyNow(ctx).date);
  const deadlineDay = ctx.parameters.current().kilometreMapDeadlineDay;
  const withDislocation = await withDislocationOn(ctx.db, firstDayOf(month));
  const owing = await repository.listOwingMonth(ctx.db, withDislocation, firstDayOf(month));
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/app/travels`;
  await withTransaction(ctx, async (tx) => {
    for (const person of owing) {
      await tx.mail({
        to: person.email,
        subject: `Quadro: your kilometre map of ${formatMonth(month)}`,
        text: [
          `Hello ${person.name},`,
          '',
          `The value of ${formatMonth(month)} in your kilometre map has not been sent yet: send it by the ${ordinal(deadlineDay)}, or it stays at zero.`,
          `Open your travels: ${link}`,
        ].join('\n'),
      });
    }
  });
  return owing.length;
}

/** Once a month, from the 10th on (company time), on one instance. */
export function kilometreMapReminderJob(ctx: ServiceContext): JobDefinition {
  return {
    name: 'kilometre-map-reminders',
    period: 'month',
    isDue: (now) =>
      Number(companyDateTime(now, ctx.parameters.current().companyTimeZone).date.slice(8)) >=
      KILOMETRE_MAP_REMINDER_DAY,
    run: async ({ log }) => {
      log.info({ mails: await sendKilometreMapReminders(ctx) }, 'kilometre map reminders queued');
    },
  };
}
