import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { OAuthFailure } from './oauth-failure.ts';

/** OpenID Connect Back-Channel Logout 1.0 §2.4: the event a logout token must carry. */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** Algorithms accepted when the provider's metadata names none for its ID tokens. */
const DEFAULT_ALGORITHMS = ['RS256', 'ES256'];
/** Only its published public keys may sign: no shared-secret (HS*) and no unsigned tokens. */
const signedWithPublishedKey = (alg: string) => alg !== 'none' && !alg.startsWith('HS');
/** A logout token older than this is refused, so the jti table need only cover that long. */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
const CLOCK_TOLERANCE_SECONDS = 60;
/** How long a honoured jti is kept: past it, the token itself is too old to be accepted again. */
export const LOGOUT_TOKEN_REPLAY_WINDOW_MS = (MAX_TOKEN_AGE_SECONDS + 5 * 60) * 1000;

/**
 * A logout that may not end anything: answered invalid_request with the reason, 400 (the spec's
 * answer to a failed logout), or 404 when the path names no configured provider.
 */
export class LogoutTokenRejected extends OAuthFailure {
  constructor(message: string, status: 400 | 404 = 400) {
    super(status, OAUTH_ERRORS.invalidRequest, message);
  }
}

/** What the provider's discovery says about verifying its tokens. */
export interface LogoutTokenIssuer {
  issuer: string;
  jwks_uri?: string | undefined;
  id_token_signing_alg_values_supported?: string[] | undefined;
}

/** What a verified logout token names: the provider's session id, its subject, or both. */
export interface LogoutClaims {
  jti: string;
  sid?: string | undefined;
  sub?: string | undefined;
}

type KeySet = ReturnType<typeof createRemoteJWKSet>;
/** Per app instance and key-set URL: jose refetches the set when a token names an unknown key. */
const keySets = new WeakMap<Config, Map<string, KeySet>>();

function keySetOf(config: Config, jwksUri: string): KeySet {
  let perApp = keySets.get(config);
  if (!perApp) {
    perApp = new Map();
    keySets.set(config, perApp);
  }
  let keySet = perApp.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    perApp.set(jwksUri, keySet);
  }
  return keySet;
}

const optionalString = (value: unknown, claim: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') {
    throw new LogoutTokenRejected(`"${claim}" must be a non-empty string`);
  }
  return value;
};

/** §2.6 beyond the signature: the logout event, no nonce, a sid or a sub, an iat and a jti. */
function logoutClaimsOf(payload: JWTPayload): LogoutClaims {
  const events = payload.events;
  const event =
    typeof events === 'object' && events !== null && !Array.isArray(events)
      ? (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT]
      : undefined;
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    throw new LogoutTokenRejected('"events" has no back-channel logout event');
  }
  if ('nonce' in payload) throw new LogoutTokenRejected('a logout token carries no "nonce"');
  const sid = optionalString(payload.sid, 'sid');
  const sub = optionalString(payload.sub, 'sub');
  if (sid === undefined && sub === undefined) {
    throw new LogoutTokenRejected('a logout token names a "sid" or a "sub"');
  }
  const jti = optionalString(payload.jti, 'jti');
  if (jti === undefined) throw new LogoutTokenRejected('a logout token has a "jti"');
  return { jti, sid, sub };
}

function algorithmsOf(issuer: LogoutTokenIssuer): string[] {
  const published = (issuer.id_token_signing_alg_values_supported ?? []).filter(
    signedWithPublishedKey,
  );
  return published.length > 0 ? published : DEFAULT_ALGORITHMS;
}

/**
 * Verifies a back-channel logout token with the provider's published keys: signature, issuer (the
 * discovered one), audience (our client id), age, then the logout token's own claims.
 */
export async function verifyLogoutToken(
  config: Config,
  issuer: LogoutTokenIssuer,
  clientId: string,
  logoutToken: string,
  now: Date,
): Promise<LogoutClaims> {
  if (!issuer.jwks_uri) throw new LogoutTokenRejected('the provider publishes no keys (jwks_uri)');
  try {
    const { payload } = await jwtVerify(logoutToken, keySetOf(config, issuer.jwks_uri), {
      issuer: issuer.issuer,
      audience: clientId,
      algorithms: algorithmsOf(issuer),
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ['iat'],
    });
    return logoutClaimsOf(payload);
  } catch (error) {
    if (error instanceof errors.JOSEError) {
      throw new LogoutTokenRejected(`the logout token is not valid: ${error.message}`);
    }
    throw error;
  }
}
