import { PROFILES } from '@quadro/contract/profiles';
import type { GroupProfileMapping } from '@quadro/contract/sso-rules';
import { z } from 'zod';

const profiles = z.array(z.enum(PROFILES)).min(1);

/**
 * One entry of OIDC_PROVIDERS. Only id, name, issuer, clientId and clientSecret are required; the
 * redirect URI registered at the provider is {PUBLIC_URL}/connect/oidc/{id}/callback.
 */
const providerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes'),
    name: z.string().trim().min(1).max(60),
    issuer: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    /** Scopes asked for; `openid` is always sent. */
    scopes: z.string().default('openid email profile'),
    /** The ID token or userinfo claim that lists the person's groups. */
    groupsClaim: z.string().default('groups'),
    /** Group (as the claim sends it) → profiles. Profiles named here are the provider's to decide. */
    groupProfiles: z
      .record(z.string(), z.union([z.enum(PROFILES), profiles]))
      .default({})
      .transform(
        (table): GroupProfileMapping =>
          Object.fromEntries(
            Object.entries(table).map(([group, value]) => [
              group,
              typeof value === 'string' ? [value] : value,
            ]),
          ),
      ),
    /**
     * Take the provider's `email` as verified without an `email_verified` claim: only for a
     * directory that holds nothing but the company's own addresses (Entra ID sends no such claim).
     */
    trustEmails: z.boolean().default(false),
    /** Create a person unknown to Quadro on their first sign-in (just in time). */
    createOnFirstSignIn: z.boolean().default(false),
    /** A person created just in time whose groups map to no profile gets these. */
    defaultProfiles: profiles.default(['employee']),
    /**
     * A SCIM DELETE from this provider's tokens still deactivates, and also erases the person's
     * personal data this many days later (0: at the next daily run). Unset: it only deactivates.
     */
    scimDeleteErasesAfterDays: z.number().int().min(0).max(3650).optional(),
  })
  .strict();

export type OidcProviderConfig = z.infer<typeof providerSchema>;

/** OIDC_PROVIDERS, once parsed from JSON: an array of providers whose ids differ. */
export const oidcProvidersSchema = z
  .array(providerSchema)
  .refine(
    (list) => new Set(list.map((provider) => provider.id)).size === list.length,
    'two providers have the same id',
  );
