import { firstDayOf, lastDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { companyDateTime, companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import { type OwedMap, workMapReminderMail } from './work-map-reminder-mail.ts';
import { listOwingAttention } from './work-map-table.repository.ts';

/**
 * Mails every employee who has not created last month's or this month's map, or has one In
 * Modification, one reminder listing them. Answers how many mails were queued.
 */
export async function sendWorkMapReminders(ctx: ServiceContext): Promise<number> {
  const current = monthOf(companyNow(ctx).date);
  const owing = new Map<string, { name: string; email: string; owed: OwedMap[] }>();
  for (const month of [previousMonth(current), current]) {
    for (const row of await listOwingAttention(ctx.db, firstDayOf(month), lastDayOf(month))) {
      const entry = owing.get(row.employeeId) ?? { name: row.name, email: row.email, owed: [] };
      entry.owed.push({ month, status: row.status });
      owing.set(row.employeeId, entry);
    }
  }
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/app/work-map-history`;
  await withTransaction(ctx, async (tx) => {
    for (const person of owing.values())
      await tx.mail(workMapReminderMail(person, person.owed, link));
  });
  return owing.size;
}

/**
 * Once a month, from the reminder day of the system parameters on (company time): the first tick
 * on or after that day sends, on one instance only.
 */
export function workMapReminderJob(ctx: ServiceContext): JobDefinition {
  return {
    name: 'work-map-reminders',
    period: 'month',
    isDue: (now) =>
      Number(companyDateTime(now, ctx.parameters.current().companyTimeZone).date.slice(8)) >=
      ctx.parameters.current().workMapReminderDay,
    run: async ({ log }) => {
      log.info({ mails: await sendWorkMapReminders(ctx) }, 'work map reminders queued');
    },
  };
}
