import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAuthFailure } from './oauth-failure.ts';

/**
 * The error handler of the /connect/* form endpoints: an OAuthFailure as its RFC 6749 body, the
 * rate limit as too_many_attempts, any other client error as invalid_request with `invalidForm`,
 * and a server error logged and answered server_error. Never cached. `logRefusals` logs each
 * refusal's reason, for callers that do not read the body (an identity provider).
 */
export function oauthErrorHandler(
  invalidForm: string,
  failureLog: string,
  options: { logRefusals?: boolean } = {},
) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (error instanceof OAuthFailure) {
      if (options.logRefusals) request.log.warn({ reason: error.message }, `${failureLog} refused`);
      return reply.status(error.status).headers(error.headers).send(error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: OAUTH_ERRORS.tooManyAttempts, error_description: 'too many requests' });
    }
    if (status < 500) {
      return reply
        .status(400)
        .send({ error: OAUTH_ERRORS.invalidRequest, error_description: invalidForm });
    }
    request.log.error({ err: error }, failureLog);
    return reply
      .status(500)
      .send({ error: 'server_error', error_description: 'The server could not answer' });
  };
}
