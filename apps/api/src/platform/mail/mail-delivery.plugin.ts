import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startTicker, type Ticker } from '../jobs/ticker.ts';
import { deliverDueMail } from './deliver-mail.ts';
import { createEmlFileTransport } from './eml-file-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export interface MailDeliveryOptions {
  /** Queued mail leaves within about this long; one small indexed query per poll. */
  pollIntervalMs?: number;
}

/**
 * Every instance polls the outbox; claims are exclusive, so they share the work. Mail goes over
 * SMTP when SMTP_URL is set, otherwise into <dataDir>/outbox/ as .eml files.
 */
async function mailDeliveryPlugin(app: FastifyInstance, options: MailDeliveryOptions) {
  const { config, db } = app;
  const log = app.log.child({ component: 'mail' });
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createEmlFileTransport(path.join(config.dataDir, 'outbox'), log);
  let ticker: Ticker | undefined;

  app.addHook('onReady', async () => {
    ticker = startTicker(
      options.pollIntervalMs ?? 1000,
      async () => {
        await deliverDueMail(db, { transport, from: config.mailFrom, log });
      },
      (error) => log.error({ err: error }, 'mail delivery run failed'),
    );
  });
  app.addHook('onClose', async () => {
    await ticker?.stop();
  });
}

export const mailDelivery = fp(mailDeliveryPlugin, {
  name: 'mail-delivery',
  dependencies: ['app-context'],
});
