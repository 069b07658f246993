/**
 * Single sign-on through the company's OpenID Connect providers: constants and texts without Zod,
 * so the sign-in page can show its provider buttons without loading the schemas.
 */

/** One provider as the sign-in page lists it (GET /api/sso/providers). */
export interface SsoProvider {
  id: string;
  name: string;
}

/**
 * GET /api/sso/providers (SSO_ENDPOINTS.listSsoProviders): written here as well so the sign-in
 * page lists the providers with a plain fetch, without the endpoint's Zod schemas.
 */
export const SSO_PROVIDERS_PATH = '/api/sso/providers';

/** The sign-in page's buttons: 'Sign in with {name}'. */
export const ssoButtonLabel = (name: string) => `Sign in with ${name}`;

/** Where the browser starts a provider's sign-in: a full-page navigation, answered by a redirect. */
export const ssoStartPath = (providerId: string) => `/connect/oidc/${providerId}/authorize`;
/** The redirect URI registered at the provider: {PUBLIC_URL}/connect/oidc/{id}/callback. */
export const ssoCallbackPath = (providerId: string) => `/connect/oidc/${providerId}/callback`;
/** Where the provider posts its back-channel logout tokens (OpenID Connect Back-Channel Logout 1.0). */
export const ssoBackChannelLogoutPath = (providerId: string) =>
  `/connect/oidc/${providerId}/backchannel-logout`;

/**
 * The web page the callback sends the browser to: `#code=…` (a single-use code exchanged at
 * /connect/token with SSO_GRANT_TYPE) or `?error={reason}&provider={id}`.
 */
export const SSO_LANDING_PATH = '/login/sso';
/** The token endpoint's grant that exchanges the callback's single-use code for Quadro's tokens. */
export const SSO_GRANT_TYPE = 'urn:quadro:params:oauth:grant-type:sso';
/** How long the provider's round trip (authorize → callback) and the landing code may take. */
export const SSO_ATTEMPT_TTL_SECONDS = 10 * 60;
export const SSO_CODE_TTL_SECONDS = 60;

/**
 * Why a provider's answer signed nobody in. The reasons' pages (SSO_REFUSALS) are in
 * sso-refusals.ts: a value re-exported here would put their texts in every page that imports this.
 */
export type { SsoRefusal } from './sso-refusals.ts';

export const SSO_MESSAGES = {
  /** The password grant's error_description for a person whose profile signs in only through SSO. */
  passwordRefused: (providerName: string) =>
    `Your account signs in only through ${providerName}. Use the 'Sign in with ${providerName}' button.`,
  /** Forgot-password for such a person: no mail is sent. */
  resetRefused: (providerName: string) =>
    `Your password is managed by ${providerName}: reset it there.`,
} as const;

/** The OAuth error code of a password grant refused because the person signs in only through SSO. */
export const SSO_ONLY_ERROR = 'sso_required';
