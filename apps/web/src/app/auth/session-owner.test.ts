import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionBelongsTo } from './session-owner.ts';

const ACCOUNT_ID = '0b6c1a5e-9a55-4c64-9d62-3c1d0f2b7e11';

describe('the session belongs to the loaded account (spec §4)', () => {
  it('counts when the stored userId is the account id', () => {
    assert.equal(sessionBelongsTo(ACCOUNT_ID, ACCOUNT_ID), true);
  });

  it('does not count without a stored userId', () => {
    assert.equal(sessionBelongsTo(null, ACCOUNT_ID), false);
    assert.equal(sessionBelongsTo('', ACCOUNT_ID), false);
  });

  it('does not count when the stored userId is another account', () => {
    assert.equal(sessionBelongsTo('7f0e3c52-2b1d-4e7a-a1a0-5d9b8c6e4f21', ACCOUNT_ID), false);
  });
});
