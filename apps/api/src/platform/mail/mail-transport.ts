import type { MailMessage } from './queue-mail.ts';

/** A message taken from the outbox, ready to leave: `id` is the outbox row id. */
export interface OutgoingMail extends MailMessage {
  id: string;
  from: string;
}

/** Resolves once the message is accepted; throws to have it retried later. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The outbox id in the Message-ID lets a recipient spot the rare resend after a crash. */
export function messageIdFor(mail: OutgoingMail): string {
  return `<${mail.id}@quadro>`;
}
