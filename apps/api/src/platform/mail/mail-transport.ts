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

/**
 * The message as nodemailer takes it. The outbox id in the Message-ID lets a recipient spot the
 * rare resend after a crash.
 */
export function nodemailerMessage(mail: OutgoingMail) {
  return {
    messageId: `<${mail.id}@quadro>`,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined && { html: mail.html }),
  };
}
