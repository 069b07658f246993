import { z } from 'zod';
import { requiredText } from './fields.ts';

/** A SCIM bearer token as HR's list shows it: never the token itself after its creation. */
export const scimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whose group-to-profile mapping its Groups use: a configured provider's id, or null for none. */
  providerId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;
export const scimTokenListSchema = z.array(scimTokenSchema);

export const createScimTokenSchema = z
  .object({
    name: requiredText({ max: 100 }),
    providerId: z.string().max(64).nullable().optional(),
  })
  .strict();
export type CreateScimToken = z.infer<typeof createScimTokenSchema>;

/** The answer of the creation: the only time the token is shown. */
export const scimTokenCreatedSchema = scimTokenSchema.extend({ token: z.string() });

/** Base path of the SCIM 2.0 service (RFC 7644): {PUBLIC_URL}/scim/v2. */
export const SCIM_BASE_PATH = '/scim/v2';

export const PROVISIONING_MESSAGES = {
  tokenCreated: 'Copy the token now: it is not shown again.',
  tokenRevoked: 'The token was revoked: the provider can no longer use it.',
} as const;
