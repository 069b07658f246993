import { z } from 'zod';
import { emailSchema, rawText, requiredRawText, requiredText, text } from './fields.ts';
import { passwordSchema } from './password-rules.ts';
import { SSO_GRANT_TYPE } from './sso.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * A password and its confirmation must be equal. Zod skips an object refinement while any field fails;
 * `when` runs it as soon as both values are given (an empty confirmation only says Required), so every field's message shows at once.
 */
function confirmationMatches<Field extends string, Confirm extends string>(
  field: Field,
  confirm: Confirm,
): [
  check: (form: Record<Field | Confirm, unknown>) => boolean,
  options: { message: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean },
] {
  const bothGiven = (value: unknown) => {
    const form = value as Record<string, unknown> | null;
    return (
      typeof form?.[field] === 'string' && typeof form[confirm] === 'string' && form[confirm] !== ''
    );
  };
  return [
    (form) => form[field] === form[confirm],
    {
      message: VALIDATION_MESSAGES.passwordsDontMatch,
      path: [confirm],
      when: (payload) => bothGiven(payload.value),
    },
  ];
}

export const clientCredentialsSchema = z.object({
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
});

/**
 * The client authenticates by HTTP Basic or with client_id and client_secret in the form body
 * (RFC 6749 §2.3.1): in the body they are optional here and checked with the header.
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: requiredText({ max: 254 }),
  password: requiredRawText({ max: 200 }),
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
  scope: text({ max: 500 }).optional(),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: requiredRawText({ max: 500 }),
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
  scope: text({ max: 500 }).optional(),
});

/** POST /connect/revocation (RFC 7009), with the client authenticated as for the token call. */
export const revocationRequestSchema = z.object({
  token: requiredRawText({ max: 2000 }),
  token_type_hint: rawText({ max: 50 }).optional(),
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
});

/**
 * The sign-in's second step (two-factor): the password grant's mfa_token with a current code of
 * the authenticator app (otp) or one of the recovery codes.
 */
export const mfaGrantSchema = z.object({
  grant_type: z.literal('mfa_otp'),
  mfa_token: requiredRawText({ max: 200 }),
  otp: rawText({ max: 20 }).optional(),
  recovery_code: rawText({ max: 50 }).optional(),
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
});

/**
 * Single sign-on's last step: the single-use code the provider's callback handed to the web's
 * landing page, exchanged for Quadro's tokens (SSO_GRANT_TYPE in sso.ts).
 */
export const ssoGrantSchema = z.object({
  grant_type: z.literal(SSO_GRANT_TYPE),
  code: requiredRawText({ max: 200 }),
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
  mfaGrantSchema,
  ssoGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  profiles: z.array(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

export const loginFormSchema = z.object({
  email: requiredText({ max: 254 }),
  password: requiredRawText({ max: 200 }),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    name: requiredText({ max: 100 }),
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: requiredRawText({ max: 200 }),
    checkbox: z.literal(true, { error: VALIDATION_MESSAGES.required }),
  })
  .refine(...confirmationMatches('password', 'passwordConfirm'));
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const registerRequestSchema = z
  .object({
    name: requiredText({ max: 100 }),
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: requiredRawText({ max: 200 }),
  })
  .extend(clientCredentialsSchema.shape)
  .strict()
  .refine(...confirmationMatches('password', 'passwordConfirm'));
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** GET /api/registration (public): whether the register page shows its form. */
export const registrationStatusSchema = z.object({ open: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export const forgotPasswordRequestSchema = forgotPasswordFormSchema
  .extend(clientCredentialsSchema.shape)
  .strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmedPassword: requiredRawText({ max: 200 }),
  })
  .refine(...confirmationMatches('password', 'confirmedPassword'));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordRequestSchema = z
  .object({
    userId: requiredText({ max: 100 }),
    code: requiredText({ max: 500 }),
    password: passwordSchema,
    confirm_password: requiredRawText({ max: 200 }),
  })
  .extend(clientCredentialsSchema.shape)
  .strict()
  .refine(...confirmationMatches('password', 'confirm_password'));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: requiredRawText({ max: 200 }),
    newPassword: passwordSchema,
    confirmNewPassword: requiredRawText({ max: 200 }),
  })
  .refine(...confirmationMatches('newPassword', 'confirmNewPassword'));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: requiredRawText({ max: 200 }),
    newPassword: passwordSchema,
    confirmNewPassword: requiredRawText({ max: 200 }),
  })
  .extend(clientCredentialsSchema.shape)
  .strict()
  .refine(...confirmationMatches('newPassword', 'confirmNewPassword'));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
