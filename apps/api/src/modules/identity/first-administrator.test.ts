import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tokenForm } from '../../../test/test-app.ts';
import { testConfig } from '../../../test/test-config.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { countPeople } from '../people/people.public.ts';
import { createFirstAdministrator } from './first-administrator.service.ts';

const ANA = { email: 'ana.silva@company.pt', name: 'Ana Silva' };
const LINK = /^https:\/\/quadro\.company\.pt\/reset-password\/([0-9a-f-]{36})\/(\S+)$/;

describe('the first administrator of an installation', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-first-admin-'));
    database = await openTestDatabase('migrated');
    const config = testConfig({
      QUADRO_DATA_DIR: dataDir,
      PUBLIC_URL: 'https://quadro.company.pt',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database, logger: false, runJobs: false });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is created once, with admin and hr, and chooses a password through the printed link', async () => {
    const created = await createFirstAdministrator(app.serviceContext, ANA);
    assert.equal(created.outcome, 'created');
    if (created.outcome !== 'created') return;
    const [, userId = '', code = ''] = LINK.exec(created.link) ?? [];
    assert.equal(userId, created.id, created.link);

    const signIn = (password: string) =>
      app.inject(
        tokenForm({ grant_type: 'password', username: ANA.email, password, ...WEB_CLIENT }),
      );
    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/account/ResetPassword',
        payload: { userId, code, password, confirm_password: password },
      });
    assert.equal((await reset('First#Admin1')).statusCode, 204);
    const tokens = await signIn('First#Admin1');
    assert.equal(tokens.statusCode, 200, tokens.body);
    assert.deepEqual(tokens.json().profiles, ['admin', 'hr']);
    assert.equal((await reset('Second#Admin2')).statusCode, 400, 'the link works once');

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    assert.equal(entry?.action, 'employee.create');
    assert.equal(entry?.actorId, null, 'done by the system');
  });

  it('is refused once anyone holds the admin profile, creating nobody', async () => {
    const again = await createFirstAdministrator(app.serviceContext, {
      email: 'bruno@company.pt',
      name: 'Bruno Costa',
    });
    assert.deepEqual(again, { outcome: 'administrator-exists' });
    assert.equal(await countPeople(database.db), 1);
  });

  it('is created again when every administrator is disabled, so the operator is never locked out', async () => {
    // As a direct database change or a provider's deactivation would: the portal's guards forbid it.
    await database.db.execute(sql`update users set enabled = false where email = ${ANA.email}`);
    const created = await createFirstAdministrator(app.serviceContext, {
      email: 'bruno@company.pt',
      name: 'Bruno Costa',
    });
    assert.equal(created.outcome, 'created');
    assert.equal(await countPeople(database.db), 2);
  });
});
