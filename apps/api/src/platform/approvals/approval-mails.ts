import type { ServiceContext } from '../context/service-context.ts';
import type { ApprovableKind, ApprovalPerson } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';

export const linkIn = (ctx: Pick<ServiceContext, 'config'>) => (path: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;

/** Mails the kind's "sent" text to each decider of a level, once each, never to the sender. */
export async function mailDeciders<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  kind: ApprovableKind<T, F>,
  deciders: readonly string[],
  sender: ApprovalPerson,
  text: { subject: string; text: string },
): Promise<void> {
  const holders = await kind.directory.enabledHolders(ctx.db, deciders);
  const emails = new Set(holders.map((holder) => holder.email));
  emails.delete(sender.email);
  for (const to of emails) await ctx.mail({ to, ...text });
}
