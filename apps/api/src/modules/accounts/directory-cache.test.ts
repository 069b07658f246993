import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { type Account, accountSchema } from '@quadro/contract/account';
import { clientListSchema } from '@quadro/contract/clients';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthHeaders } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testConfig } from '../../../test/test-config.ts';
import { buildApp } from '../../app.ts';
import { users } from '../people/people.public.ts';

describe("GET /api/accounts' directory, built once and kept until it changes", () => {
  let t: TestApp;
  let second: FastifyInstance;
  let dataDir: string;
  let hr: AuthHeaders;

  before(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-directory-'));
    second = await buildApp({
      config: testConfig({ QUADRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database: t.database,
      logger: false,
      runJobs: false,
    });
    await second.ready();
    hr = await t.authAs('hr@example.com');
  });
  after(async () => {
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
    await t.close();
  });

  const accountOn = async (app: FastifyInstance): Promise<Account> => {
    const response = await app.inject({ url: '/api/accounts', headers: hr });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    return accountSchema.parse(response.json());
  };
  const namesOf = (account: Account) => account.employees.map((person) => person.name);
  const withoutClientOf = (account: Account) =>
    account.employees_without_client.map((person) => person.key);

  it('answers every staff call from the lists it built: a change the change log never saw stays unseen', async () => {
    const first = await accountOn(t.app);
    assert.ok(first.employees.length >= 25);
    await t.database.db.execute(sql`alter table users disable trigger users_directory_change`);
    try {
      await t.database.db
        .update(users)
        .set({ name: 'João Unlogged' })
        .where(eq(users.email, 'joao.pereira@example.com'));
      const [renamed] = await t.database.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, 'joao.pereira@example.com'));
      assert.equal(renamed?.name, 'João Unlogged', 'the row did change');
      const again = await accountOn(t.app);
      assert.deepEqual(namesOf(again), namesOf(first), 'served from the built lists');
      assert.ok(!namesOf(again).includes('João Unlogged'));
    } finally {
      await t.database.db.execute(sql`alter table users enable trigger users_directory_change`);
      await t.database.db
        .update(users)
        .set({ name: 'João Pereira' })
        .where(eq(users.email, 'joao.pereira@example.com'));
    }
  });

  it('sees a rename, whoever makes it, on every instance at once', async () => {
    await accountOn(second);
    await t.database.db
      .update(users)
      .set({ name: 'Ana Ferreira Lopes' })
      .where(eq(users.email, 'employee@example.com'));
    for (const app of [t.app, second]) {
      const names = namesOf(await accountOn(app));
      assert.ok(names.includes('Ana Ferreira Lopes'), 'the new name');
      assert.ok(!names.includes('Ana Ferreira'), 'not the old one');
    }
  });

  it('sees a person disabled and enabled again through HR', async () => {
    const joao = await t.personId('joao.pereira@example.com');
    const setEnabled = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${joao}/activation`,
        headers: hr,
        payload: { enabled },
      });
    assert.equal((await setEnabled(false)).statusCode, 200);
    assert.ok(!(await accountOn(second)).employees.some((person) => person.key === joao));
    assert.equal((await setEnabled(true)).statusCode, 200);
    assert.ok((await accountOn(second)).employees.some((person) => person.key === joao));
  });

  it('sees a person moved to a client leave the without-client list on every instance', async () => {
    const before = withoutClientOf(await accountOn(second));
    const person = before[0];
    assert.ok(person, 'somebody has no client');
    const clients = clientListSchema.parse(
      (await t.app.inject({ url: '/api/clients', headers: hr })).json(),
    );
    const allocation = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${clients[0]?.id}/allocations`,
      headers: hr,
      payload: { employee_id: person, started_at: '2020-01-01' },
    });
    assert.equal(allocation.statusCode, 201, allocation.body);
    assert.ok(!withoutClientOf(await accountOn(second)).includes(person));
    assert.ok(!withoutClientOf(await accountOn(t.app)).includes(person));
  });

  it("compresses staff's answer once, and makes it again when the directory or the person changes", async () => {
    const compressedAccount = async () => {
      const response = await t.app.inject({
        url: '/api/accounts',
        headers: { ...hr, 'accept-encoding': 'br' },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-encoding'], 'br');
      const account = accountSchema.parse(
        JSON.parse(brotliDecompressSync(response.rawPayload).toString()),
      );
      return { account, etag: String(response.headers.etag) };
    };
    const first = await compressedAccount();
    const held = await t.app.inject({
      url: '/api/accounts',
      headers: { ...hr, 'accept-encoding': 'br', 'if-none-match': first.etag },
    });
    assert.equal(held.statusCode, 304, 'the client holds it');

    await t.database.db
      .update(users)
      .set({ name: 'Rita Renamed' })
      .where(eq(users.email, 'joao.pereira@example.com'));
    const renamed = await compressedAccount();
    assert.ok(namesOf(renamed.account).includes('Rita Renamed'));
    assert.notEqual(renamed.etag, first.etag);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers: hr,
      payload: { name: first.account.name, nickname: 'Recursos' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = await compressedAccount();
    assert.equal(edited.account.nickname, 'Recursos');
    assert.ok(namesOf(edited.account).includes('Rita Renamed'));
    await t.database.db
      .update(users)
      .set({ name: 'João Pereira' })
      .where(eq(users.email, 'joao.pereira@example.com'));
  });
});
