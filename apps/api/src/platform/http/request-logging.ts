import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.ts';
import { REDACTED, redactedUrl } from './log-redaction.ts';
import { requestIdGenerator } from './request-id.ts';

/** Where log lines go instead of stdout: a test's capture. */
export interface LogDestination {
  write(line: string): void;
}

/** Fastify's own request fields, with the URL as the log may hold it and never a header. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Credentials a log call might pass along with a request's or answer's headers. */
const CREDENTIAL_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/** The server options that shape every log line: level, request ids, redaction. */
export function loggingOptions(
  config: Pick<Config, 'logLevel' | 'trustProxy'>,
  enabled: boolean,
  destination?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdLogLabel'> {
  return {
    genReqId: requestIdGenerator(config.trustProxy),
    logger: enabled
      ? {
          level: config.logLevel,
          serializers: { req: requestForLog },
          redact: { paths: CREDENTIAL_PATHS, censor: REDACTED },
          ...(destination && { stream: destination }),
        }
      : false,
  };
}
