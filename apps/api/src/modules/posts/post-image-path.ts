import type { UrlSigner } from '../../platform/auth/url-signature.ts';

/** The signed, cookie-free link an <img> uses to show a post's image. */
export const POST_IMAGE_ROUTE = '/files/post-images/:imageId';

export function postImagePath(imageId: string): string {
  return POST_IMAGE_ROUTE.replace(':imageId', imageId);
}

export function signedPostImageUrl(urlSigner: UrlSigner, imageId: string, now: Date): string {
  return urlSigner.sign(postImagePath(imageId), now.getTime());
}
