import {
  monthNameOf,
  SALARY_RECEIPT_MANAGERS,
  SALARY_RECEIPT_MESSAGES,
} from '@quadro/contract/salary-receipts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { listEnabledHolderEmails } from '../people/people.public.ts';

const linkTo = (ctx: ServiceContext, path: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;

/** Tells finance and admin (but the sender, who may not approve) that receipts wait for them. */
export async function receiptsSentMail(
  ctx: ServiceContext,
  sent: { count: number; senderName: string; senderEmail: string },
): Promise<void> {
  const lists = await Promise.all(
    SALARY_RECEIPT_MANAGERS.map((profile) => listEnabledHolderEmails(ctx.db, profile)),
  );
  const what = sent.count === 1 ? 'A salary receipt waits' : `${sent.count} salary receipts wait`;
  for (const to of new Set(lists.flat())) {
    if (to === sent.senderEmail) continue;
    await ctx.mail({
      to,
      subject: `Quadro: ${what} for your approval`,
      text: [
        `${sent.senderName} sent ${sent.count === 1 ? 'a salary receipt' : `${sent.count} salary receipts`} to approval.`,
        '',
        `Decide in Quadro: ${linkTo(ctx, '/app/manage-salary-receipts?status=PendingApproval')}`,
      ].join('\n'),
    });
  }
}

/**
 * Tells the employee a receipt is published: a link only, never the file or an amount, as the
 * mail leaves the company's systems.
 */
export async function receiptPublishedMail(
  ctx: ServiceContext,
  receipt: { email: string; name: string; year: number; month: number },
): Promise<void> {
  const available = SALARY_RECEIPT_MESSAGES.available(monthNameOf(receipt.month), receipt.year);
  await ctx.mail({
    to: receipt.email,
    subject: `Quadro: ${available}`,
    text: [
      `Hello ${receipt.name},`,
      '',
      available,
      `Open it in Quadro: ${linkTo(ctx, `/app/salary-receipts?year=${receipt.year}`)}`,
    ].join('\n'),
  });
}

/** Tells the sender that a receipt they sent was rejected, and why. */
export async function receiptRejectedMail(
  ctx: ServiceContext,
  receipt: { to: string; employeeName: string; year: number; month: number; reason: string },
): Promise<void> {
  const period = `${monthNameOf(receipt.month)} ${receipt.year}`;
  await ctx.mail({
    to: receipt.to,
    subject: `Quadro: the salary receipt of ${receipt.employeeName} for ${period} was rejected`,
    text: [
      `The salary receipt of ${receipt.employeeName} for ${period} was rejected.`,
      `Rejection reason: ${receipt.reason}`,
      '',
      `Fix it in Quadro: ${linkTo(ctx, '/app/manage-salary-receipts?status=Rejected')}`,
    ].join('\n'),
  });
}
