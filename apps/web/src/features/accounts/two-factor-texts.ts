import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@quadro/contract/two-factor';

/** The base32 key in groups of four, as authenticator apps show keys typed by hand: 'JBSW Y3DP EHPK'. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The text of recovery-codes.txt: what the codes are for, then one code a line. */
export function recoveryCodesFile(codes: readonly string[], account: string): string {
  return [
    `Quadro recovery codes for ${account}`,
    'Each code signs you in once when your authenticator app is not at hand.',
    'Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** '10 recovery codes left', '1 recovery code left'. */
export function recoveryCodesLeft(count: number): string {
  return `${count} recovery ${count === 1 ? 'code' : 'codes'} left`;
}

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
}

/**
 * What the card shows for a status. A profile that requires it keeps it on (the server refuses to
 * turn it off), so the card offers no 'Turn off' then; the server still decides.
 */
export function twoFactorCard(status: TwoFactorStatus): TwoFactorCard {
  if (!status.enabled) {
    return {
      on: false,
      line: status.required
        ? `${TWO_FACTOR_MESSAGES.setupRequired}.`
        : 'Turn it on to be asked for a code of an authenticator app as well as your password.',
      emphasis: status.required,
      action: 'turn-on',
    };
  }
  const left = recoveryCodesLeft(status.recoveryCodesLeft);
  if (status.required) {
    return {
      on: true,
      line: `${left}. ${TWO_FACTOR_MESSAGES.requiredStaysOn}.`,
      emphasis: false,
      action: null,
    };
  }
  const few = status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  return {
    on: true,
    line: few ? `${left}: turn it off and on again for ten new ones.` : `${left}.`,
    emphasis: few,
    action: 'turn-off',
  };
}
