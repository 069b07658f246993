import { ACCESS_TOKEN_TTL_SECONDS } from '@quadro/contract/oauth';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  userId: string;
  profiles: string[];
  /** The refresh-token family this access token belongs to: one signed-in session. */
  sessionId?: string | undefined;
  /** The person had two-factor sign-in on when the token was issued. */
  twoFactor?: boolean | undefined;
}

/** What a valid token says, with when it was issued (milliseconds since the epoch). */
export interface VerifiedClaims extends AccessClaims {
  issuedAtMs: number;
}

const ISSUER = 'quadro';
const AUDIENCE = 'quadro-api';

export interface AccessTokenCodec {
  sign(claims: AccessClaims): string;
  /** Throws on a bad signature, a foreign issuer or an expired token. */
  verify(token: string): VerifiedClaims;
  ttlSeconds: number;
}

export function createAccessTokenCodec(
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): AccessTokenCodec {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ttlSeconds * 1000,
    iss: ISSUER,
    aud: AUDIENCE,
  });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    cache: 10_000,
  });
  return {
    ttlSeconds,
    // `iat` counts seconds: `iat_ms` lets a sign-in in the second of a revocation outlive it.
    sign: ({ userId, profiles, sessionId, twoFactor }) =>
      signer({
        sub: userId,
        profiles,
        sid: sessionId,
        ...(twoFactor && { tfa: true }),
        iat_ms: Date.now(),
      }),
    verify(token) {
      const payload = verifier(token) as {
        sub?: unknown;
        profiles?: unknown;
        sid?: unknown;
        tfa?: unknown;
        iat?: unknown;
        iat_ms?: unknown;
      };
      if (
        typeof payload.sub !== 'string' ||
        !Array.isArray(payload.profiles) ||
        typeof payload.iat !== 'number'
      ) {
        throw new Error('malformed token claims');
      }
      return {
        userId: payload.sub,
        profiles: payload.profiles.map(String),
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        twoFactor: payload.tfa === true,
        issuedAtMs: typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000 + 999,
      };
    },
  };
}
