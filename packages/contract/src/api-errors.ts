import { z } from 'zod';

/** One error body for every /api route (the /connect/token endpoint answers RFC 6749 bodies instead). */
export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'two_factor_required',
  'sso_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A profile that must use two-factor sign-in, before it is set up (the system parameter). */
  two_factor_required: 403,
  /** A password reset for a profile that signs in only through the identity provider (SSO_ONLY_ERROR). */
  sso_required: 400,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
};

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
