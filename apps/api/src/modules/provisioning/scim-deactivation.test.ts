import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OAUTH_ERRORS, WEB_CLIENT } from '@quadro/contract/oauth';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { createScimToken, rowsOf, scimClient } from './scim-test-client.ts';

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
/** Far below the access token's 15 minutes: only the revocation explains a refusal (instances poll every second). */
const STOPS_WITHIN_MS = 30_000;

describe('deactivation through SCIM', () => {
  let t: TestApp;
  let token = '';
  const scim = scimClient(
    () => t,
    () => token,
  );
  const idOf = async (email: string) =>
    (await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`)).json()
      .Resources[0].id as string;
  const patch = (id: string, Operations: object[]) =>
    scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations });
  const accountStatus = async (accessToken: string) =>
    (
      await t.app.inject({
        url: '/api/accounts',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).statusCode;
  const waitForRefusal = async (accessToken: string) => {
    const started = Date.now();
    while ((await accountStatus(accessToken)) !== 401) {
      assert.ok(Date.now() - started < STOPS_WITHIN_MS, 'the access token still works');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const refresh = (refreshToken: string) =>
    t.app.inject(
      tokenForm({ grant_type: 'refresh_token', refresh_token: refreshToken, ...WEB_CLIENT }),
    );
  const passwordSignIn = (email: string) =>
    t.app.inject(
      tokenForm({
        grant_type: 'password',
        username: email,
        password: DEMO_PASSWORD,
        ...WEB_CLIENT,
      }),
    );

  before(async () => {
    t = await createTestApp();
    token = (await createScimToken(t)).token;
  });
  after(() => t.close());

  for (const [email, form, operation] of [
    ['trainee@example.com', 'Entra ID', { op: 'Replace', value: { active: false } }],
    ['employee@example.com', 'path', { op: 'replace', path: 'active', value: false }],
  ] as const) {
    it(`${form} form: ends the sessions within seconds, refuses the refresh token and the password`, async () => {
      const session = await t.login(email);
      assert.equal(await accountStatus(session.access_token), 200);
      const id = await idOf(email);

      const deactivated = await patch(id, [operation]);
      assert.equal(deactivated.statusCode, 200, deactivated.body);
      assert.equal(deactivated.json().active, false);

      await waitForRefusal(session.access_token);
      const live = await rowsOf(
        t,
        `select 1 from refresh_tokens where user_id = '${id}' and revoked_at is null`,
      );
      assert.equal(live.length, 0, 'every refresh token revoked');
      const refreshed = await refresh(session.refresh_token);
      assert.notEqual(refreshed.statusCode, 200, refreshed.body);
      const signIn = await passwordSignIn(email);
      assert.equal(signIn.statusCode, 401);
      assert.equal(signIn.json().error, OAUTH_ERRORS.accountDisabled);

      const audit = await rowsOf<{ after: { enabled: boolean } }>(
        t,
        `select after from audit_log where action = 'person.deactivate-by-scim' and entity_id = '${id}'`,
      );
      assert.equal(audit.length, 1);
    });
  }

  it('active true enables the account again: the password signs in', async () => {
    const id = await idOf('trainee@example.com');
    const reactivated = await patch(id, [{ op: 'replace', path: 'active', value: 'True' }]);
    assert.equal(reactivated.json().active, true);
    assert.equal((await passwordSignIn('trainee@example.com')).statusCode, 200);
    const unchanged = await patch(id, [{ op: 'replace', path: 'active', value: true }]);
    assert.equal(unchanged.statusCode, 200);
    const audit = await rowsOf(
      t,
      `select 1 from audit_log where action = 'person.activate-by-scim' and entity_id = '${id}'`,
    );
    assert.equal(audit.length, 1, 'no change, no second entry');
  });
});
