import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holdsAnyProfile, normalizeProfile } from './profiles.ts';

describe('profiles', () => {
  it('matches case-insensitively and treats administrator as admin', () => {
    assert.equal(normalizeProfile('HR'), 'hr');
    assert.equal(normalizeProfile('Administrator'), 'admin');
    assert.equal(normalizeProfile(' Comercial '), 'comercial');
    assert.equal(normalizeProfile('manager'), undefined);
  });

  it('allows an empty list to everyone and otherwise needs one held profile', () => {
    assert.equal(holdsAnyProfile([], []), true);
    assert.equal(holdsAnyProfile(['Employee'], ['employee', 'trainee']), true);
    assert.equal(holdsAnyProfile(['ADMINISTRATOR'], ['admin']), true);
    assert.equal(holdsAnyProfile(['employee'], ['hr']), false);
  });
});
