import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_SPECIAL_CHARACTERS, passwordIssues, passwordSchema } from './password-rules.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

describe('password rule', () => {
  it('accepts 8+ characters with upper, lower, digit and a listed special character', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      assert.deepEqual(passwordIssues(`Abcdef1${special}`), [], special);
    }
  });

  it('refuses each missing ingredient with the spec message', () => {
    for (const weak of [
      'Abc#1de',
      'abcdef#1',
      'ABCDEF#1',
      'Abcdefg#',
      'Abcdefg1',
      'Abcdef1-',
      'Abcdef1?',
      'Abcdef1\\',
      'Abcdef1]',
    ]) {
      assert.deepEqual(passwordIssues(weak), [VALIDATION_MESSAGES.passwordRule], weak);
    }
  });

  it('reports Required for an empty password', () => {
    const result = passwordSchema.safeParse('');
    assert.equal(result.success, false);
    assert.equal(result.error?.issues[0]?.message, 'Required');
  });
});
