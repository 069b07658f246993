import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { SSO_PROVIDERS_PATH } from './sso.ts';
import { signInLinkListSchema, signOutResultSchema, ssoProviderListSchema } from './sso-schemas.ts';

const params = z.object({ id: z.uuid() });

/**
 * Single sign-on's JSON endpoints. The browser's round trip itself is not JSON: GET
 * /connect/oidc/:provider/authorize and /callback answer redirects, POST
 * /connect/oidc/:provider/backchannel-logout takes the provider's logout token (token.routes' kin).
 */
export const SSO_ENDPOINTS = {
  listSsoProviders: defineEndpoint({
    method: 'GET',
    path: SSO_PROVIDERS_PATH,
    access: 'public',
    tag: 'identity',
    summary: 'The identity providers one can sign in with (OIDC_PROVIDERS): id and name',
    responses: { 200: ssoProviderListSchema },
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/current/sign-out',
    access: 'authenticated',
    tag: 'identity',
    summary:
      "End this session; a single sign-on session answers the provider's end-session URL to go on to",
    responses: { 200: signOutResultSchema, ...errorResponses(401) },
  }),
  listSignInLinksOf: defineEndpoint({
    method: 'GET',
    path: '/api/employees/:id/sign-in-links',
    access: ['hr'],
    tag: 'identity',
    summary: "An employee's identity-provider links: subject, e-mail, created by sign-in or SCIM",
    params,
    responses: { 200: signInLinkListSchema, ...errorResponses(401, 403, 404) },
  }),
} as const;
