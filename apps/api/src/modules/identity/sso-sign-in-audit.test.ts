import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  providerUser,
  type SsoFixture,
  startSsoFixture,
} from '../../../test/sso-sign-in-fixture.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

describe('single sign-ons in the audit trail', () => {
  let f: SsoFixture;
  const EMPLOYEE = 'employee@example.com';

  before(async () => {
    f = await startSsoFixture([
      providerUser('sub-ana', EMPLOYEE, { name: 'Ana Ferreira' }),
      providerUser('sub-stranger', 'stranger@example.com', { name: 'Stranger' }),
    ]);
  });
  after(() => f.close());

  const entries = (action: string, entityId: string) =>
    f.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  it('records the session a provider opens, with the provider', async () => {
    await f.tokensFor('test-idp', EMPLOYEE);
    const id = await f.t.personId(EMPLOYEE);
    const [entry, ...rest] = await entries('sign-in.succeeded', id);
    assert.equal(rest.length, 0);
    assert.equal(entry?.actorId, id);
    assert.deepEqual(entry?.after, {
      method: 'single-sign-on',
      providerId: 'test-idp',
      providerSecondFactor: false,
      ipAddress: '127.0.0.1',
      device: 'lightMyRequest',
    });
  });

  it('records a refusal against the provider, with its reason', async () => {
    assert.equal(f.refusalOf(await f.signIn('test-idp', 'stranger@example.com')), 'unknown_person');
    const [entry, ...rest] = await entries('sign-in.sso-refused', 'test-idp');
    assert.equal(rest.length, 0);
    assert.equal(entry?.entityType, 'identity_providers');
    assert.equal(entry?.actorId, null);
    assert.deepEqual(entry?.after, {
      method: 'single-sign-on',
      reason: 'unknown_person',
      ipAddress: '127.0.0.1',
      device: 'lightMyRequest',
    });
  });
});
