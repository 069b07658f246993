import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@quadro/contract/two-factor';
import { digestToken } from './opaque-token.ts';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Typed with or without dashes or spaces, in either case: the digest of the code as shown. */
export function recoveryCodeDigest(typed: string): string {
  const plain = typed.toLowerCase().replace(/[^a-z0-9]/g, '');
  return digestToken([0, 4, 8].map((start) => plain.slice(start, start + 4)).join('-'));
}
