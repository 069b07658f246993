import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNT_MESSAGES } from '@quadro/contract/account';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { users } from '../people/people.public.ts';

describe('enabling and disabling accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const setEnabled = async (asEmail: string, id: string, enabled: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/activation`,
      headers: await t.authAs(asEmail),
      payload: { enabled },
    });

  it('refuses HR disabling its own account', async () => {
    const response = await setEnabled('hr@example.com', await t.personId('hr@example.com'), false);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, ACCOUNT_MESSAGES.cannotDisableOwnAccount);
  });

  it('refuses disabling the last enabled admin', async () => {
    const response = await setEnabled(
      'hr@example.com',
      await t.personId('admin@example.com'),
      false,
    );
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, ACCOUNT_MESSAGES.lastEnabledHolder('admin'));
  });

  it('audits the change with who made it, before and after', async () => {
    const id = await t.personId('francisco.mendes@example.com');
    assert.equal((await setEnabled('hr@example.com', id, false)).statusCode, 200);
    assert.equal((await setEnabled('hr@example.com', id, true)).statusCode, 200);
    const trail = await auditTrailOf(t.database.db, 'users', id);
    assert.deepEqual(
      trail.map((entry) => [entry.action, entry.before, entry.after, entry.actorId]),
      [
        [
          'account.activation',
          { enabled: true },
          { enabled: false },
          await t.personId('hr@example.com'),
        ],
        [
          'account.activation',
          { enabled: false },
          { enabled: true },
          await t.personId('hr@example.com'),
        ],
      ],
    );
  });

  it('lets only one of two HR members disabling each other at once succeed', async () => {
    const [sofia, rita] = [
      await t.personId('hr@example.com'),
      await t.personId('rita.correia@example.com'),
    ];
    const [sofiaHeaders, ritaHeaders] = [
      await t.authAs('hr@example.com'),
      await t.authAs('rita.correia@example.com'),
    ];
    const disable = (headers: { authorization: string }, id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${id}/activation`,
        headers,
        payload: { enabled: false },
      });
    const answers = await Promise.all([disable(sofiaHeaders, rita), disable(ritaHeaders, sofia)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const stillEnabled = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.enabled, true));
    assert.equal(
      stillEnabled.filter((row) => row.id === sofia || row.id === rita).length,
      1,
      'one HR account stays enabled',
    );
  });
});
