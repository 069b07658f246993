import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';

const RESET_LINK = /\/reset-password\/([0-9a-f-]{36})\/(\S+)/;
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

  async function resetLinkFor(email: string) {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/account/ForgotPassword',
      payload: { email },
    });
    assert.equal(asked.statusCode, 204);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const [, userId = '', code = ''] = RESET_LINK.exec(mail?.text ?? '') ?? [];
    return { userId, code };
  }

  const reset = (link: { userId: string; code: string }, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/account/ResetPassword',
      payload: { ...link, password, confirm_password: password },
    });

  it('accepts a reset code at 59:59 of its hour', async () => {
    clock.set('2026-11-22T10:00:00Z');
    const link = await resetLinkFor('beatriz.carvalho@example.com');
    clock.advance(59 * MINUTE + 59 * SECOND);
    assert.equal((await reset(link, 'Fresh#2026')).statusCode, 204);
  });

  it('refuses a reset code at 60:01', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const link = await resetLinkFor('carolina.gomes@example.com');
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
