import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { endpointUrl } from '@quadro/contract/endpoint';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { createTestApp, type TestApp, tokenForm } from './test-app.ts';

/**
 * Every instance refuses an access token whose session was ended within this: far below the
 * token's 15 minutes, so only the revocation can explain it, and generous enough for a loaded
 * machine (the instances re-read revocations every second).
 */
const STOPS_WITHIN_MS = 30_000;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function statusOf(app: FastifyInstance, token: string) {
  return (await app.inject({ url: ACCOUNTS_ENDPOINTS.getOwnAccount.path, headers: bearer(token) }))
    .statusCode;
}

/** Polls until `app` answers `status` for the token; returns how long that took. */
async function waitForStatus(app: FastifyInstance, token: string, status: number) {
  const started = Date.now();
  while ((await statusOf(app, token)) !== status) {
    assert.ok(
      Date.now() - started < STOPS_WITHIN_MS,
      `still not ${status} after ${STOPS_WITHIN_MS} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe('ended sessions stop their access tokens on every instance', () => {
  let t: TestApp;
  let second: FastifyInstance;
  before(async () => {
    t = await createTestApp();
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await t.close();
  });

  it('HR disables an employee: the token gets 401 on both instances within seconds', async () => {
    const trainee = await t.login('trainee@example.com');
    const other = await t.login('employee@example.com');
    const me = await t.app.inject({
      url: ACCOUNTS_ENDPOINTS.getOwnAccount.path,
      headers: bearer(trainee.access_token),
    });
    assert.equal(await statusOf(second, trainee.access_token), 200);

    const disabled = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ACCOUNTS_ENDPOINTS.setAccountEnabled, { params: { id: me.json().id } }),
      headers: await t.authAs('hr@example.com'),
      payload: { enabled: false },
    });
    assert.equal(disabled.statusCode, 200, disabled.body);

    await waitForStatus(t.app, trainee.access_token, 401);
    await waitForStatus(second, trainee.access_token, 401);
    assert.equal(await statusOf(second, other.access_token), 200, 'others keep working');
  });

  it('a sign-in right after a revocation works, even within the same second', async () => {
    const hr = await t.authAs('hr@example.com');
    const id = (
      await t.app.inject({
        url: ACCOUNTS_ENDPOINTS.getOwnAccount.path,
        headers: await t.authAs('employee@example.com'),
      })
    ).json().id;
    const setEnabled = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(ACCOUNTS_ENDPOINTS.setAccountEnabled, { params: { id } }),
        headers: hr,
        payload: { enabled },
      });
    assert.equal((await setEnabled(false)).statusCode, 200);
    assert.equal((await setEnabled(true)).statusCode, 200);
    const again = await t.login('employee@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(await statusOf(t.app, again.access_token), 200);
    assert.equal(await statusOf(second, again.access_token), 200);
  });

  it('a rotated refresh token presented again ends its session, access token included', async () => {
    const first = await t.login('cto@example.com');
    const rotated = await t.app.inject(
      tokenForm({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...WEB_CLIENT }),
    );
    assert.equal(rotated.statusCode, 200, rotated.body);
    const current = rotated.json().access_token as string;
    assert.equal(await statusOf(second, current), 200);
    const replayed = await t.app.inject(
      tokenForm({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...WEB_CLIENT }),
    );
    assert.equal(replayed.statusCode, 400);
    await waitForStatus(second, current, 401);
    await waitForStatus(t.app, current, 401);
  });

  it('changing the password ends the other sessions, not the one that asked', async () => {
    const asking = await t.login('evaluator@example.com');
    const elsewhere = await t.login('evaluator@example.com');
    const changed = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS_ENDPOINTS.changePassword.path,
      headers: bearer(asking.access_token),
      payload: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Another#Pass1',
        confirmNewPassword: 'Another#Pass1',
      },
    });
    assert.equal(changed.statusCode, 204, changed.body);

    await waitForStatus(second, elsewhere.access_token, 401);
    await waitForStatus(t.app, elsewhere.access_token, 401);
    assert.equal(await statusOf(t.app, asking.access_token), 200);
    assert.equal(await statusOf(second, asking.access_token), 200);
    // Token times count in whole seconds: a session opened in the second of the change is refused.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 50));
    const fresh = await t.login('evaluator@example.com', 'Another#Pass1');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(await statusOf(second, fresh.access_token), 200, 'a new session works');
  });
});
