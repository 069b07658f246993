import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { failedMailPageSchema, OPERATIONS_MESSAGES } from '@quadro/contract/operations';
import { eq, inArray } from 'drizzle-orm';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';

const FAILED_MAILS = '/api/operations/failed-mails';
const RETRY = '/api/operations/failed-mails/retry';

describe('/api/operations/failed-mails', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  const { call } = routeClient(() => t);
  const list = async (query = '') =>
    failedMailPageSchema.parse(bodyOf(await call('GET', `${FAILED_MAILS}${query}`, admin)));
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  /** A mail the outbox gave up on, as after an hour of a broken SMTP server. */
  async function failedMail(to: string, failedAt: Date) {
    const [row] = await t.database.db
      .insert(mailOutbox)
      .values({
        to,
        subject: `Quadro: a mail to ${to}`,
        text: 'Open https://quadro.example/reset-password/secret-code to go on.',
        attempts: 8,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        failedAt,
        createdAt: new Date(failedAt.getTime() - 3_600_000),
      })
      .returning({ id: mailOutbox.id });
    return row?.id ?? assert.fail('no row');
  }

  /** Waits for the app's own delivery loop (it polls every second) to settle a mail. */
  async function settled(id: string) {
    for (let tries = 0; tries < 200; tries++) {
      const row = await rowOf(id);
      if (row?.sentAt || row?.failedAt) return row;
      await delay(100);
    }
    assert.fail(`mail ${id} was neither sent nor failed`);
  }

  before(async () => {
    t = await createTestApp();
    admin = await t.authAs('admin@example.com');
  });
  after(() => t.close());

  it('refuses everybody but the administrator', async () => {
    for (const email of ['hr@example.com', 'employee@example.com', 'financial@example.com']) {
      const headers = await t.authAs(email);
      assert.equal((await call('GET', FAILED_MAILS, headers)).statusCode, 403, email);
      const retry = await call('POST', RETRY, headers, { ids: [crypto.randomUUID()] });
      assert.equal(retry.statusCode, 403, email);
    }
  });

  it('gives up at once on a recipient the mail server refuses, and lists it without its body', async () => {
    const [queued] = await t.database.db
      .insert(mailOutbox)
      .values({ to: 'nobody@bounce.invalid', subject: 'Quadro: welcome', text: 'secret link' })
      .returning({ id: mailOutbox.id });
    const row = await settled(queued?.id ?? '');

    assert.equal(row.sentAt, null);
    assert.equal(row.attempts, 1);
    const listed = (await list()).items.find((mail) => mail.id === row.id);
    assert.deepEqual(listed && { ...listed, failedAt: undefined, queuedAt: undefined }, {
      id: row.id,
      to: 'nobody@bounce.invalid',
      subject: 'Quadro: welcome',
      lastError: '550 5.1.2 <nobody@bounce.invalid>: Recipient address rejected: Domain not found',
      attempts: 1,
      failedAt: undefined,
      queuedAt: undefined,
    });
    const raw = await call('GET', FAILED_MAILS, admin);
    assert.doesNotMatch(raw.body, /secret/);
  });

  it('lists the newest failure first, a page at a time, with the counts of failed and waiting mail', async () => {
    const start = await list();
    const older = await failedMail('older@example.com', new Date(Date.now() - 120_000));
    const newer = await failedMail('newer@example.com', new Date(Date.now() + 60_000));
    await t.database.db.insert(mailOutbox).values({
      to: 'later@example.com',
      subject: 'Later',
      text: 'x',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });

    const first = await list('?pageSize=1');
    assert.equal(first.total, start.total + 2);
    assert.equal(first.pending, start.pending + 1);
    assert.deepEqual(
      first.items.map((mail) => mail.id),
      [newer],
    );
    const all = await list('?pageSize=100');
    assert.ok(
      all.items.findIndex((mail) => mail.id === newer) <
        all.items.findIndex((mail) => mail.id === older),
    );
    const second = await list('?page=2&pageSize=1');
    assert.equal(second.page, 2);
    assert.notEqual(second.items[0]?.id, newer);
    assert.equal((await call('GET', `${FAILED_MAILS}?pageSize=1000`, admin)).statusCode, 400);
  });

  it('queues a failed mail again, audited, and the delivery loop sends it', async () => {
    const id = await failedMail('ana.retry@example.com', new Date());

    const retried = await call('POST', RETRY, admin, { ids: [id] });

    assert.deepEqual(bodyOf(retried), { retried: 1 });
    assert.ok(!(await list('?pageSize=100')).items.some((mail) => mail.id === id));
    const sent = await settled(id);
    assert.ok(sent.sentAt, 'the retried mail was sent');
    assert.equal(sent.failedAt, null);
    assert.equal(sent.lastError, null);
    const files = await readdir(path.join(t.config.dataDir, 'outbox'));
    assert.ok(files.some((file) => file.endsWith(`-${id}.eml`)));
    const [entry] = await auditTrailOf(t.database.db, 'mail_outbox', id);
    assert.equal(entry?.action, 'mail.retry');
    assert.equal(entry?.actorId, await t.personId('admin@example.com'));
  });

  it('retries all the mails named or none: 409 for one not failed, 404 for one unknown', async () => {
    const failed = await failedMail('bruno.retry@example.com', new Date());
    const [waiting] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'x@example.com',
        subject: 'Waits',
        text: 'x',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: mailOutbox.id });
    const waitingId = waiting?.id ?? '';

    const notFailed = await call('POST', RETRY, admin, { ids: [failed, waitingId] });
    assert.equal(notFailed.statusCode, 409);
    assert.equal(notFailed.json().message, OPERATIONS_MESSAGES.mailNotFailed);
    const unknown = await call('POST', RETRY, admin, { ids: [failed, crypto.randomUUID()] });
    assert.equal(unknown.statusCode, 404);
    assert.ok((await rowOf(failed))?.failedAt, 'the failed mail stayed failed');

    assert.deepEqual(bodyOf(await call('POST', RETRY, admin, { ids: [failed, failed] })), {
      retried: 1,
    });
    const again = await call('POST', RETRY, admin, { ids: [failed] });
    assert.equal(again.statusCode, 409, 'a mail already queued again is not failed');
    assert.equal((await call('POST', RETRY, admin, { ids: [] })).statusCode, 400);
    await t.database.db.delete(mailOutbox).where(inArray(mailOutbox.id, [waitingId]));
  });
});
