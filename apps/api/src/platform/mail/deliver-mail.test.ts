import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { deliverDueMail } from './deliver-mail.ts';
import { createEmlFileTransport } from './eml-file-transport.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';
import { mailOutbox } from './outbox.schema.ts';
import { queueMail } from './queue-mail.ts';

const FROM = 'Quadro <no-reply@quadro.local>';
const silent = pino({ level: 'silent' });

/** Undoes quoted-printable soft line breaks and escapes, as any mail reader would. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function recordingTransport(delayMs = 0) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(mail);
    },
  };
  return { sent, transport };
}

describe('mail delivery', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dir: string;
  before(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'quadro-mail-'));
  });
  after(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => database.db.delete(mailOutbox));

  it('writes a queued message as an .eml file named by time and logs its links', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const link = `http://localhost:3000/reset-password/${crypto.randomUUID()}/${'x'.repeat(32)}`;
    await queueMail(database.db, {
      to: 'ana.silva@example.com',
      subject: 'Quadro: reset your password',
      text: `Hello Ana,\n\nOpen this link:\n${link}\n`,
    });

    const outcome = await deliverDueMail(database.db, {
      transport: createEmlFileTransport(dir, log),
      from: FROM,
      log,
    });

    assert.deepEqual(outcome, { sent: 1, failed: 0 });
    const [row] = await database.db.select().from(mailOutbox);
    assert.ok(row?.sentAt, 'the row is marked sent');
    const files = await readdir(dir);
    assert.equal(files.length, 1);
    assert.match(files[0] ?? '', new RegExp(`^\\d{8}T\\d{9}Z-${row.id}\\.eml$`));
    const raw = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    assert.match(raw, /^To: ana\.silva@example\.com\r$/m);
    assert.match(raw, /^Subject: Quadro: reset your password\r$/m);
    assert.match(raw, /^From: Quadro <no-reply@quadro\.local>\r$/m);
    assert.match(raw, new RegExp(`^Message-ID: <${row.id}@quadro>\r$`, 'm'));
    assert.ok(decodeQuotedPrintable(raw).includes(link), 'the body carries the link');
    assert.ok(
      lines.some((line) => JSON.parse(line).link === link && JSON.parse(line).level === 30),
    );
  });

  it('retries a failing message later with a growing delay, then marks it failed', async () => {
    await queueMail(database.db, { to: 'a@example.com', subject: 'S', text: 'T' });
    const failing: MailTransport = {
      send: () => Promise.reject(new Error('connection refused')),
    };
    const options = { transport: failing, from: FROM, log: silent, maxAttempts: 3 };

    assert.deepEqual(await deliverDueMail(database.db, options), { sent: 0, failed: 1 });
    const [first] = await database.db
      .select({
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        failedAt: mailOutbox.failedAt,
        waitSeconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8`,
      })
      .from(mailOutbox);
    assert.equal(first?.attempts, 1);
    assert.equal(first?.lastError, 'connection refused');
    assert.equal(first?.failedAt, null);
    assert.ok(Number(first?.waitSeconds) > 25 && Number(first?.waitSeconds) <= 30);
    assert.deepEqual(await deliverDueMail(database.db, options), { sent: 0, failed: 0 }, 'not due');

    const makeDue = () => database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await makeDue();
    await deliverDueMail(database.db, options);
    const [second] = await database.db
      .select({
        waitSeconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8`,
      })
      .from(mailOutbox);
    assert.ok(Number(second?.waitSeconds) > 55, 'the second wait is twice the first');

    await makeDue();
    await deliverDueMail(database.db, options);
    const [last] = await database.db.select().from(mailOutbox);
    assert.equal(last?.attempts, 3);
    assert.ok(last?.failedAt, 'marked failed after the last attempt');
    assert.equal(last?.sentAt, null);
    await makeDue();
    assert.deepEqual(await deliverDueMail(database.db, options), { sent: 0, failed: 0 });
  });

  it('gives a message up at once when the server refuses it for good (5xx), not on a 4xx', async () => {
    await queueMail(database.db, { to: 'gone@example.com', subject: 'S', text: 'T' });
    await queueMail(database.db, { to: 'busy@example.com', subject: 'S', text: 'T' });
    const refusing: MailTransport = {
      async send(mail) {
        const [code, text] = mail.to.startsWith('gone')
          ? [550, '550 5.1.1 no such mailbox']
          : [421, '421 4.7.0 try again later'];
        throw Object.assign(new Error(text), { responseCode: code });
      },
    };

    await deliverDueMail(database.db, { transport: refusing, from: FROM, log: silent });

    const rows = await database.db.select().from(mailOutbox).orderBy(mailOutbox.to);
    assert.deepEqual(
      rows.map((row) => [row.to, row.attempts, row.failedAt !== null, row.lastError]),
      [
        ['busy@example.com', 1, false, '421 4.7.0 try again later'],
        ['gone@example.com', 1, true, '550 5.1.1 no such mailbox'],
      ],
    );
  });

  it('has the file outbox refuse the reserved .invalid domain for good, as a relay would', async () => {
    await queueMail(database.db, { to: 'Ana <ana@nowhere.invalid>', subject: 'S', text: 'T' });

    const outcome = await deliverDueMail(database.db, {
      transport: createEmlFileTransport(dir, silent),
      from: FROM,
      log: silent,
    });

    assert.deepEqual(outcome, { sent: 0, failed: 1 });
    const [row] = await database.db.select().from(mailOutbox);
    assert.ok(row?.failedAt, 'given up at once');
    assert.match(row?.lastError ?? '', /^550 5\.1\.2 .*Domain not found$/);
  });

  it('sends a message that failed once when its retry comes', async () => {
    await queueMail(database.db, { to: 'b@example.com', subject: 'S', text: 'T' });
    let calls = 0;
    const flaky: MailTransport = {
      async send() {
        calls++;
        if (calls === 1) throw new Error('greylisted');
      },
    };
    const options = { transport: flaky, from: FROM, log: silent };
    await deliverDueMail(database.db, options);
    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    assert.deepEqual(await deliverDueMail(database.db, options), { sent: 1, failed: 0 });
    const [row] = await database.db.select().from(mailOutbox);
    assert.equal(row?.attempts, 2);
    assert.equal(row?.lastError, null);
  });

  it('lets two instances deliver at once without sending any message twice', async () => {
    const ids = [];
    for (let n = 0; n < 12; n++) {
      await queueMail(database.db, { to: `p${n}@example.com`, subject: `M${n}`, text: 'T' });
    }
    for (const row of await database.db.select({ id: mailOutbox.id }).from(mailOutbox)) {
      ids.push(row.id);
    }
    // On PostgreSQL the second instance gets its own connection pool, as a second server would.
    const other: DatabaseHandle = database.url
      ? await openDatabase({ url: database.url, poolSize: 2 })
      : database;
    try {
      const a = recordingTransport(5);
      const b = recordingTransport(5);
      for (let round = 0; round < 4; round++) {
        await Promise.all([
          deliverDueMail(database.db, {
            transport: a.transport,
            from: FROM,
            log: silent,
            batchSize: 2,
          }),
          deliverDueMail(other.db, {
            transport: b.transport,
            from: FROM,
            log: silent,
            batchSize: 2,
          }),
        ]);
      }
      const delivered = [...a.sent, ...b.sent].map((mail) => mail.id);
      assert.equal(new Set(delivered).size, delivered.length, 'no message sent twice');
      assert.deepEqual([...delivered].sort(), [...ids].sort());
      assert.ok(a.sent.length > 0 && b.sent.length > 0, 'both instances took a share');
      const unsent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.attempts, 0));
      assert.equal(unsent.length, 0);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
