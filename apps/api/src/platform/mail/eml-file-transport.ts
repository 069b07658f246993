import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type MailTransport, nodemailerMessage } from './mail-transport.ts';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** 2026-11-22T10:15:00.123Z → 20261122T101500123Z: names sort in the order the files were written. */
function timeStamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** RFC 2606 reserves .invalid: no mail system delivers there, so neither does the file outbox. */
const UNDELIVERABLE = /@[^@]*\.invalid>?$/i;

/** The answer a relay gives for a domain that does not exist, as nodemailer reports it. */
function refusedRecipient(to: string) {
  return Object.assign(
    new Error(`550 5.1.2 <${to}>: Recipient address rejected: Domain not found`),
    {
      responseCode: 550,
    },
  );
}

/**
 * Without an SMTP server (development, tests, e2e) each message becomes an RFC 822 file in `dir`,
 * and its links are logged so a developer can follow a reset link from the console. A recipient
 * in the reserved .invalid domain is refused as a relay would refuse it, so a failed mail can be
 * made (and retried from Settings) without an SMTP server.
 */
export function createEmlFileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail) {
      if (UNDELIVERABLE.test(mail.to)) throw refusedRecipient(mail.to);
      const info = await composer.sendMail(nodemailerMessage(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${timeStamp(new Date())}-${mail.id}.eml`);
      // Readers watching the folder must never see a half-written message.
      await writeFile(`${file}.part`, info.message);
      await rename(`${file}.part`, file);
      for (const [link] of mail.text.matchAll(LINK)) {
        log.info({ to: mail.to, subject: mail.subject, link }, 'mail link');
      }
    },
  };
}
