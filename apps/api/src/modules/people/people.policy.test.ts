import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createUrlSigner } from '../../platform/auth/url-signature.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import {
  canCurateInterests,
  canEditPerson,
  canOpenPictureLink,
  canReadPerson,
  canSeeDirectory,
  canSeePublicDetails,
  canSeePublicProfile,
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

  it('shows a hidden person in full only to HR and to themselves', () => {
    const hidden = { id: 'rui', hidden: true };
    assert.equal(canSeePublicDetails({ userId: 'ana', profiles: ['employee'] }, hidden), false);
    assert.equal(canSeePublicDetails({ userId: 'x', profiles: ['admin', 'cto'] }, hidden), false);
    assert.equal(canSeePublicDetails({ userId: 'x', profiles: ['HR'] }, hidden), true);
    assert.equal(canSeePublicDetails({ userId: 'rui', profiles: ['employee'] }, hidden), true);
    assert.equal(
      canSeePublicDetails({ userId: 'ana', profiles: ['trainee'] }, { id: 'rui', hidden: false }),
      true,
    );
  });

  it('gives disabled people no public profile, and the catalogue to HR alone', () => {
    const hr = { userId: 'hr', profiles: ['hr'] };
    assert.equal(canSeePublicProfile(hr, { enabled: false }), false);
    assert.equal(canSeePublicProfile({ userId: 'x', profiles: [] }, { enabled: true }), true);
    assert.equal(canCurateInterests(hr), true);
    assert.equal(canCurateInterests({ userId: 'x', profiles: ['admin', 'employee'] }), false);
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
