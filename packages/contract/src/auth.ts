import { z } from 'zod';
import { emailSchema, rawText, requiredRawText, requiredText, text } from './fields.ts';
import { passwordSchema } from './password-rules.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export const clientCredentialsSchema = z.object({
  client_id: rawText({ max: 200 }).optional(),
  client_secret: rawText({ max: 200 }).optional(),
});

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: requiredText({ max: 254 }),
  password: requiredRawText({ max: 200 }),
  client_id: requiredRawText({ max: 200 }),
  client_secret: rawText({ max: 200 }).default(''),
  scope: text({ max: 500 }).optional(),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: requiredRawText({ max: 500 }),
  client_id: requiredRawText({ max: 200 }),
  client_secret: rawText({ max: 200 }).default(''),
  scope: text({ max: 500 }).optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
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
  .refine((form) => form.password === form.passwordConfirm, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['passwordConfirm'],
  });
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
  .refine((body) => body.password === body.passwordConfirm, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['passwordConfirm'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

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
  .refine((form) => form.password === form.confirmedPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmedPassword'],
  });
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
  .refine((body) => body.password === body.confirm_password, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: requiredRawText({ max: 200 }),
    newPassword: passwordSchema,
    confirmNewPassword: requiredRawText({ max: 200 }),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmNewPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: requiredRawText({ max: 200 }),
    newPassword: passwordSchema,
    confirmNewPassword: requiredRawText({ max: 200 }),
  })
  .extend(clientCredentialsSchema.shape)
  .strict()
  .refine((body) => body.newPassword === body.confirmNewPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmNewPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
