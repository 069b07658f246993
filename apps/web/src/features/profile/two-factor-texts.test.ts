import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupSecret, recoveryCodesFile, recoveryCodesLeft } from './two-factor-texts.ts';

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
});
