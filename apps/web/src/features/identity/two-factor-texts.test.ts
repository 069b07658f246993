import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import {
  groupSecret,
  recoveryCodesFile,
  recoveryCodesLeft,
  twoFactorCard,
} from './two-factor-texts.ts';

describe('two-factor texts', () => {
  it('groups the key by four characters, the last group shorter when the length asks', () => {
    assert.equal(
      groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    assert.equal(groupSecret('ABCDEFGHIJ'), 'ABCD EFGH IJ');
    assert.equal(groupSecret('ABCD EFGH'), 'ABCD EFGH');
    assert.equal(groupSecret(''), '');
  });

  it('writes recovery-codes.txt with whose codes they are and one code a line', () => {
    const text = recoveryCodesFile(['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'], 'ana@example.com');
    const lines = text.split('\n');
    assert.equal(lines[0], 'Quadro recovery codes for ana@example.com');
    assert.deepEqual(lines.slice(-3), ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2', '']);
  });

  it('counts the codes left in words', () => {
    assert.equal(recoveryCodesLeft(10), '10 recovery codes left');
    assert.equal(recoveryCodesLeft(1), '1 recovery code left');
    assert.equal(recoveryCodesLeft(0), '0 recovery codes left');
  });

  it('offers Turn on when off, and says so louder when the profile requires it', () => {
    const off = twoFactorCard({ enabled: false, recoveryCodesLeft: 0, required: false });
    assert.deepEqual([off.on, off.action, off.emphasis], [false, 'turn-on', false]);
    const requiredOff = twoFactorCard({ enabled: false, recoveryCodesLeft: 0, required: true });
    assert.deepEqual([requiredOff.action, requiredOff.emphasis], ['turn-on', true]);
    assert.equal(requiredOff.line, `${TWO_FACTOR_MESSAGES.setupRequired}.`);
  });

  it('offers Turn off and new codes when on, suggesting new codes when few are left', () => {
    const on = twoFactorCard({ enabled: true, recoveryCodesLeft: 10, required: false });
    assert.deepEqual(
      [on.on, on.action, on.newCodes, on.line, on.emphasis],
      [true, 'turn-off', true, '10 recovery codes left.', false],
    );
    const few = twoFactorCard({ enabled: true, recoveryCodesLeft: 3, required: false });
    assert.equal(few.line, '3 recovery codes left: make new ones.');
    assert.equal(few.emphasis, true);
    const off = twoFactorCard({ enabled: false, recoveryCodesLeft: 0, required: false });
    assert.equal(off.newCodes, false);
  });

  it('offers only new codes when the profile requires it and it is on: it stays on', () => {
    const kept = twoFactorCard({ enabled: true, recoveryCodesLeft: 7, required: true });
    assert.deepEqual([kept.action, kept.newCodes], [null, true]);
    assert.equal(kept.line, `7 recovery codes left. ${TWO_FACTOR_MESSAGES.requiredStaysOn}.`);
    const few = twoFactorCard({ enabled: true, recoveryCodesLeft: 2, required: true });
    assert.equal(
      few.line,
      `2 recovery codes left: make new ones. ${TWO_FACTOR_MESSAGES.requiredStaysOn}.`,
    );
  });

  it('takes its texts from the contract', () => {
    assert.equal(
      twoFactorCard({ enabled: false, recoveryCodesLeft: 0, required: false }).line,
      TWO_FACTOR_MESSAGES.offLine,
    );
    assert.equal(recoveryCodesLeft(4), TWO_FACTOR_MESSAGES.recoveryCodesLeft(4));
  });
});
