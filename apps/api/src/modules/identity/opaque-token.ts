import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random secret: base64url survives any number of URI decodings unchanged. */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
