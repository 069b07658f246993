import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { requestResetLink } from '../../../test/reset-link.ts';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('identity rules at the edge of their time limits', () => {
  const clock = createTestClock('2026-11-22T10:00:00Z');
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { clock });
  });
  after(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.inject(tokenForm({ grant_type: 'password', username: email, password, ...WEB_CLIENT }));

  const reset = (link: { userId: string; code: string }, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: { userId: link.userId, code: link.code, password, confirm_password: password },
    });

  it('accepts a reset code at 59:59 of its hour', async () => {
    clock.set('2026-11-22T10:00:00Z');
    const link = await requestResetLink(t, 'beatriz.carvalho@example.com');
    clock.advance(59 * MINUTE + 59 * SECOND);
    assert.equal((await reset(link, 'Fresh#2026')).statusCode, 204);
  });

  it('refuses a reset code at 60:01', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const link = await requestResetLink(t, 'carolina.gomes@example.com');
    clock.advance(60 * MINUTE + SECOND);
    const late = await reset(link, 'Fresh#2026');
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().fields[0].field, 'code');
  });

  it('ends the sign-in wait exactly when it is due, not a millisecond before', async () => {
    clock.set('2026-11-22T14:00:00Z');
    const email = 'mariana.ribeiro@example.com';
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal((await signIn(email, 'Wrong#2026')).statusCode, 400);
    }
    clock.advance(30 * SECOND - 1);
    const waiting = await signIn(email, 'Demo#2026');
    assert.equal(waiting.statusCode, 429);
    assert.match(waiting.json().error_description, /retry in 1 seconds/);
    clock.advance(1);
    assert.equal((await signIn(email, 'Demo#2026')).statusCode, 200);
  });
});
