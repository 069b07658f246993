import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@quadro/contract/identity';
import { REFRESH_TOKEN_TTL_SECONDS } from '@quadro/contract/oauth';
import { MFA_CHALLENGE_TTL_SECONDS } from '@quadro/contract/two-factor';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { findPersonByEmail, findPersonById, type PersonRow } from '../people/people.public.ts';
import { passwordProvesOwner } from './demo-password.ts';
import * as repository from './identity.repository.ts';
import {
  accountDisabled,
  invalidCredentials,
  invalidMfaToken,
  invalidOtp,
  invalidRefreshToken,
  invalidSsoCode,
  mfaRequired,
  tooManyAttempts,
} from './oauth-failure.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { auditSignIn, auditUnknownEmail, SIGN_IN_ACTIONS } from './sign-in-audit.ts';
import * as sso from './sso.repository.ts';
import { refusePasswordIfSsoOnly } from './sso-only.ts';
import * as twoFactor from './two-factor.repository.ts';
import { hasTwoFactor, proveSecondFactor } from './two-factor.service.ts';

/** Verified against when the user is unknown, so both answers take as long. */
const decoyHash = hashPassword('decoy-password-never-matches');

/** Where a token request came from, kept with the session for its owner's session list. */
export interface RequestDevice {
  userAgent: string | null;
  ipAddress: string | null;
}

/**
 * A new access and refresh token of the family. `providerSecondFactor`: the session began with a
 * single sign-on whose provider proved a second factor, which satisfies the two-factor requirement.
 */
