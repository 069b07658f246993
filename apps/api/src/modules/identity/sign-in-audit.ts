import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { deviceOf } from './session-device.ts';
import type { RequestDevice } from './token.service.ts';

/** The audit actions of signing in, as the audit-trail screen lists them. */
export const SIGN_IN_ACTIONS = {
  succeeded: 'sign-in.succeeded',
  failed: 'sign-in.failed',
  lockedOut: 'sign-in.locked-out',
  twoFactorFailed: 'two-factor.failed',
  ssoRefused: 'sign-in.sso-refused',
} as const;

/**
 * The record kind of every sign-in entry, the account's id its record: a sign-in changes no
 * employee record, so HR's employee history (entries on `users`) never lists them, while the audit
 * trail and a person's data export find them by the id.
 */
export const SIGN_IN_ENTITY = 'sign-in';

export type SignInMethod = 'password' | 'two-factor' | 'single-sign-on';

/** What every sign-in entry keeps: where it came from and with what. */
const originOf = (device: RequestDevice) => ({
  ipAddress: device.ipAddress,
  device: deviceOf(device.userAgent),
});

/**
 * `j***@example.com`: an address no account has is kept only in this form. It may be a stranger's
 * address or a password typed in the wrong field, belongs to no record an erasure could reach, and
 * the first letter and domain are enough to tell a typo from a guessing attack.
 */
export function redactedEmail(typed: string): string {
  const at = typed.lastIndexOf('@');
  if (at < 1) return '***';
  return `${typed[0]}***${typed.slice(at).toLowerCase()}`;
}

/**
 * Written on ctx.db outside any transaction of the sign-in (or in one that commits its failure),
 * so a refused sign-in keeps its entry. Only a success names the person as actor: a failure's
 * author is whoever typed, not the account's owner.
 */
export function auditSignIn(
  ctx: ServiceContext,
  actor: Actor,
  entry: {
    action: (typeof SIGN_IN_ACTIONS)[keyof typeof SIGN_IN_ACTIONS];
    userId: string;
    device: RequestDevice;
    details: Record<string, unknown>;
  },
): Promise<void> {
  const succeeded = entry.action === SIGN_IN_ACTIONS.succeeded;
  return ctx.audit({
    actor: { userId: succeeded ? entry.userId : null, requestId: actor.requestId },
    action: entry.action,
    entityType: SIGN_IN_ENTITY,
    entityId: entry.userId,
    after: { ...entry.details, ...originOf(entry.device) },
  });
}

/** A password sign-in with an address no account has: its entry names the redacted address. */
export function auditUnknownEmail(
  ctx: ServiceContext,
  actor: Actor,
  typed: string,
  device: RequestDevice,
): Promise<void> {
  const email = redactedEmail(typed.trim());
  return ctx.audit({
    actor: { userId: null, requestId: actor.requestId },
    action: SIGN_IN_ACTIONS.failed,
    entityType: SIGN_IN_ENTITY,
    entityId: email,
    after: { method: 'password', reason: 'unknown-email', email, ...originOf(device) },
  });
}

/** A single sign-on the portal refused at the provider's callback. */
export function auditSsoRefusal(
  ctx: ServiceContext,
  actor: Actor,
  input: { providerId: string; reason: string; device: RequestDevice },
): Promise<void> {
  return ctx.audit({
    actor: { userId: null, requestId: actor.requestId },
    action: SIGN_IN_ACTIONS.ssoRefused,
    entityType: 'identity_providers',
    entityId: input.providerId,
    after: { method: 'single-sign-on', reason: input.reason, ...originOf(input.device) },
  });
}
