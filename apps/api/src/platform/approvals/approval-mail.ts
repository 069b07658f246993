import type { ServiceContext } from '../context/service-context.ts';
import type { MailMessage } from '../mail/queue-mail.ts';
import type {
  ApprovableKind,
  ApprovalMailText,
  ApprovalPerson,
  DecidedMail,
} from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';

export const linkIn = (ctx: Pick<ServiceContext, 'config'>) => (path: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;

/**
 * Every approval mail's one shape: 'Quadro: ' and the subject; the greeting when it is written to
 * one person by name; the kind's lines; a blank line; the link to act on it.
 */
export function approvalMail(
  words: ApprovalMailText,
  link: (path: string) => string,
  greeted?: ApprovalPerson,
): Omit<MailMessage, 'to'> {
  return {
    subject: `Quadro: ${words.subject}`,
    text: [
      ...(greeted ? [`Hello ${greeted.name},`, ''] : []),
      ...words.lines,
      '',
      `${words.link.label}: ${link(words.link.path)}`,
    ].join('\n'),
  };
}

/**
 * The kind's mail on a final decision: to the owner in the shared shape, the rejection reason (and
 * the kind's next step) after its lines; or the kind's hand-written mail (null: none).
 */
export function decidedMail<T extends ApprovableTable, F>(
  kind: ApprovableKind<T, F>,
  decided: DecidedMail<T, F>,
  link: (path: string) => string,
): MailMessage | null {
  const words = kind.mails?.decided?.(decided);
  if (!words) return kind.mails?.decidedHandWritten?.({ ...decided, link }) ?? null;
  const { reason } = decided;
  const lines = [
    ...words.lines,
    ...(reason ? [`Rejection reason: ${reason}`, ...(words.nextStep ? [words.nextStep] : [])] : []),
  ];
  return { to: decided.owner.email, ...approvalMail({ ...words, lines }, link, decided.owner) };
}

/** Mails the words to each decider of a level, once each, never to the sender. */
export async function mailDeciders<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  kind: ApprovableKind<T, F>,
  deciders: readonly string[],
  sender: ApprovalPerson,
  words: ApprovalMailText,
): Promise<void> {
  const holders = await kind.directory.enabledHolders(ctx.db, deciders);
  const emails = new Set(holders.map((holder) => holder.email));
  emails.delete(sender.email);
  const message = approvalMail(words, linkIn(ctx));
  for (const to of emails) await ctx.mail({ to, ...message });
}
