import { formatCalendarDay } from '@quadro/contract/formatting';
import { VACATION_APPROVERS, type VacationItemKind } from '@quadro/contract/vacations';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { listEnabledHolderEmails } from '../people/people.public.ts';

interface MailPeriod {
  start: string;
  end: string;
  halfDay: boolean;
}

function periodText(period: MailPeriod): string {
  if (period.start === period.end) {
    return `${formatCalendarDay(period.start)}${period.halfDay ? ' (half day)' : ''}`;
  }
  return `${formatCalendarDay(period.start)} to ${formatCalendarDay(period.end)}`;
}

const linkTo = (ctx: ServiceContext, path: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;

/** Tells every approver (hr, admin, cto) that a request or a cancellation waits for them. */
export async function vacationRequestMail(
  ctx: ServiceContext,
  request: MailPeriod & { employeeName: string; kind: VacationItemKind },
): Promise<void> {
  const lists = await Promise.all(
    VACATION_APPROVERS.map((profile) => listEnabledHolderEmails(ctx.db, profile)),
  );
  const what = request.kind === 'Request' ? 'vacation' : 'cancellation of the vacation';
  for (const to of new Set(lists.flat())) {
    await ctx.mail({
      to,
      subject: `Quadro: ${request.employeeName} asks for the ${what} of ${periodText(request)}`,
      text: [
        `${request.employeeName} asks for the ${what} of ${periodText(request)}.`,
        '',
        `Decide it in Quadro: ${linkTo(ctx, '/app/manage-vacations')}`,
      ].join('\n'),
    });
  }
}

/** Tells the employee how their request or cancellation was decided. */
export async function vacationDecisionMail(
  ctx: ServiceContext,
  decision: MailPeriod & {
    email: string;
    name: string;
    kind: VacationItemKind;
    approved: boolean;
    reason: string | null;
  },
): Promise<void> {
  const what = decision.kind === 'Request' ? 'vacation' : 'cancellation of your vacation';
  const outcome = decision.approved ? 'approved' : 'rejected';
  await ctx.mail({
    to: decision.email,
    subject: `Quadro: your ${what} of ${periodText(decision)} was ${outcome}`,
    text: [
      `Hello ${decision.name},`,
      '',
      `Your ${what} of ${periodText(decision)} was ${outcome}.`,
      ...(decision.reason ? [`Rejection reason: ${decision.reason}`] : []),
      '',
      `Your vacations: ${linkTo(ctx, '/app/vacations')}`,
    ].join('\n'),
  });
}
