import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 86_400_000;

export interface UrlSigner {
  /** Appends `expires` and `signature` to a path; the link stays the same for a whole day, so browsers can cache it. */
  sign(path: string, now?: number): string;
  verify(
    path: string,
    expires: string | undefined,
    signature: string | undefined,
    now?: number,
  ): boolean;
}

/**
 * Signed links let an <img> load a private file without a bearer header: whoever received the
 * link from an authorized API answer may use it until it expires (one to two days).
 */
export function createUrlSigner(secret: string): UrlSigner {
  const mac = (path: string, expires: string) =>
    createHmac('sha256', secret).update(`url:${path}:${expires}`).digest('base64url');
  return {
    sign(path, now = Date.now()) {
      const expires = String(Math.ceil(now / DAY_MS) * DAY_MS + DAY_MS);
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(path, expires, signature, now = Date.now()) {
      if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) < now) return false;
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
