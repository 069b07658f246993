import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { refreshTokens, twoFactorFactors } from './credentials.schema.ts';
import { identityLinks } from './sso.schema.ts';

/** Sessions, sign-in devices and links, never a hash, a code or a secret. */
export const IDENTITY_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'sessions.json',
      about: 'Your sign-ins: device (user agent), address, when used, expired or ended.',
      table: refreshTokens,
      by: [refreshTokens.userId],
      omit: ['tokenHash'],
    }),
    rowsOf({
      file: 'single-sign-on-links.json',
      about: 'The identity providers you sign in with, and their name for you.',
      table: identityLinks,
      by: [identityLinks.userId],
    }),
    rowsOf({
      file: 'two-factor.json',
      about: 'Whether and since when two-factor sign-in is on (never its secret).',
      table: twoFactorFactors,
      by: [twoFactorFactors.userId],
      omit: ['secretCiphertext', 'lastUsedStep'],
    }),
  ],
};
