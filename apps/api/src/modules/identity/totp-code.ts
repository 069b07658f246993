import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@quadro/contract/two-factor';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Quadro';

function totpOf(secret: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrlOf = (secret: string, label: string) => totpOf(secret, label).toString();

/**
 * The 30-second step a code belongs to, checked with one step of drift either way (RFC 6238 §5.2),
 * or null when it is not a current code.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
