import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateScim } from './scim-authentication.ts';
import type { ScimCaller } from './scim-caller.ts';
import { resourceTypes, schemaDocuments, serviceProviderConfig } from './scim-discovery.ts';
import * as groups from './scim-groups.service.ts';
import type { ScimListQuery } from './scim-list-query.ts';
import { listResponse, SCIM_MEDIA_TYPE, ScimFailure, scimErrorBody } from './scim-protocol.ts';
import { scimRouteSchema } from './scim-route-schemas.ts';
import * as users from './scim-users.service.ts';
import { scimBaseUrl } from './scim-users.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider behind the SCIM bearer token, on /scim/v2 routes. */
    scimCaller: ScimCaller | null;
  }
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

function callerOf(request: FastifyRequest): ScimCaller {
  if (!request.scimCaller) throw new Error('SCIM route reached without its bearer check');
  return request.scimCaller;
}

function listQueryOf(request: FastifyRequest): ScimListQuery & { excludedAttributes?: string } {
  const query = request.query as Record<string, unknown>;
  const single = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    filter: single('filter'),
    startIndex: single('startIndex'),
    count: single('count'),
    sortBy: single('sortBy'),
    sortOrder: single('sortOrder'),
    excludedAttributes: single('excludedAttributes'),
  };
}

const created = (reply: FastifyReply, resource: { meta: { location: string } }) =>
  reply.status(201).header('location', resource.meta.location).send(resource);

/**
 * The SCIM 2.0 service (RFC 7643/7644) under /scim/v2: RFC 7644's media type and error bodies,
 * behind HR's bearer tokens rather than a person's session, so the routes are public to Fastify's
 * access rule and check the token themselves.
 */
export async function scimRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;
  const config = { access: 'public' as const };

  app.addContentTypeParser(
    SCIM_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.decorateRequest('scimCaller', null);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ScimFailure) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
      return reply.status(error.status).send(error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'SCIM request failed');
      return reply.status(500).send(scimErrorBody(500, 'The server could not answer'));
    }
    const detail = (error as Error).message;
    return reply
      .status(status)
      .send(scimErrorBody(status, detail, status === 400 ? 'invalidSyntax' : undefined));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(scimErrorBody(404, `${request.method} ${request.url} is no SCIM endpoint`)),
  );

  app.addHook('onRequest', async (request) => {
    request.scimCaller = await authenticateScim(ctx, request.headers.authorization, request.id);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-type', `${SCIM_MEDIA_TYPE}; charset=utf-8`);
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/ServiceProviderConfig',
    { config, schema: scimRouteSchema('What this SCIM service supports (RFC 7644 §5)', 200) },
    () => serviceProviderConfig(scimBaseUrl(ctx)),
  );
  app.get(
    '/ResourceTypes',
    { config, schema: scimRouteSchema('The SCIM resource types: User and Group', 200) },
    () => {
      const types = resourceTypes(scimBaseUrl(ctx));
      return listResponse(types, types.length, 1);
    },
  );
  app.get(
    '/Schemas',
    { config, schema: scimRouteSchema('The attributes of User and Group this service keeps', 200) },
    () => {
      const schemas = schemaDocuments(scimBaseUrl(ctx));
      return listResponse(schemas, schemas.length, 1);
    },
  );

  app.get(
    '/Users',
    { config, schema: scimRouteSchema('People as SCIM Users, filtered, sorted and paged', 200) },
    (request) => users.listScimUsers(ctx, callerOf(request), listQueryOf(request)),
  );
  app.get(
    '/Users/:id',
    { config, schema: scimRouteSchema('One person as a SCIM User', 200) },
    (request: IdRequest) => users.getScimUser(ctx, callerOf(request), { id: request.params.id }),
  );
  app.post(
    '/Users',
    {
      config,
      schema: scimRouteSchema('The provider creates a person (no password, no invitation)', 201),
    },
    async (request, reply) =>
      created(reply, await users.createScimUser(ctx, callerOf(request), request.body)),
  );
  app.put(
    '/Users/:id',
    { config, schema: scimRouteSchema("The provider replaces a person's SCIM attributes", 200) },
    (request: IdRequest) =>
      users.replaceScimUser(ctx, callerOf(request), { id: request.params.id, body: request.body }),
  );
  app.patch(
    '/Users/:id',
    {
      config,
      schema: scimRouteSchema(
        'The provider patches a person (RFC 7644 PatchOp); active false deactivates',
        200,
      ),
    },
    (request: IdRequest) =>
      users.patchScimUser(ctx, callerOf(request), { id: request.params.id, body: request.body }),
  );
  app.delete(
    '/Users/:id',
    {
      config,
      schema: scimRouteSchema(
        'Deactivates the person: the records stay, the account is disabled',
        204,
      ),
    },
    async (request: IdRequest, reply) => {
      await users.deleteScimUser(ctx, callerOf(request), { id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/Groups',
    { config, schema: scimRouteSchema("The provider's groups, filtered, sorted and paged", 200) },
    (request) => {
      const query = listQueryOf(request);
      const excluded = (query.excludedAttributes ?? '').toLowerCase().split(',');
      return groups.listScimGroups(ctx, callerOf(request), {
        ...query,
        withMembers: !excluded.map((name) => name.trim()).includes('members'),
      });
    },
  );
  app.get(
    '/Groups/:id',
    { config, schema: scimRouteSchema('One group with its members', 200) },
    (request: IdRequest) => groups.getScimGroup(ctx, callerOf(request), { id: request.params.id }),
  );
  app.post(
    '/Groups',
    {
      config,
      schema: scimRouteSchema(
        "The provider creates a group; its members' mapped profiles follow",
        201,
      ),
    },
    async (request, reply) =>
      created(reply, await groups.createScimGroup(ctx, callerOf(request), request.body)),
  );
  app.put(
    '/Groups/:id',
    { config, schema: scimRouteSchema('The provider replaces a group and its members', 200) },
    (request: IdRequest) =>
      groups.replaceScimGroup(ctx, callerOf(request), {
        id: request.params.id,
        body: request.body,
      }),
  );
  app.patch(
    '/Groups/:id',
    {
      config,
      schema: scimRouteSchema(
        "The provider patches a group's name or members (RFC 7644 PatchOp)",
        200,
      ),
    },
    (request: IdRequest) =>
      groups.patchScimGroup(ctx, callerOf(request), { id: request.params.id, body: request.body }),
  );
  app.delete(
    '/Groups/:id',
    {
      config,
      schema: scimRouteSchema('Deletes a group: its former members lose what it gave them', 204),
    },
    async (request: IdRequest, reply) => {
      await groups.deleteScimGroup(ctx, callerOf(request), { id: request.params.id });
      return reply.status(204).send();
    },
  );
}
