import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROVISIONING_ENDPOINTS } from '@quadro/contract/provisioning.endpoints';
import { sql } from 'drizzle-orm';
import { bodyOf } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { columnsHolding } from '../../../test/text-columns-search.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { DOMAIN_MANIFESTS } from '../modules.ts';
import { runScheduledErasures } from './scheduled-erasures.job.ts';

const DAY_MS = 86_400_000;
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const provider = (id: string, extra: object = {}) => ({
  id,
  name: id,
  issuer: `https://${id}.example`,
  clientId: 'quadro',
  clientSecret: 'secret',
  ...extra,
});

describe('SCIM DELETE and the scheduled erasure (scimDeleteErasesAfterDays)', () => {
  let t: TestApp;
  const clock = createTestClock(new Date());
  const tokens = { erasing: '', keeping: '' };

  const scim = (token: string, method: 'GET' | 'PATCH' | 'DELETE', path: string, body?: object) =>
    t.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && { 'content-type': 'application/scim+json' }),
      },
      ...(body && { payload: JSON.stringify(body) }),
    });
  const person = async (id: string) => {
    const result = (await t.database.db.execute(
      sql`select name, enabled, erased_at from users where id = ${id}`,
    )) as unknown as { rows: Array<{ name: string; enabled: boolean; erased_at: unknown }> };
    return result.rows[0];
  };
  const runJobAfter = async (days: number) => {
    clock.advance(days * DAY_MS);
    return runScheduledErasures(t.app.serviceContext, DOMAIN_MANIFESTS);
  };

  before(async () => {
    t = await createTestApp(
      {
        OIDC_PROVIDERS: JSON.stringify([
          provider('erasing', { scimDeleteErasesAfterDays: 30 }),
          provider('keeping'),
        ]),
      },
      { clock },
    );
    const hr = await t.authAs('hr@example.com');
    for (const providerId of ['erasing', 'keeping'] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: PROVISIONING_ENDPOINTS.createScimToken.path,
        headers: hr,
        payload: { name: providerId, providerId },
      });
      tokens[providerId] = (bodyOf(created, 201) as { token: string }).token;
    }
  });
  after(() => t.close());

  it('deactivates only, by default; under the setting erases on the day, not before', async () => {
    const kept = await t.personId('carolina.gomes@example.com');
    const erased = await t.personId('joana.nunes@example.com');
    const keptName = (await person(kept))?.name;
    const erasedName = (await person(erased))?.name ?? '';
    assert.equal((await scim(tokens.keeping, 'DELETE', `/Users/${kept}`)).statusCode, 204);
    assert.equal((await scim(tokens.erasing, 'DELETE', `/Users/${erased}`)).statusCode, 204);
    assert.equal((await person(kept))?.enabled, false);
    assert.equal((await person(erased))?.enabled, false);

    assert.equal(await runJobAfter(29), 0);
    assert.equal((await person(erased))?.name, erasedName);

    assert.equal(await runJobAfter(2), 1);
    assert.match((await person(erased))?.name ?? '', /^Former employee /);
    assert.ok((await person(erased))?.erased_at);
    assert.equal((await person(kept))?.name, keptName, 'a plain DELETE never erases');
    for (const value of [erasedName, 'joana.nunes@example.com'])
      assert.deepEqual(await columnsHolding(t.database.db, value), [], value);

    assert.equal((await scim(tokens.erasing, 'GET', `/Users/${erased}`)).statusCode, 404);
    const reactivated = await scim(tokens.erasing, 'PATCH', `/Users/${erased}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    assert.equal(reactivated.statusCode, 404, reactivated.body);
    assert.equal((await person(erased))?.enabled, false);
  });

  it('calls the erasure off when the provider activates the person again before the day', async () => {
    const back = await t.personId('employee@example.com');
    assert.equal((await scim(tokens.erasing, 'DELETE', `/Users/${back}`)).statusCode, 204);
    const reactivated = await scim(tokens.erasing, 'PATCH', `/Users/${back}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    assert.equal(reactivated.statusCode, 200, reactivated.body);
    bodyOf(
      await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${back}/activation`,
        headers: await t.authAs('hr@example.com'),
        payload: { enabled: false },
      }),
    );
    assert.equal(await runJobAfter(31), 0);
    assert.equal((await person(back))?.erased_at, null);
  });
});
