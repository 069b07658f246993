import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import type { OidcProviderConfig } from '../../oidc-providers-config.ts';

/**
 * The relying party's side of each configured OpenID Connect provider: openid-client's
 * Configuration from the provider's discovery document, cached per app instance (its JWKS cache
 * lives in it, and openid-client refetches the keys when a token names an unknown kid: key
 * rotation). A failed discovery is not cached: the next sign-in tries again.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Plain http is allowed only for a provider on this machine (tests, local trials). */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** The configured provider with this id, or undefined. */
export function oidcProviderOf(config: Config, providerId: string): OidcProviderConfig | undefined {
  return config.oidcProviders.find((provider) => provider.id === providerId);
}

const discovered = new WeakMap<Config, Map<string, Promise<client.Configuration>>>();

async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const insecure = isLoopbackHttp(provider.issuer);
  return client.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    client.ClientSecretPost(provider.clientSecret),
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

/** The provider's openid-client Configuration (discovered once per app instance). */
export function oidcConfiguration(
  config: Config,
  providerId: string,
): Promise<client.Configuration> {
  const provider = oidcProviderOf(config, providerId);
  if (!provider) return Promise.reject(new Error(`unknown OpenID Connect provider ${providerId}`));
  let perApp = discovered.get(config);
  if (!perApp) {
    perApp = new Map();
    discovered.set(config, perApp);
  }
  const cached = perApp.get(providerId);
  if (cached) return cached;
  const pending = discover(provider);
  perApp.set(providerId, pending);
  pending.catch(() => {
    if (perApp.get(providerId) === pending) perApp.delete(providerId);
  });
  return pending;
}

/**
 * The Configuration to validate tokens with when the server's clock (ctx.clock) differs from the
 * system's: the same metadata and keys, with openid-client's clockSkew set to the difference.
 */
export function configurationAtClock(
  configuration: client.Configuration,
  provider: OidcProviderConfig,
  now: Date,
): client.Configuration {
  const skewSeconds = Math.round((now.getTime() - Date.now()) / 1000);
  if (skewSeconds === 0) return configuration;
  const skewed = new client.Configuration(
    configuration.serverMetadata(),
    provider.clientId,
    { client_secret: provider.clientSecret, [client.clockSkew]: skewSeconds },
    client.ClientSecretPost(provider.clientSecret),
  );
  if (isLoopbackHttp(provider.issuer)) client.allowInsecureRequests(skewed);
  const keys = client.getJwksCache(configuration);
  if (keys) client.setJwksCache(skewed, keys);
  return skewed;
}
