import {
  ALLOWANCE_MANAGERS,
  ALLOWANCE_MESSAGES,
  type AllowanceType,
} from '@quadro/contract/allowances';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { listEnabledHolderEmails } from '../people/people.public.ts';

const linkTo = (ctx: ServiceContext, path: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;

/** Tells finance and admin (but the sender, who may not decide them) that plans wait for them. */
export async function plansSentMail(
  ctx: ServiceContext,
  sent: { count: number; senderName: string; senderEmail: string },
): Promise<void> {
  const lists = await Promise.all(
    ALLOWANCE_MANAGERS.map((profile) => listEnabledHolderEmails(ctx.db, profile)),
  );
  const what = sent.count === 1 ? 'An allowance plan waits' : `${sent.count} allowance plans wait`;
  for (const to of new Set(lists.flat())) {
    if (to === sent.senderEmail) continue;
    await ctx.mail({
      to,
      subject: `Quadro: ${what} for your approval`,
      text: [
        `${sent.senderName} sent ${sent.count === 1 ? 'an allowance plan' : `${sent.count} allowance plans`} to approval.`,
        '',
        `Decide in Quadro: ${linkTo(ctx, '/app/payments/manage-allowances?status=PENDING_APPROVAL')}`,
      ].join('\n'),
    });
  }
}

/** Tells the employee their plan was approved, or rejected and why. */
export async function planDecidedMail(
  ctx: ServiceContext,
  plan: {
    email: string;
    name: string;
    allowance: AllowanceType;
    year: number;
    status: 'APPROVED' | 'REJECTED';
    reason: string | null;
  },
): Promise<void> {
  const decided = ALLOWANCE_MESSAGES.decided(plan.allowance, plan.year, plan.status);
  await ctx.mail({
    to: plan.email,
    subject: `Quadro: ${decided}`,
    text: [
      `Hello ${plan.name},`,
      '',
      decided,
      ...(plan.reason ? [`Rejection reason: ${plan.reason}`] : []),
      '',
      `See it in Quadro: ${linkTo(ctx, '/app/payments/allowances')}`,
    ].join('\n'),
  });
}
