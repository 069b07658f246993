import { holdsAnyProfile } from '@quadro/contract/profiles';
import { profilesOfList } from '@quadro/contract/system-parameters';
import {
  type ConfirmTwoFactor,
  type DisableTwoFactor,
  type RecoveryCodes,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@quadro/contract/two-factor';
import QRCode from 'qrcode';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { verifyPassword } from './password-hashing.ts';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-code.ts';
import { acceptedStep, newTotpSecret, otpauthUrlOf } from './totp-code.ts';
import * as repository from './two-factor.repository.ts';
import { openSecret, sealSecret } from './two-factor-secret-box.ts';

const onField = (field: string, message: string) =>
  new AppError('validation_failed', message, [{ field, message }]);

export async function twoFactorStatus(ctx: ServiceContext, actor: Actor): Promise<TwoFactorStatus> {
  const { userId, profiles } = requireSignedIn(actor);
  const factor = await repository.findFactor(ctx.db, userId);
  const enabled = Boolean(factor?.confirmedAt);
  const required = profilesOfList(ctx.parameters.current().twoFactorRequiredProfiles);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(ctx.db, userId) : 0,
    required: required.length > 0 && holdsAnyProfile(profiles, required),
  };
}

/** A new secret for the person's authenticator app, waiting for its first code. */
export async function startTwoFactorSetup(
  ctx: ServiceContext,
  actor: Actor,
): Promise<TwoFactorSetup> {
  const { userId } = requireSignedIn(actor);
  const person = await findPersonById(ctx.db, userId);
  if (!person) throw notFound('Account');
  const current = await repository.findFactor(ctx.db, userId);
  if (current?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await repository.startFactor(ctx.db, userId, await sealSecret(ctx.config, secret));
  const otpauthUrl = otpauthUrlOf(secret, person.email);
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks a code against the person's secret, one step of drift either way, each code once: the
 * accepted step is kept and no code of that step or an earlier one is taken again.
 */
export async function checkCode(
  ctx: ServiceContext,
  factor: { secretCiphertext: string; lastUsedStep: number | null },
  code: string,
): Promise<number | null> {
  const step = acceptedStep(
    await openSecret(ctx.config, factor.secretCiphertext),
    code,
    ctx.clock.now(),
  );
  if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) return null;
  return step;
}

/** The first code turns it on and brings ten recovery codes, shown this once (kept as digests). */
export async function confirmTwoFactor(
  ctx: ServiceContext,
  actor: Actor,
  input: ConfirmTwoFactor,
): Promise<RecoveryCodes> {
  const { userId } = requireSignedIn(actor);
  const codes = newRecoveryCodes();
  await withTransaction(ctx, async (tx) => {
    const factor = await repository.lockFactor(tx.db, userId);
    if (!factor) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
    if (factor.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const step = await checkCode(tx, factor, input.code);
    if (step === null) throw onField('code', TWO_FACTOR_MESSAGES.wrongCode);
    await repository.confirmFactor(tx.db, userId, step, tx.clock.now());
    await repository.replaceRecoveryCodes(tx.db, userId, codes.map(recoveryCodeDigest));
    await tx.audit({
      actor,
      action: 'two-factor.enable',
      entityType: 'users',
      entityId: userId,
      before: null,
      after: null,
    });
  });
  return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: codes };
}

/** Turning it off needs the password and a current code. */
export async function disableTwoFactor(
  ctx: ServiceContext,
  actor: Actor,
  input: DisableTwoFactor,
): Promise<{ message: string }> {
  const { userId, profiles } = requireSignedIn(actor);
  const person = await findPersonById(ctx.db, userId);
  if (!person) throw notFound('Account');
  const required = profilesOfList(ctx.parameters.current().twoFactorRequiredProfiles);
  if (required.length > 0 && holdsAnyProfile(profiles, required)) {
    throw conflict(TWO_FACTOR_MESSAGES.requiredStaysOn);
  }
  if (!(await verifyPassword(person.passwordHash, input.password))) {
    throw onField('password', TWO_FACTOR_MESSAGES.wrongPassword);
  }
  await withTransaction(ctx, async (tx) => {
    const factor = await repository.lockFactor(tx.db, userId);
    if (!factor?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    if ((await checkCode(tx, factor, input.code)) === null) {
      throw onField('code', TWO_FACTOR_MESSAGES.wrongCode);
    }
    await repository.deleteFactor(tx.db, userId);
    await tx.audit({
      actor,
      action: 'two-factor.disable',
      entityType: 'users',
      entityId: userId,
      before: null,
      after: null,
    });
  });
  return { message: TWO_FACTOR_MESSAGES.disabled };
}

/** Whether the person's sign-in needs a code. */
export async function hasTwoFactor(ctx: ServiceContext, userId: string): Promise<boolean> {
  return Boolean((await repository.findFactor(ctx.db, userId))?.confirmedAt);
}

/**
 * The second factor of a sign-in: a current code (once) or an unused recovery code. True when it
 * proves the person; the caller counts a failure toward the account's slow-down.
 */
export async function proveSecondFactor(
  ctx: ServiceContext,
  userId: string,
  proof: { otp?: string | undefined; recoveryCode?: string | undefined },
): Promise<boolean> {
  const factor = await repository.lockFactor(ctx.db, userId);
  if (!factor?.confirmedAt) return false;
  if (proof.recoveryCode) {
    return repository.useRecoveryCode(
      ctx.db,
      userId,
      recoveryCodeDigest(proof.recoveryCode),
      ctx.clock.now(),
    );
  }
  const code = proof.otp?.replace(/\s/g, '') ?? '';
  if (!/^\d{6}$/.test(code)) return false;
  const step = await checkCode(ctx, factor, code);
  if (step === null) return false;
  await repository.recordUsedStep(ctx.db, userId, step);
  return true;
}