async function issueTokens(
  ctx: ServiceContext,
  user: PersonRow,
  clientId: string,
  familyId: string,
  device: RequestDevice,
  providerSecondFactor = false,
): Promise<TokenResponse> {
  const refreshToken = newOpaqueToken();
  await repository.insertRefreshToken(ctx.db, {
    userId: user.id,
    familyId,
    clientId,
    userAgent: device.userAgent?.slice(0, 500) ?? null,
    ipAddress: device.ipAddress,
    tokenHash: digestToken(refreshToken),
    expiresAt: new Date(ctx.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return {
    access_token: ctx.accessTokens.sign({
      userId: user.id,
      profiles: user.profiles,
      sessionId: familyId,
      twoFactor: providerSecondFactor || (await hasTwoFactor(ctx, user.id)),
    }),
    refresh_token: refreshToken,
    expires_in: ctx.accessTokens.ttlSeconds,
    token_type: 'Bearer',
    profiles: user.profiles,
  };
}

export async function passwordGrant(
  ctx: ServiceContext,
  actor: Actor,
  input: { username: string; password: string; clientId: string; device: RequestDevice },
): Promise<TokenResponse> {
  const user = await findPersonByEmail(ctx.db, input.username);
  if (!user) {
    await verifyPassword(await decoyHash, input.password);
    await auditUnknownEmail(ctx, actor, input.username, input.device);
    throw invalidCredentials();
  }
  const attempt = { userId: user.id, device: input.device };
  const refused = (reason: string, more: Record<string, unknown> = {}) =>
    auditSignIn(ctx, actor, {
      ...attempt,
      action: SIGN_IN_ACTIONS.failed,
      details: { method: 'password', reason, email: user.email, ...more },
    });
  const now = ctx.clock.now();
  if (user.lockedUntil && user.lockedUntil > now) {
    await refused('locked', { lockedUntil: user.lockedUntil.toISOString() });
    throw tooManyAttempts(Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000));
  }
  if (!(await passwordProvesOwner(ctx.db, user.passwordHash, input.password))) {
    const counted = await repository.recordLoginFailure(ctx.db, user.id, now);
    await refused('wrong-password');
    await auditLockOut(ctx, actor, attempt, counted);
    throw invalidCredentials();
  }
  if (!user.enabled) {
    await refused('account-disabled');
    throw accountDisabled();
  }
  await repository.clearLoginFailures(ctx.db, user.id);
  await refusePasswordIfSsoOnly(ctx, user);
  if (await hasTwoFactor(ctx, user.id)) {
    const mfaToken = newOpaqueToken();
    await twoFactor.insertChallenge(ctx.db, {
      userId: user.id,
      tokenHash: digestToken(mfaToken),
      clientId: input.clientId,
      expiresAt: new Date(now.getTime() + MFA_CHALLENGE_TTL_SECONDS * 1000),
    });
    throw mfaRequired(mfaToken);
  }
  await auditSignIn(ctx, actor, {
    ...attempt,
    action: SIGN_IN_ACTIONS.succeeded,
    details: { method: 'password' },
  });
  return issueTokens(ctx, user, input.clientId, randomUUID(), input.device);
}

/** The failure that starts a wait (login-throttle.ts) is a lock-out of its own. */
async function auditLockOut(
  ctx: ServiceContext,
  actor: Actor,
  attempt: { userId: string; device: RequestDevice },
  counted: { failedLoginCount: number; lockedUntil: Date | null } | undefined,
) {
  if (!counted?.lockedUntil) return;
  await auditSignIn(ctx, actor, {
    ...attempt,
    action: SIGN_IN_ACTIONS.lockedOut,
    details: {
      failedAttempts: counted.failedLoginCount,
      lockedUntil: counted.lockedUntil.toISOString(),
    },
  });
}

/**
 * The sign-in's second step: the password grant's single-use token with a current code (each
 * accepted once) or a recovery code. A wrong one counts toward the account's slow-down like a
 * wrong password; the token may be tried again until it expires.
 */
export async function mfaGrant(
  ctx: ServiceContext,
  actor: Actor,
  input: {
    mfaToken: string;
    otp?: string | undefined;
    recoveryCode?: string | undefined;
    clientId: string;
    device: RequestDevice;
  },
): Promise<TokenResponse> {
  const outcome = await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const challenge = await twoFactor.lockOpenChallenge(tx.db, digestToken(input.mfaToken), now);
    if (!challenge || challenge.clientId !== input.clientId) {
      return { failure: invalidMfaToken() } as const;
    }
    const user = await findPersonById(tx.db, challenge.userId);
    if (!user?.enabled) return { failure: accountDisabled() } as const;
    if (user.lockedUntil && user.lockedUntil > now) {
      const seconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
      return { failure: tooManyAttempts(seconds) } as const;
    }
    const attempt = { userId: user.id, device: input.device };
    if (!(await proveSecondFactor(tx, user.id, input))) {
      const counted = await repository.recordLoginFailure(tx.db, user.id, now);
      await auditSignIn(tx, actor, {
        ...attempt,
        action: SIGN_IN_ACTIONS.twoFactorFailed,
        details: { method: 'two-factor', with: input.otp ? 'code' : 'recovery-code' },
      });
      await auditLockOut(tx, actor, attempt, counted);
      // Answered, not thrown: the transaction commits the count and its audit entries.
      return { failure: invalidOtp() } as const;
    }
    await twoFactor.closeChallenge(tx.db, challenge.id, now);
    await repository.clearLoginFailures(tx.db, user.id);
    await auditSignIn(tx, actor, {
      ...attempt,
      action: SIGN_IN_ACTIONS.succeeded,
      details: { method: 'two-factor', with: input.otp ? 'code' : 'recovery-code' },
    });
    return {
      tokens: await issueTokens(tx, user, input.clientId, randomUUID(), input.device),
    } as const;
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.tokens;
}

export async function refreshGrant(
  ctx: ServiceContext,
  _actor: Actor,
  input: { refreshToken: string; clientId: string; device: RequestDevice },
): Promise<TokenResponse> {
  const tokenHash = digestToken(input.refreshToken);
  const outcome = await withTransaction(ctx, async (tx) => {
    const current = await repository.consumeRefreshToken(tx.db, tokenHash, tx.clock.now());
    if (!current) {
      const known = await repository.findRefreshToken(tx.db, tokenHash);
      // A rotated token presented again means it leaked: end the whole session family.
      if (known?.usedAt) await repository.revokeFamily(tx.db, known.familyId);
      return { failure: invalidRefreshToken() } as const;
    }
    if (current.clientId !== input.clientId) return { failure: invalidRefreshToken() } as const;
    const user = await findPersonById(tx.db, current.userId);
    if (!user?.enabled) return { failure: accountDisabled() } as const;
    const ssoSession = await sso.findSsoSession(tx.db, current.familyId);
    return {
      tokens: await issueTokens(
        tx,
        user,
        input.clientId,
        current.familyId,
        input.device,
        ssoSession?.secondFactor ?? false,
      ),
    } as const;
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.tokens;
}

/**
 * Single sign-on's last step: the callback's single-use code (SSO_CODE_TTL_SECONDS) for a new
 * session family, as the password grant gives, remembered as the provider's (sso_sessions) for
 * logout and the second factor the provider proved.
 */
export async function ssoCodeGrant(
  ctx: ServiceContext,
  actor: Actor,
  input: { code: string; clientId: string; device: RequestDevice },
): Promise<TokenResponse> {
  const outcome = await withTransaction(ctx, async (tx) => {
    const code = await sso.consumeSsoCode(tx.db, digestToken(input.code), tx.clock.now());
    if (!code) return { failure: invalidSsoCode() } as const;
    const user = await findPersonById(tx.db, code.userId);
    if (!user?.enabled) return { failure: accountDisabled() } as const;
    const familyId = randomUUID();
    await sso.insertSsoSession(tx.db, {
      familyId,
      userId: user.id,
      providerId: code.providerId,
      subject: code.subject,
      providerSessionId: code.providerSessionId,
      idToken: code.idToken,
      secondFactor: code.secondFactor,
    });
    await auditSignIn(tx, actor, {
      userId: user.id,
      device: input.device,
      action: SIGN_IN_ACTIONS.succeeded,
      details: {
        method: 'single-sign-on',
        providerId: code.providerId,
        providerSecondFactor: code.secondFactor,
      },
    });
    return {
      tokens: await issueTokens(
        tx,
        user,
        input.clientId,
        familyId,
        input.device,
        code.secondFactor,
      ),
    } as const;
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.tokens;
}
