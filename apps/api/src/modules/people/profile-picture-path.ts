import type { UrlSigner } from '../../platform/auth/url-signature.ts';

/** The signed, cookie-free link an <img> uses to show a profile picture. */
export const PROFILE_PICTURE_ROUTE = '/files/profile-pictures/:fileId';

export function profilePicturePath(fileId: string): string {
  return PROFILE_PICTURE_ROUTE.replace(':fileId', fileId);
}

export function signedProfilePictureUrl(
  urlSigner: UrlSigner,
  person: { profilePictureFileId: string | null },
  now: Date,
): string | null {
  if (!person.profilePictureFileId) return null;
  return urlSigner.sign(profilePicturePath(person.profilePictureFileId), now.getTime());
}
