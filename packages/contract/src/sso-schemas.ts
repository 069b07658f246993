import { z } from 'zod';

export const ssoProviderSchema = z.object({ id: z.string(), name: z.string() });
export const ssoProviderListSchema = z.array(ssoProviderSchema);

/**
 * POST /api/sessions/current/sign-out: this session ends; when it began with single sign-on the
 * browser goes on to the provider's end-session page (RP-initiated logout), else redirectTo is null.
 */
export const signOutResultSchema = z.object({ redirectTo: z.string().nullable() });
export type SignOutResult = z.infer<typeof signOutResultSchema>;

/** POST /connect/oidc/:provider/backchannel-logout: the provider's form (Back-Channel Logout 1.0 §2.5). */
export const backChannelLogoutRequestSchema = z.object({
  logout_token: z.string().min(1).max(16_384),
});

/** How a person is linked to a provider, as HR sees it on the employee's page. */
export const signInLinkSchema = z.object({
  providerId: z.string(),
  /** The configured provider's name, or its id when it is no longer configured. */
  providerName: z.string(),
  subject: z.string(),
  email: z.string().nullable(),
  /** The person was created by their first sign-in through this provider (just in time). */
  createdBySignIn: z.boolean(),
  /** The person was created or is kept by the provider's SCIM provisioning. */
  provisioned: z.boolean(),
  linkedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type SignInLink = z.infer<typeof signInLinkSchema>;
export const signInLinkListSchema = z.array(signInLinkSchema);
