import { eq } from 'drizzle-orm';
import { revokeSessions } from '../../platform/auth/session-revocations.ts';
import type { ErasureStep } from '../../platform/erasure/erasure-step.ts';
import {
  mfaChallenges,
  passwordHistory,
  passwordResetCodes,
  recoveryCodes,
  refreshTokens,
  twoFactorFactors,
} from './credentials.schema.ts';
import { identityLinks, ssoCodes, ssoSessions } from './sso.schema.ts';

/** Every way back in goes: sessions (on every instance), reset links, two-factor, SSO links. */
export const identityErasure: ErasureStep = {
  async run(tx, person) {
    for (const table of [
      refreshTokens,
      passwordHistory,
      passwordResetCodes,
      recoveryCodes,
      mfaChallenges,
      twoFactorFactors,
      identityLinks,
      ssoSessions,
      ssoCodes,
    ]) {
      await tx.db.delete(table).where(eq(table.userId, person.id));
    }
    await revokeSessions(tx.db, { userId: person.id });
    return [];
  },
};
