import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  createScimTokenSchema,
  scimTokenCreatedSchema,
  scimTokenListSchema,
} from './provisioning.ts';

const params = z.object({ id: z.uuid() });
const errors = errorResponses(400, 401, 403, 404);

/**
 * HR's SCIM bearer tokens. The SCIM 2.0 service itself (/scim/v2/Users, /Groups and discovery)
 * speaks RFC 7644's own media type and errors, so its routes are not contract endpoints.
 */
export const PROVISIONING_ENDPOINTS = {
  listScimTokens: defineEndpoint({
    method: 'GET',
    path: '/api/scim-tokens',
    access: ['hr'],
    tag: 'provisioning',
    summary: 'The SCIM provisioning tokens, revoked ones included',
    responses: { 200: scimTokenListSchema, ...errors },
  }),
  createScimToken: defineEndpoint({
    method: 'POST',
    path: '/api/scim-tokens',
    access: ['hr'],
    tag: 'provisioning',
    summary: 'A new SCIM bearer token for an identity provider, shown this once',
    body: createScimTokenSchema,
    responses: { 201: scimTokenCreatedSchema, ...errors },
  }),
  revokeScimToken: defineEndpoint({
    method: 'DELETE',
    path: '/api/scim-tokens/:id',
    access: ['hr'],
    tag: 'provisioning',
    summary: 'Revoke a SCIM token: the provider is refused from then on',
    params,
    responses: { 200: z.object({ message: z.string() }), ...errors },
  }),
} as const;
