import { holdsAnyProfile } from '@quadro/contract/profiles';
import { profilesOfList } from '@quadro/contract/system-parameters';
import {
  type ConfirmTwoFactor,
  type DisableTwoFactor,
  type RecoveryCodes,
  type RegenerateRecoveryCodes,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@quadro/contract/two-factor';
import QRCode from 'qrcode';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { passwordProvesOwner } from './demo-password.ts';
import { canResetTwoFactor } from './identity.policy.ts';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-code.ts';
import { acceptedStep, newTotpSecret, otpauthUrlOf } from './totp-code.ts';
import * as repository from './two-factor.repository.ts';
import { twoFactorResetMail } from './two-factor-reset-mail.ts';
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
  if (!(await passwordProvesOwner(ctx.db, person.passwordHash, input.password))) {
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

/**
 * Ten new recovery codes, shown this once; the old ones, used or not, end. Like turning it off, it
 * needs the password and a current code (a stolen session alone cannot read new codes).
 */
export async function regenerateRecoveryCodes(
  ctx: ServiceContext,
  actor: Actor,
  input: RegenerateRecoveryCodes,
): Promise<RecoveryCodes> {
  const { userId } = requireSignedIn(actor);
  const person = await findPersonById(ctx.db, userId);
  if (!person) throw notFound('Account');
  if (!(await passwordProvesOwner(ctx.db, person.passwordHash, input.password))) {
    throw onField('password', TWO_FACTOR_MESSAGES.wrongPassword);
  }
  const codes = newRecoveryCodes();
  await withTransaction(ctx, async (tx) => {
    const factor = await repository.lockFactor(tx.db, userId);
    if (!factor?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    const step = await checkCode(tx, factor, input.code);
    if (step === null) throw onField('code', TWO_FACTOR_MESSAGES.wrongCode);
    await repository.recordUsedStep(tx.db, userId, step);
    await repository.replaceRecoveryCodes(tx.db, userId, codes.map(recoveryCodeDigest));
    await tx.audit({
      actor,
      action: 'two-factor.recovery-codes',
      entityType: 'users',
      entityId: userId,
      before: null,
      after: null,
    });
  });
  return { message: TWO_FACTOR_MESSAGES.newRecoveryCodes, recoveryCodes: codes };
}

/**
 * HR turns a person's two-factor sign-in off (a lost phone): the secret and the recovery codes go,
 * the person is mailed, and the next sign-in needs the password alone (a profile that requires it
 * is then sent to set it up again). HR's own goes through their profile (password and code).
 */
export async function resetTwoFactorOf(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  if (!canResetTwoFactor(actor)) throw forbidden();
  const { userId } = requireSignedIn(actor);
  const person = await findPersonById(ctx.db, input.id);
  if (!person) throw notFound('Employee');
  if (person.id === userId) throw conflict(TWO_FACTOR_MESSAGES.resetOwn);
  const required = profilesOfList(ctx.parameters.current().twoFactorRequiredProfiles);
  const hr = await findPersonById(ctx.db, userId);
  await withTransaction(ctx, async (tx) => {
    const factor = await repository.lockFactor(tx.db, person.id);
    if (!factor?.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.notOnFor(person.name));
    await repository.deleteFactor(tx.db, person.id);
    await tx.audit({
      actor,
      action: 'two-factor.reset',
      entityType: 'users',
      entityId: person.id,
      before: { two_factor: true },
      after: { two_factor: false },
    });
    await tx.mail(
      twoFactorResetMail(
        person,
        hr,
        required.length > 0 && holdsAnyProfile(person.profiles, required),
      ),
    );
  });
  return { message: TWO_FACTOR_MESSAGES.resetFor(person.name) };
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
