import type { EndpointDefinition } from '@quadro/contract/endpoint';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type SchemaField<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The Fastify schema an endpoint gives its route, so handlers are typed as routes with inline schemas were. */
export interface EndpointSchema<E extends EndpointDefinition> extends FastifySchema {
  params: SchemaField<E, 'params'>;
  querystring: SchemaField<E, 'query'>;
  body: SchemaField<E, 'body'>;
  response: E['responses'];
}

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What a route adds to its endpoint: a rate limit, `beforeTwoFactor`, documentation, a body limit. */
export type RouteExtra = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'access'>;
  schema?: Pick<FastifySchema, 'consumes' | 'hide'>;
};

/**
 * Registers the route of a contract endpoint: method, url, validation and answer schemas, OpenAPI
 * tag and summary, and `config.access` all come from the endpoint; the module gives the handler.
 */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extra: RouteExtra = {},
): void {
  const { config, schema, ...options } = extra;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...config,
      access: endpoint.access,
      ...((endpoint.formData || config?.openapi) && {
        openapi: { ...(endpoint.formData && { body: endpoint.formData }), ...config?.openapi },
      }),
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.formData && { consumes: ['multipart/form-data'] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: endpoint.responses,
      ...schema,
    } as unknown as EndpointSchema<E>,
    handler,
  });
}
