import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@quadro/contract/auth';
import { REFRESH_TOKEN_TTL_SECONDS } from '@quadro/contract/oauth';
import type { Database, Executor } from '../../db/database.ts';
import type { AccessTokenCodec } from '../../platform/auth/access-token.ts';
import * as repository from './identity.repository.ts';
import { lockDurationMs } from './login-throttle.ts';
import {
  accountDisabled,
  invalidCredentials,
  invalidRefreshToken,
  tooManyAttempts,
} from './oauth-failure.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import type { UserRow } from './users.schema.ts';

/** Verified against when the user is unknown, so both answers take as long. */
const decoyHash = hashPassword('decoy-password-never-matches');

async function issueTokens(
  db: Executor,
  codec: AccessTokenCodec,
  user: UserRow,
  clientId: string,
  familyId: string,
): Promise<TokenResponse> {
  const refreshToken = newOpaqueToken();
  await repository.insertRefreshToken(db, {
    userId: user.id,
    familyId,
    clientId,
    tokenHash: digestToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return {
    access_token: codec.sign({ userId: user.id, profiles: user.profiles, sessionId: familyId }),
    refresh_token: refreshToken,
    expires_in: codec.ttlSeconds,
    token_type: 'Bearer',
    profiles: user.profiles,
  };
}

export async function passwordGrant(
  db: Database,
  codec: AccessTokenCodec,
  grant: { username: string; password: string; clientId: string },
): Promise<TokenResponse> {
  const user = await repository.findUserByEmail(db, grant.username);
  if (!user) {
    await verifyPassword(await decoyHash, grant.password);
    throw invalidCredentials();
  }
  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) {
    throw tooManyAttempts(Math.ceil((user.lockedUntil.getTime() - now) / 1000));
  }
  if (!(await verifyPassword(user.passwordHash, grant.password))) {
    const failures = user.failedLoginCount + 1;
    const lockMs = lockDurationMs(failures);
    await repository.recordLoginFailure(
      db,
      user.id,
      lockMs > 0 ? new Date(now + lockMs) : null,
      failures,
    );
    throw invalidCredentials();
  }
  if (!user.enabled) throw accountDisabled();
  await repository.clearLoginFailures(db, user.id);
  return issueTokens(db, codec, user, grant.clientId, randomUUID());
}

export async function refreshGrant(
  db: Database,
  codec: AccessTokenCodec,
  grant: { refreshToken: string; clientId: string },
): Promise<TokenResponse> {
  const tokenHash = digestToken(grant.refreshToken);
  return db
    .transaction(async (tx) => {
      const current = await repository.consumeRefreshToken(tx, tokenHash);
      if (!current) {
        const known = await repository.findRefreshToken(tx, tokenHash);
        // A rotated token presented again means it leaked: end the whole session family.
        if (known?.usedAt) await repository.revokeFamily(tx, known.familyId);
        return { failure: invalidRefreshToken() } as const;
      }
      if (current.clientId !== grant.clientId) return { failure: invalidRefreshToken() } as const;
      const user = await repository.findUserById(tx, current.userId);
      if (!user?.enabled) return { failure: accountDisabled() } as const;
      return {
        tokens: await issueTokens(tx, codec, user, grant.clientId, current.familyId),
      } as const;
    })
    .then((outcome) => {
      if ('failure' in outcome) throw outcome.failure;
      return outcome.tokens;
    });
}
