import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthHeaders, InjectResponse } from '../../test/route-client.ts';
import { runCommand } from '../../test/run-command.ts';
import { testConfig } from '../../test/test-config.ts';
import {
  databaseUrl,
  onServer,
  openTestDatabase,
  preparedDatabase,
  TEMPLATE_ENV,
} from '../../test/test-database.ts';
import { type FormPart, formDataBody, pdf, png, textPdf } from '../../test/upload-fixtures.ts';
import { buildApp } from '../app.ts';
import {
  type DatabaseHandle,
  openDatabase,
  PGLITE_EXTENSIONS,
  pgliteHandle,
} from '../db/database.ts';
import { users } from '../modules/people/people.public.ts';
import { createTestClock } from '../platform/context/clock.ts';
import { DEMO_PASSWORD } from '../seed/demo-people.ts';
import { type BackupManifest, describeDatabase, MANIFEST_ENTRY } from './backup-manifest.ts';
import { serveEmbeddedDumps } from './embedded-dump.ts';
import { readTar } from './tar-archive.ts';

/** The HTTP calls of the round trip, on whichever app (the source or the restored one). */
function portalClient(app: FastifyInstance) {
  const expectOk = async (response: Promise<InjectResponse>, status = 200) => {
    const answer = await response;
    assert.equal(answer.statusCode, status, answer.body);
    return answer;
  };
  return {
    async signIn(email: string): Promise<AuthHeaders> {
      const answer = await expectOk(
        app.inject({
          method: 'POST',
          url: '/connect/token',
          payload: new URLSearchParams({
            grant_type: 'password',
            username: email,
            password: DEMO_PASSWORD,
            ...WEB_CLIENT,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
      return { authorization: `Bearer ${answer.json().access_token}` };
    },
    call(method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: object) {
      return expectOk(
        app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
        method === 'POST' && !url.includes('/confirm') ? 201 : 200,
      );
    },
    async upload(
      method: 'POST' | 'PUT',
      url: string,
      headers: AuthHeaders,
      entries: Array<[string, FormPart]>,
      status = 200,
    ) {
      const body = await formDataBody(entries);
      return expectOk(
        app.inject({
          method,
          url,
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        }),
        status,
      );
    },
  };
}

const PAYROLL = { year: 2026, month: 10 };

/**
 * One file of each kind through the HTTP API, as people upload them: a profile picture, a payroll
 * PDF cut into two published salary receipts, a road-trip receipt, a travel pass's PDF and a post's
 * picture. The app's clock stands in November 2026.
 */
async function uploadOneFileOfEachKind(app: FastifyInstance, nifOfAna: string) {
  const portal = portalClient(app);
  const ana = await portal.signIn('employee@example.com');
  const finance = await portal.signIn('financial@example.com');
  const admin = await portal.signIn('admin@example.com');
  const image = { name: 'me.png', type: 'image/png', content: png() };
  const receiptPdf = { name: 'receipt.pdf', type: 'application/pdf', content: pdf() };

  await portal.upload('PUT', '/api/accounts/profile-picture', ana, [['file', image]]);

  const batch = (
    await portal.call('POST', '/api/salary-receipts/batches', finance, {
      ...PAYROLL,
      kind: 'salary',
    })
  ).json();
  const payroll = await textPdf([`NIF ${nifOfAna}`, 'Colaborador: João Pereira']);
  await portal.upload('POST', `/api/salary-receipts/batches/${batch.id}/files`, finance, [
    ['file', { name: 'payroll.pdf', type: 'application/pdf', content: payroll }],
  ]);
  await portal.call('PUT', `/api/salary-receipts/batches/${batch.id}/confirm`, finance, {
    items: [],
  });
  const month = (
    await portal.call(
      'GET',
      `/api/salary-receipts?year=${PAYROLL.year}&month=${PAYROLL.month}`,
      finance,
    )
  ).json() as { items: { id: string }[] };
  const ids = month.items.map((item) => item.id);
  assert.equal(ids.length, 2);
  await portal.call('PUT', '/api/salary-receipts/send-to-approval', finance, { ids });
  for (const id of ids) {
    await portal.call('PUT', '/api/salary-receipts/approval', admin, { id, decision: 'approve' });
  }

  const choices = (await portal.call('GET', '/api/travels/road-trips/choices', ana)).json();
  const trip = (
    await portal.call('POST', '/api/travels/road-trips', ana, {
      startDate: '2026-11-04',
      endDate: '2026-11-05',
      destination: 'Porto',
      purpose: 'Workshop with the client',
      clientId: choices.clients[0].id,
      transport: 'ownCar',
      kilometres: '626,4',
    })
  ).json().roadTrip;
  await portal.upload(
    'POST',
    '/api/travels/road-trips/receipts',
    ana,
    [
      ['roadTripId', trip.id],
      ['date', '2026-11-04'],
      ['category', 'fuel'],
      ['currency', 'EUR'],
      ['amount', '45,30'],
      ['file', receiptPdf],
    ],
    201,
  );

  const pass = (await portal.call('POST', '/api/travel-pass', ana)).json().travelPass;
  await portal.upload('PUT', '/api/travel-pass/', ana, [
    ['id', pass.id],
    ['attachment', receiptPdf],
    ['value', '35,5'],
  ]);

  await portal.upload(
    'POST',
    '/api/posts',
    ana,
    [
      ['text', 'Back from Porto'],
      ['images', { name: 'porto.png', type: 'image/png', content: png() }],
    ],
    201,
  );
  return PAYROLL;
}

const CLI = path.resolve(import.meta.dirname, 'backup-cli.ts');
const serverUrl = process.env.TEST_DATABASE_URL;

function runCli(env: { dataDir: string; url: string | undefined }, ...args: string[]) {
  return runCommand(CLI, args, { QUADRO_DATA_DIR: env.dataDir, DATABASE_URL: env.url ?? '' });
}

/** The seeded demo in a data directory of its own (PGlite), or a database of its own (PostgreSQL). */
async function openSource(dataDir: string): Promise<DatabaseHandle & { url: string | undefined }> {
  if (serverUrl) return openTestDatabase('seeded');
  const pgdata = path.join(dataDir, 'pgdata');
  const template = process.env[TEMPLATE_ENV.seeded];
  if (!template) {
    return {
      ...(await preparedDatabase(await openDatabase({ pgliteDir: pgdata }), 'seeded')),
      url: undefined,
    };
  }
  await mkdir(pgdata, { recursive: true });
  const client = await PGlite.create(pgdata, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([await readFile(template)]),
  });
  return { ...pgliteHandle(client), url: undefined };
}

/** sha256 of every file under the store, by storage key. */
async function digestsOf(store: string): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const entry of await readdir(store, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(store, file);
    if (key.startsWith('tmp/')) continue;
    digests.set(
      key,
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
  }
  return digests;
}

async function appOn(database: DatabaseHandle, dataDir: string) {
  const config = testConfig({
    QUADRO_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
    RATE_LIMIT_PASSWORD_PER_MINUTE: '1000',
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    runJobs: false,
    clock: createTestClock('2026-11-10T10:00:00Z'),
  });
  await app.ready();
  return app;
}

/** Each demo person's published receipts of the month, as bytes, downloaded through the API. */
async function receiptsOf(app: FastifyInstance, email: string, year: number) {
  const portal = portalClient(app);
  const headers = await portal.signIn(email);
  const mine = (await portal.call('GET', `/api/salary-receipts/mine?year=${year}`, headers)).json();
  const bytes: string[] = [];
  for (const item of mine.items as { id: string }[]) {
    const file = await portal.call('GET', `/api/salary-receipts/${item.id}/file`, headers);
    bytes.push(createHash('sha256').update(file.rawPayload).digest('hex'));
  }
  return bytes;
}

describe('npm run backup, then npm run restore into an empty installation, the processes', () => {
  let work: string;
  let source: DatabaseHandle & { url: string | undefined };
  let sourceApp: FastifyInstance;
  let stopServingDumps: () => Promise<void>;
  let restoredUrl: string | undefined;
  let restoredName: string | undefined;
  const sourceDir = () => path.join(work, 'source');
  const restoredDir = () => path.join(work, 'restored');
  const archive = () => path.join(work, 'quadro.backup.tar');
  let payroll: { year: number };

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'quadro-backup-'));
    source = await openSource(sourceDir());
    sourceApp = await appOn(source, sourceDir());
    // As the server does: PGlite's directory is the running process's, the CLI asks it for a dump.
    stopServingDumps = (await serveEmbeddedDumps(source, sourceDir())).close;
    const [ana] = await source.db
      .select({ nif: users.taxNumber })
      .from(users)
      .where(eq(users.email, 'employee@example.com'));
    payroll = await uploadOneFileOfEachKind(sourceApp, ana?.nif as string);
    if (serverUrl) {
      restoredName = `quadro_test_restored_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, `create database ${restoredName}`);
      restoredUrl = databaseUrl(serverUrl, restoredName);
    }
  });
  after(async () => {
    await stopServingDumps?.();
    await sourceApp?.close();
    await source?.close();
    if (serverUrl && restoredName) {
      await onServer(serverUrl, `drop database if exists ${restoredName} with (force)`);
    }
    await rm(work, { recursive: true, force: true });
  });

  it('answers a wrong command line with the usage and exit code 2, touching nothing', async () => {
    for (const args of [['backup'], ['restore'], ['restore', 'a.tar', 'b.tar'], ['copy']]) {
      const wrong = await runCli({ dataDir: restoredDir(), url: restoredUrl }, ...args);
      assert.equal(wrong.code, 2, args.join(' '));
      assert.match(wrong.stderr, /^Usage: npm run backup -- --out <archive file>$/m);
    }
  });

  it('restores the same rows and files, and the demo people open their salary receipts', async () => {
    const backup = await runCli(
      { dataDir: sourceDir(), url: source.url },
      'backup',
      '--out',
      archive(),
    );
    assert.equal(backup.code, 0, backup.stderr);
    assert.match(backup.stdout, /^Backed up \d+ rows \((postgres|pglite)\) and 6 files to /);

    let manifest: BackupManifest | undefined;
    for await (const entry of readTar(createReadStream(archive()))) {
      if (entry.name !== MANIFEST_ENTRY) continue;
      const parts: Buffer[] = [];
      for await (const part of entry.content) parts.push(part);
      manifest = JSON.parse(Buffer.concat(parts).toString('utf8'));
    }
    assert.ok(manifest);
    const sourceCounts = (await describeDatabase(source.db)).rowCounts;
    // The signing key stays out of the archive on purpose; every other table is whole.
    assert.equal(manifest.rowCounts['public.app_secrets'], 0);
    assert.deepEqual(manifest.rowCounts, { ...sourceCounts, 'public.app_secrets': 0 });
    const sourceDigests = await digestsOf(path.join(sourceDir(), 'files'));
    assert.equal(sourceDigests.size, 6);

    await mkdir(restoredDir());
    const target = { dataDir: restoredDir(), url: restoredUrl };
    const restore = await runCli(target, 'restore', archive());
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /and 6 files \(sha256 verified\)/);
    assert.deepEqual(await digestsOf(path.join(restoredDir(), 'files')), sourceDigests);

    const refused = await runCli(target, 'restore', archive());
    assert.equal(refused.code, 1);
    assert.deepEqual(refused.stderr.trim().split('\n'), [
      `Nothing restored: the database and file store (${path.join(restoredDir(), 'files')}) are not empty; restore into empty ones, or add --force to replace them`,
    ]);

    const restored = await openDatabase({
      url: restoredUrl,
      pgliteDir: path.join(restoredDir(), 'pgdata'),
      poolSize: 2,
    });
    // Before the app starts: it makes a signing key of its own, the one row the archive left out.
    assert.deepEqual((await describeDatabase(restored.db)).rowCounts, manifest.rowCounts);
    const restoredApp = await appOn(restored, restoredDir());
    try {
      for (const email of ['employee@example.com', 'joao.pereira@example.com']) {
        const before = await receiptsOf(sourceApp, email, payroll.year);
        assert.equal(before.length, 1, email);
        assert.deepEqual(await receiptsOf(restoredApp, email, payroll.year), before, email);
      }
    } finally {
      await restoredApp.close();
      await restored.close();
    }
  });
});
