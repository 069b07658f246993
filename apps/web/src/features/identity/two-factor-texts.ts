import {
  RECOVERY_CODE_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
} from '@quadro/contract/two-factor';

/** The base32 key in groups of four, as authenticator apps show keys typed by hand: 'JBSW Y3DP EHPK'. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The text of recovery-codes.txt: what the codes are for, then one code a line. */
export function recoveryCodesFile(codes: readonly string[], account: string): string {
  return [
    RECOVERY_CODE_MESSAGES.fileTitle(account),
    RECOVERY_CODE_MESSAGES.fileUse,
    RECOVERY_CODE_MESSAGES.fileKeep,
    '',
    ...codes,
    '',
  ].join('\n');
}

/** '10 recovery codes left', '1 recovery code left'. */
export const recoveryCodesLeft = TWO_FACTOR_MESSAGES.recoveryCodesLeft;

/** Below this many recovery codes the card suggests getting new ones. */
const FEW_RECOVERY_CODES = 3;

export interface TwoFactorCard {
  on: boolean;
  /** The line beside the On/Off chip. */
  line: string;
  /** Said louder when it asks for something: few codes left, or the profile requires it. */
  emphasis: boolean;
  /** What the card's button does; none when the profile requires it and it is on. */
  action: 'turn-on' | 'turn-off' | null;
  /** Whether it offers new recovery codes (whenever it is on). */
  newCodes: boolean;
}

/**
 * What the card shows for a status. A profile that requires it keeps it on (the server refuses to
 * turn it off), so the card offers no 'Turn off' then; the server still decides.
 */
export function twoFactorCard(status: TwoFactorStatus): TwoFactorCard {
  if (!status.enabled) {
    return {
      on: false,
      line: status.required ? `${TWO_FACTOR_MESSAGES.setupRequired}.` : TWO_FACTOR_MESSAGES.offLine,
      emphasis: status.required,
      action: 'turn-on',
      newCodes: false,
    };
  }
  const left = recoveryCodesLeft(status.recoveryCodesLeft);
  const few = status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  const codesLine = few ? TWO_FACTOR_MESSAGES.fewRecoveryCodes(left) : `${left}.`;
  if (status.required) {
    return {
      on: true,
      line: `${codesLine} ${TWO_FACTOR_MESSAGES.requiredStaysOn}.`,
      emphasis: few,
      action: null,
      newCodes: true,
    };
  }
  return {
    on: true,
    line: codesLine,
    emphasis: few,
    action: 'turn-off',
    newCodes: true,
  };
}
