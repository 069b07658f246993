/** The signed, cookie-free link an <img> uses to show a profile picture. */
export const PROFILE_PICTURE_ROUTE = '/files/profile-pictures/:fileId';

export function profilePicturePath(fileId: string): string {
  return PROFILE_PICTURE_ROUTE.replace(':fileId', fileId);
}
