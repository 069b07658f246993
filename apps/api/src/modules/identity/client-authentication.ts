import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import type { Config } from '../../config.ts';
import { isKnownClient } from './identity.policy.ts';
import { invalidClient, OAuthFailure } from './oauth-failure.ts';

/** How a client proved who it is (RFC 6749 §2.3.1; OAuth metadata's names). */
export type ClientAuthenticationMethod = 'client_secret_basic' | 'client_secret_post';

export interface AuthenticatedClient {
  clientId: string;
  method: ClientAuthenticationMethod;
}

/** Form-urlencoding as RFC 6749 §2.3.1 asks of the Basic user and password ('+' is a space). */
function formDecoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return undefined;
  }
}

function basicCredentials(header: string): { id: string; secret: string } | undefined {
  const encoded = header.slice('basic '.length).trim();
  if (!/^[A-Za-z0-9+/]+=*$/.test(encoded)) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const id = formDecoded(decoded.slice(0, colon));
  const secret = formDecoded(decoded.slice(colon + 1));
  return id && secret !== undefined ? { id, secret } : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The client of a token or revocation request, authenticated by HTTP Basic (which the RFC says a
 * server MUST support) or by client_id and client_secret in the form body, never both at once.
 * A wrong or missing client is 401 invalid_client with `WWW-Authenticate: Basic` (RFC 6749 §5.2).
 */
export function authenticateClient(
  config: Pick<Config, 'oauthClients'>,
  authorization: string | undefined,
  body: unknown,
): AuthenticatedClient {
  const form = (body ?? {}) as { client_id?: unknown; client_secret?: unknown };
  const bodyId = text(form.client_id);
  const bodySecret = text(form.client_secret);
  if (authorization && /^basic /i.test(authorization)) {
    if (bodySecret !== undefined) {
      throw new OAuthFailure(
        400,
        OAUTH_ERRORS.invalidRequest,
        'Send the client credentials one way only: HTTP Basic or client_secret in the form body, not both',
      );
    }
    const basic = basicCredentials(authorization);
    if (!basic) throw invalidClient('The HTTP Basic client credentials cannot be read');
    if (bodyId !== undefined && bodyId !== basic.id) {
      throw new OAuthFailure(
        400,
        OAUTH_ERRORS.invalidRequest,
        'client_id in the body differs from the client of the Authorization header',
      );
    }
    if (!isKnownClient(config, basic.id, basic.secret)) throw invalidClient();
    return { clientId: basic.id, method: 'client_secret_basic' };
  }
  if (!bodyId) {
    throw invalidClient(
      'Client authentication is missing: send HTTP Basic, or client_id and client_secret in the form body',
    );
  }
  if (!isKnownClient(config, bodyId, bodySecret ?? '')) throw invalidClient();
  return { clientId: bodyId, method: 'client_secret_post' };
}
