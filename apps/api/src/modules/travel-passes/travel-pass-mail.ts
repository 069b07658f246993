import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_PASS_APPROVERS } from '@quadro/contract/travel-passes';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { listEnabledHolderEmails } from '../people/people.public.ts';

interface MailedPass {
  /** 'YYYY-MM'. */
  month: string;
  value: string;
}

const linkTo = (ctx: ServiceContext, path: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;

/** Tells finance that a pass waits for their decision; never the sender, who cannot decide it. */
export async function travelPassSentMail(
  ctx: ServiceContext,
  pass: MailedPass & { employeeName: string; employeeEmail: string },
): Promise<void> {
  const lists = await Promise.all(
    TRAVEL_PASS_APPROVERS.map((profile) => listEnabledHolderEmails(ctx.db, profile)),
  );
  const month = formatMonth(pass.month);
  for (const to of new Set(lists.flat())) {
    if (to === pass.employeeEmail) continue;
    await ctx.mail({
      to,
      subject: `Quadro: ${pass.employeeName} sent the travel pass of ${month}`,
      text: [
        `${pass.employeeName} sent the travel pass of ${month} (${formatEuros(pass.value)}) to approval.`,
        '',
        `Decide it in Quadro: ${linkTo(ctx, `/app/manage-travel-pass?month=${pass.month}`)}`,
      ].join('\n'),
    });
  }
}

/** Tells the holder how finance decided their pass. */
export async function travelPassDecisionMail(
  ctx: ServiceContext,
  decision: MailedPass & { email: string; name: string; approved: boolean; reason: string | null },
): Promise<void> {
  const month = formatMonth(decision.month);
  const outcome = decision.approved ? 'approved' : 'rejected';
  await ctx.mail({
    to: decision.email,
    subject: `Quadro: your travel pass of ${month} was ${outcome}`,
    text: [
      `Hello ${decision.name},`,
      '',
      `Your travel pass of ${month} (${formatEuros(decision.value)}) was ${outcome}.`,
      ...(decision.reason
        ? [`Rejection reason: ${decision.reason}`, 'Fix it and send it again.']
        : []),
      '',
      `Your travel passes: ${linkTo(ctx, '/app/travel-pass-history')}`,
    ].join('\n'),
  });
}
