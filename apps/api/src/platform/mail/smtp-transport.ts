import nodemailer from 'nodemailer';
import { type MailTransport, nodemailerMessage } from './mail-transport.ts';

/**
 * nodemailer's default socket timeout is ten minutes; a hung server must fail well within the
 * outbox lease, or another instance would send the same message meanwhile.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** `url` is an smtp:// or smtps:// connection string, e.g. smtps://user:pass@mail.example.com. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
  };
}
