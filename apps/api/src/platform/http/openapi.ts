import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@quadro/contract/api-errors';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { RouteAccess } from '../auth/route-access.ts';
import { APP_VERSION } from './app-version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Documentation only, for a route that reads its input itself (a multipart upload, the OAuth
     * form parsed by the handler) or answers something other than JSON (a file): what the OpenAPI
     * document shows instead of the validation schema.
     */
    openapi?: {
      body?: ZodType;
      response?: Record<number, ZodType | { description: string; content: object }>;
    };
  }
}

type RouteSchema = FastifySchema & { response?: Record<string, unknown> };

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers the platform gives before or around a handler, so every route documents them
 * without listing them by hand: 401/403 from route access, 400 from validation, 413/415 from body
 * parsing, 429 from a rate limit. A route with an error body of its own (the OAuth endpoint)
 * documents its errors itself.
 */
function platformStatuses(route: RouteOptions, schema: RouteSchema): number[] {
  const config = route.config as
    | { access?: RouteAccess; rateLimit?: unknown; openapi?: { body?: unknown } }
    | undefined;
  const access = config?.access ?? 'public';
  const methods = [route.method].flat();
  const statuses: number[] = [];
  if (access !== 'public') statuses.push(401);
  if (typeof access !== 'string') statuses.push(403);
  if (schema.body || schema.params || schema.querystring || config?.openapi?.body) {
    statuses.push(400);
  }
  if (methods.some((method) => METHODS_WITH_BODY.has(method))) statuses.push(400, 413, 415);
  if (config?.rateLimit) statuses.push(429);
  return statuses;
}

function ownsItsErrorBody(response: Record<string, unknown>): boolean {
  return Object.entries(response).some(
    ([status, schema]) => Number(status) >= 400 && schema !== apiErrorSchema,
  );
}

/** Security, documented input and platform statuses from the route's own declarations. */
export function describeRoute(route: RouteOptions, routeSchema: FastifySchema): FastifySchema {
  const schema = routeSchema as RouteSchema;
  const config = route.config as { access?: RouteAccess; openapi?: RouteSchema } | undefined;
  const access = config?.access ?? 'public';
  const response: Record<string, unknown> = {
    ...schema.response,
    ...config?.openapi?.response,
  };
  if (!ownsItsErrorBody(response)) {
    for (const status of platformStatuses(route, schema)) response[status] ??= apiErrorSchema;
  }
  return {
    ...schema,
    ...(config?.openapi?.body !== undefined && { body: config.openapi.body }),
    ...(Object.keys(response).length > 0 && { response }),
    security: access === 'public' ? [] : [{ bearer: [] }],
  };
}

/** OpenAPI 3.1 from the routes' Zod schemas; the UI lives at /openapi because the spec owns /api/docs. */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Quadro API',
          version: APP_VERSION,
          description: 'Employee-management portal API',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (document) =>
        jsonSchemaTransform({
          ...document,
          schema:
            document.schema && !document.schema.hide
              ? describeRoute(document.route, document.schema)
              : document.schema,
        }),
    });
    await app.register(swaggerUi, { routePrefix: '/openapi', staticCSP: true });
  },
  { name: 'openapi' },
);
