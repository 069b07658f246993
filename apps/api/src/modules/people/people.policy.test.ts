import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createUrlSigner } from '../../platform/auth/url-signature.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import {
  canEditPerson,
  canOpenPictureLink,
  canReadPerson,
  canSeeDirectory,
} from './people.policy.ts';
import { profilePicturePath } from './profile-picture-path.ts';

const FILE = '11111111-1111-4111-8111-111111111111';
const OTHER_FILE = '22222222-2222-4222-8222-222222222222';

describe('people policy', () => {
  it("keeps a person's record to that person", () => {
    const ana = { userId: 'ana', profiles: ['employee'] };
    assert.equal(canReadPerson(ana, { id: 'ana' }), true);
    assert.equal(canReadPerson(ana, { id: 'rui' }), false);
    assert.equal(canEditPerson({ userId: 'hr', profiles: ['hr'] }, { id: 'ana' }), false);
  });

  it('gives staff the directory, not employees, trainees or anonymous callers', () => {
    assert.equal(canSeeDirectory({ userId: 'x', profiles: ['comercial'] }), true);
    assert.equal(canSeeDirectory({ userId: 'x', profiles: ['employee', 'trainee'] }), false);
    assert.equal(canSeeDirectory({ userId: null, profiles: [] }), false);
  });

  it('opens a picture link only for its file and until it expires', () => {
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const urlSigner = createUrlSigner('a-test-secret-a-test-secret-a-test');
    const signed = new URL(
      urlSigner.sign(profilePicturePath(FILE), clock.now().getTime()),
      'http://x',
    );
    const link = (fileId: string) => ({
      fileId,
      expires: signed.searchParams.get('expires') ?? undefined,
      signature: signed.searchParams.get('signature') ?? undefined,
    });
    assert.equal(canOpenPictureLink({ urlSigner, clock }, link(FILE)), true);
    assert.equal(canOpenPictureLink({ urlSigner, clock }, link(OTHER_FILE)), false);
    clock.advance(3 * 86_400_000);
    assert.equal(canOpenPictureLink({ urlSigner, clock }, link(FILE)), false);
  });
});
