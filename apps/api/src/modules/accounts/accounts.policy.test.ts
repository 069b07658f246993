import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNT_MESSAGES } from '@quadro/contract/account';
import type { Actor } from '../../platform/context/actor.ts';
import { administeringProfilesOf, assertMayDisable, canManageAccount } from './accounts.policy.ts';

const hr: Actor = { userId: 'hr-1', profiles: ['employee', 'hr'] };
const account = (id: string, profiles: string[], enabled = true) => ({ id, profiles, enabled });

describe('accounts policy', () => {
  it('lets HR manage accounts, and nobody else', () => {
    assert.equal(canManageAccount(hr), true);
    assert.equal(canManageAccount({ userId: 'a', profiles: ['admin'] }), false);
    assert.equal(canManageAccount({ userId: null, profiles: [] }), false);
  });

  it('lists the administering profiles in one order, whatever the account lists', () => {
    assert.deepEqual(administeringProfilesOf(account('x', ['Administrator', 'hr'])), [
      'hr',
      'admin',
    ]);
    assert.deepEqual(administeringProfilesOf(account('x', ['employee'])), []);
  });

  it('refuses disabling oneself', () => {
    assert.throws(
      () => assertMayDisable(hr, account('hr-1', ['hr']), new Map([['hr', ['hr-1', 'hr-2']]])),
      { message: ACCOUNT_MESSAGES.cannotDisableOwnAccount },
    );
  });

  it('refuses disabling the last enabled holder, allows it while another one remains', () => {
    const admin = account('admin-1', ['admin']);
    assert.throws(() => assertMayDisable(hr, admin, new Map([['admin', ['admin-1']]])), {
      message: ACCOUNT_MESSAGES.lastEnabledHolder('admin'),
    });
    assertMayDisable(hr, admin, new Map([['admin', ['admin-1', 'admin-2']]]));
    assertMayDisable(hr, account('admin-1', ['admin'], false), new Map([['admin', []]]));
    assertMayDisable(hr, account('e-1', ['employee']), new Map());
  });
});
