import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { amrProvesSecondFactor, groupsOfClaim, profilesFromGroups } from './sso-rules.ts';

describe('single sign-on rules', () => {
  it('counts mfa and second-factor methods of amr, not a password alone', () => {
    assert.equal(amrProvesSecondFactor(['pwd', 'mfa']), true);
    assert.equal(amrProvesSecondFactor(['pwd', 'otp']), true);
    assert.equal(amrProvesSecondFactor(['hwk']), true);
    assert.equal(amrProvesSecondFactor(['pwd']), false);
    assert.equal(amrProvesSecondFactor('mfa'), false);
    assert.equal(amrProvesSecondFactor(undefined), false);
  });

  it('lets the mapping decide the profiles it names and keeps the others', () => {
    const mapping = { 'Quadro HR': ['hr'], Finance: ['financial'], Staff: ['employee'] } as const;
    assert.deepEqual(profilesFromGroups(mapping, ['Finance', 'Staff'], ['employee', 'hr', 'cto']), [
      'employee',
      'cto',
      'financial',
    ]);
    assert.deepEqual(profilesFromGroups(mapping, [], ['cto', 'hr']), ['cto']);
    assert.deepEqual(profilesFromGroups({}, ['Finance'], ['Employee', 'administrator']), [
      'employee',
      'admin',
    ]);
  });

  it('reads a groups claim given as an array, a string or not at all', () => {
    assert.deepEqual(groupsOfClaim(['a', 3, 'b']), ['a', 'b']);
    assert.deepEqual(groupsOfClaim('a'), ['a']);
    assert.deepEqual(groupsOfClaim(undefined), []);
  });
});
