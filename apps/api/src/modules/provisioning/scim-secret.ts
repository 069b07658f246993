import { createHash, randomBytes } from 'node:crypto';

/** A new SCIM bearer token: 32 random bytes, URL-safe. */
export function newScimSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function digestScimSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
