import { type ApiError, ERROR_STATUS, type ErrorCode } from '@quadro/contract/api-errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, type FieldError } from './app-error.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
};

/** busboy, under @fastify/multipart, throws plain errors for bodies that are not valid multipart. */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header)/;

function fieldPath(path: readonly PropertyKey[], fallback: string): string {
  return path.length > 0 ? path.map(String).join('.') : fallback;
}

function zodFields(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: fieldPath(issue.path, 'body'),
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : issue.message,
  }));
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) {
    return {
      error: error.code,
      message: error.message,
      ...(error.fields && { fields: error.fields }),
    };
  }
  if (error instanceof ZodError) {
    const fields = zodFields(error);
    return { error: 'validation_failed', message: describeFields(fields), fields };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const context = fastifyError.validationContext ?? 'body';
    const fields = fastifyError.validation.map((issue) => ({
      field: fieldPath(issue.instancePath.split('/').filter(Boolean), context),
      message:
        issue.keyword === 'unrecognized_keys'
          ? `Unknown field: ${(issue.params.keys as string[]).join(', ')}`
          : (issue.message ?? 'Invalid value'),
    }));
    return { error: 'validation_failed', message: describeFields(fields), fields };
  }
  if (!fastifyError.code && MALFORMED_MULTIPART.test(fastifyError.message ?? '')) {
    return {
      error: 'validation_failed',
      message: `The upload could not be read: ${fastifyError.message}`,
    };
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return { error: mapped, message: fastifyError.message };
  if (fastifyError.statusCode === 429)
    return { error: 'too_many_requests', message: fastifyError.message };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { error: 'validation_failed', message: fastifyError.message };
  }
  return {
    error: 'internal_error',
    message: 'Unexpected error. It was logged; please try again later.',
  };
}

function describeFields(fields: FieldError[]): string {
  const first = fields[0];
  return first ? `${first.field}: ${first.message}` : 'Invalid request';
}

export function sendApiError(reply: FastifyReply, body: ApiError) {
  return reply.status(ERROR_STATUS[body.error]).type('application/json').send(body);
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = toApiError(error);
    if (body.error === 'internal_error') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: body.error, message: body.message }, 'request refused');
    return sendApiError(reply, body);
  });
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
