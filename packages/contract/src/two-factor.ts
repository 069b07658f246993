import { z } from 'zod';
import { requiredRawText } from './fields.ts';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): 6 digits every 30 seconds,
 * SHA-1, as every authenticator app reads an otpauth:// QR code by default.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the sign-in's second step may wait for the code. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;

/** The OAuth error of the password grant when a code is needed, and the grant that sends it. */
export const MFA_REQUIRED_ERROR = 'mfa_required';
export const MFA_GRANT_TYPE = 'mfa_otp';

export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code of your authenticator app',
  wrongCode: 'The code is not right: enter the one your authenticator app shows now',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  noSetup: 'Start the setup again: no authenticator is waiting for its first code',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  wrongPassword: 'The password is not right',
  challenge: 'Enter the code of your authenticator app',
  expiredChallenge: 'The sign-in took too long: enter your e-mail and password again',
  setupRequired: 'Your profile requires two-factor sign-in: turn it on to go on',
  requiredStaysOn: 'Your profile requires two-factor sign-in: it stays on',
  newRecoveryCodes: 'New recovery codes: the old ones no longer work.',
  /** HR's reset of someone's two-factor sign-in (a lost phone). */
  resetFor: (name: string) =>
    `Two-factor sign-in of ${name} is off: they sign in with their password alone and can set it up again.`,
  notOnFor: (name: string) => `Two-factor sign-in of ${name} is not on`,
  resetOwn: 'Turn your own two-factor sign-in off from your profile, with your password and a code',
  /** The profile card's line when it is off and not required. */
  offLine: 'Turn it on to be asked for a code of an authenticator app as well as your password.',
  /** '10 recovery codes left', '1 recovery code left'. */
  recoveryCodesLeft: (count: number) => `${count} recovery ${count === 1 ? 'code' : 'codes'} left`,
  /** The profile card's line when few recovery codes are left. */
  fewRecoveryCodes: (left: string) => `${left}: make new ones.`,
  turnOffExplained: 'Signing in will ask for your password only. Your recovery codes stop working.',
  newRecoveryCodesExplained:
    'Ten new recovery codes replace the ones you have: the old ones, used or not, stop working. Enter your password and a current code.',
  /** HR's confirmation before resetting someone's two-factor sign-in. */
  resetExplained: (name: string) =>
    `${name} will sign in with the password alone, and their authenticator app and recovery codes stop working. Do it when they lost their phone: they get an e-mail, and set it up again from their profile (at once, when their profile requires it).`,
  /** The employees table's note: which profiles must use it (the system parameter). */
  requiredOf: (profiles: readonly string[]) =>
    profiles.length === 0
      ? 'No profile is required to use two-factor sign-in.'
      : `Two-factor sign-in is required of: ${profiles.join(', ')}.`,
} as const;

/** The recovery codes' own texts: the sign-in step, the saved file. */
export const RECOVERY_CODE_MESSAGES = {
  format: 'Enter a recovery code as you saved it, like abcd-efgh-ijkl',
  wrong: 'This recovery code is not right or was already used',
  prompt:
    'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.',
  fileTitle: (account: string) => `Quadro recovery codes for ${account}`,
  fileUse: 'Each code signs you in once when your authenticator app is not at hand.',
  fileKeep: 'Keep them somewhere safe.',
  shownOnce:
    'Save these recovery codes somewhere safe. Each one signs you in once when your authenticator app is not at hand. They are shown only now.',
} as const;

/** A current code: 6 digits (spaces are ignored, as apps show '123 456'). */
export const totpCodeSchema = z
  .string({ error: 'Required' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/**
 * GET /api/accounts/two-factor: whether it is on, how many recovery codes are left, and whether
 * the person's profile requires it (the system parameter): required and off, nothing else opens.
 */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/accounts/two-factor/setup: a new secret, as text and as a QR code to scan. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG data URL, ready for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/accounts/two-factor/confirm: the first code turns it on. */
export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema }).strict();
export type ConfirmTwoFactor = z.infer<typeof confirmTwoFactorSchema>;

/** The answer to the first code: ten single-use recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** DELETE /api/accounts/two-factor: turning it off needs the password and a current code. */
export const disableTwoFactorSchema = z
  .object({ password: requiredRawText({ max: 200 }), code: totpCodeSchema })
  .strict();
export type DisableTwoFactor = z.infer<typeof disableTwoFactorSchema>;

/** POST /api/accounts/two-factor/recovery-codes: new codes need the password and a current code. */
export const regenerateRecoveryCodesSchema = disableTwoFactorSchema;
export type RegenerateRecoveryCodes = DisableTwoFactor;

/** The password grant's answer when a code is needed (403, RFC 6749 error shape). */
export const mfaRequiredSchema = z.object({
  error: z.literal(MFA_REQUIRED_ERROR),
  error_description: z.string(),
  /** Single use, valid for MFA_CHALLENGE_TTL_SECONDS: send it back with the code. */
  mfa_token: z.string(),
});
export type MfaRequired = z.infer<typeof mfaRequiredSchema>;

/** A recovery code as shown: 'abcd-efgh-ijkl' (letters and digits without look-alikes). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;
