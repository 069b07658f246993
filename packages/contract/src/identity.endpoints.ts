import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  forgotPasswordRequestSchema,
  registerRequestSchema,
  registrationStatusSchema,
  resetPasswordRequestSchema,
} from './identity.ts';
import { sessionEndedSchema, sessionListSchema } from './sessions.ts';
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './two-factor.ts';

const recoveryErrors = errorResponses(400, 401, 409, 429);
const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid() });
const twoFactorErrors = errorResponses(400, 401, 403, 409);

/** Sessions, two-factor sign-in and the public account forms (password reset, registration). */
export const IDENTITY_ENDPOINTS = {
  listMySessions: defineEndpoint({
    method: 'GET',
    path: '/api/sessions',
    access: 'authenticated',
    tag: 'identity',
    summary: "Where you're signed in: each open session, this one marked current",
    responses: { 200: sessionListSchema, ...errors },
  }),
  endMyOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/sessions/others',
    access: 'authenticated',
    tag: 'identity',
    summary: 'Sign out everywhere else: every session of yours but this one',
    responses: { 200: sessionEndedSchema, ...errors },
  }),
  endMySession: defineEndpoint({
    method: 'DELETE',
    path: '/api/sessions/:id',
    access: 'authenticated',
    tag: 'identity',
    summary: 'Sign out one of your sessions (its access tokens stop within seconds)',
    params,
    responses: { 200: sessionEndedSchema, ...errors },
  }),
  endSessionsOf: defineEndpoint({
    method: 'DELETE',
    path: '/api/employees/:id/sessions',
    access: ['hr'],
    tag: 'identity',
    summary: 'End every session of an employee (a lost laptop), audited',
    params,
    responses: { 200: sessionEndedSchema, ...errors },
  }),
  twoFactorStatus: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/two-factor',
    access: 'authenticated',
    tag: 'identity',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    responses: { 200: twoFactorStatusSchema, ...twoFactorErrors },
  }),
  startTwoFactorSetup: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/two-factor/setup',
    access: 'authenticated',
    tag: 'identity',
    summary: 'A new authenticator secret as text and QR code, waiting for its first code',
    responses: { 200: twoFactorSetupSchema, ...twoFactorErrors },
  }),
  confirmTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/two-factor/confirm',
    access: 'authenticated',
    tag: 'identity',
    summary: 'The first code turns two-factor on; ten recovery codes come back this once',
    body: confirmTwoFactorSchema,
    responses: { 200: recoveryCodesSchema, ...twoFactorErrors },
  }),
  disableTwoFactor: defineEndpoint({
    method: 'DELETE',
    path: '/api/accounts/two-factor',
    access: 'authenticated',
    tag: 'identity',
    summary: 'Turn two-factor off with the password and a current code',
    body: disableTwoFactorSchema,
    responses: { 200: z.object({ message: z.string() }), ...twoFactorErrors },
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/two-factor/recovery-codes',
    access: 'authenticated',
    tag: 'identity',
    summary: 'Ten new recovery codes with the password and a current code; the old ones end',
    body: regenerateRecoveryCodesSchema,
    responses: { 200: recoveryCodesSchema, ...twoFactorErrors },
  }),
  resetTwoFactorOf: defineEndpoint({
    method: 'DELETE',
    path: '/api/employees/:id/two-factor',
    access: ['hr'],
    tag: 'identity',
    summary: "Turn an employee's two-factor sign-in off (a lost phone), audited and mailed to them",
    params,
    responses: {
      200: z.object({ message: z.string() }),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/account/ForgotPassword',
    access: 'public',
    tag: 'identity',
    summary: 'Email a password reset link',
    body: forgotPasswordRequestSchema,
    responses: { 204: z.null(), ...recoveryErrors },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/account/ResetPassword',
    access: 'public',
    tag: 'identity',
    summary: 'Set a new password with a reset code',
    body: resetPasswordRequestSchema,
    responses: { 204: z.null(), ...recoveryErrors },
  }),
  registerAccount: defineEndpoint({
    method: 'POST',
    path: '/account/Register',
    access: 'public',
    tag: 'identity',
    summary:
      'Create an account that HR activates later; refused while self-registration is off (403) or for an e-mail outside its domains (400)',
    body: registerRequestSchema,
    responses: {
      201: z.object({ id: z.string() }),
      ...recoveryErrors,
      ...errorResponses(403),
    },
  }),
  getRegistrationStatus: defineEndpoint({
    method: 'GET',
    path: '/api/registration',
    access: 'public',
    tag: 'identity',
    summary: 'Whether self-registration is open (the selfRegistration system parameter)',
    responses: { 200: registrationStatusSchema },
  }),
};
