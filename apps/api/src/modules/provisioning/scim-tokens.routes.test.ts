import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  PROVISIONING_MESSAGES,
  scimTokenCreatedSchema,
  scimTokenListSchema,
} from '@quadro/contract/provisioning';
import { type AuthHeaders, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FINANCE_PROVIDER, rowsOf } from './scim-test-client.ts';
import { unknownProviderMessage } from './scim-tokens.service.ts';

describe('/api/scim-tokens', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  const { call } = routeClient(() => t);
  const list = async () =>
    scimTokenListSchema.parse((await call('GET', '/api/scim-tokens', hr)).json());
  const scimUsers = (token: string) =>
    t.app.inject({ url: '/scim/v2/Users?count=1', headers: { authorization: `Bearer ${token}` } });

  before(async () => {
    t = await createTestApp({ OIDC_PROVIDERS: JSON.stringify([FINANCE_PROVIDER]) });
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('lets hr create a token shown once, stored as a digest, then revoke it', async () => {
    const response = await call('POST', '/api/scim-tokens', hr, {
      name: 'Entra ID',
      providerId: FINANCE_PROVIDER.id,
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = scimTokenCreatedSchema.parse(response.json());
    assert.equal(created.providerId, 'corp');
    assert.equal(created.createdBy?.id, await t.personId('hr@example.com'));
    assert.ok(created.token.length >= 40);
    const stored = await rowsOf<{ token_hash: string }>(
      t,
      `select token_hash from scim_tokens where id = '${created.id}'`,
    );
    assert.notEqual(stored[0]?.token_hash, created.token, 'only a digest is stored');
    const listed = (await list()).find((token) => token.id === created.id);
    assert.equal(listed?.lastUsedAt, null);
    assert.ok(!JSON.stringify(await list()).includes(created.token), 'never listed again');

    assert.equal((await scimUsers(created.token)).statusCode, 200);
    const used = (await list()).find((token) => token.id === created.id);
    assert.ok(used?.lastUsedAt, 'the use is stamped');

    const revoked = await call('DELETE', `/api/scim-tokens/${created.id}`, hr);
    assert.equal(revoked.statusCode, 200);
    assert.deepEqual(revoked.json(), { message: PROVISIONING_MESSAGES.tokenRevoked });
    assert.equal((await scimUsers(created.token)).statusCode, 401);
    const again = await call('DELETE', `/api/scim-tokens/${created.id}`, hr);
    assert.equal(again.statusCode, 200, 'revoking twice changes nothing and says the same');
    const audit = await rowsOf<{ action: string }>(
      t,
      `select action from audit_log where entity_id = '${created.id}' order by created_at, id`,
    );
    assert.deepEqual(
      audit.map((row) => row.action),
      ['scim-token.create', 'scim-token.revoke'],
    );
    assert.ok((await list()).find((token) => token.id === created.id)?.revokedAt);
    const unknown = await call(
      'DELETE',
      '/api/scim-tokens/00000000-0000-4000-8000-000000000000',
      hr,
    );
    assert.equal(unknown.statusCode, 404);
  });

  it('refuses an unknown provider with a message on providerId, and a blank name', async () => {
    const unknown = await call('POST', '/api/scim-tokens', hr, { name: 'X', providerId: 'nope' });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().fields, [
      { field: 'providerId', message: unknownProviderMessage(['corp']) },
    ]);
    const blank = await call('POST', '/api/scim-tokens', hr, { name: ' ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(
      blank.json().fields.map((field: { field: string }) => field.field),
      ['name'],
    );
    const noProvider = await call('POST', '/api/scim-tokens', hr, { name: 'Plain' });
    assert.equal(noProvider.json().providerId, null);
  });

  it('refuses the tokens to anyone but hr', async () => {
    const cto = await t.authAs('cto@example.com');
    assert.equal((await call('GET', '/api/scim-tokens', cto)).statusCode, 403);
    assert.equal((await call('POST', '/api/scim-tokens', cto, { name: 'Mine' })).statusCode, 403);
    const [token] = await list();
    assert.ok(token);
    assert.equal((await call('DELETE', `/api/scim-tokens/${token.id}`, cto)).statusCode, 403);
  });
});
