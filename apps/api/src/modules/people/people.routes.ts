import { publicProfileSchema } from '@quadro/contract/people';
import {
  employeeSearchQuerySchema,
  employeeSearchResultSchema,
  searchSuggestionsSchema,
  suggestionsQuerySchema,
} from '@quadro/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { searchPeople, suggestPeople } from './people-search.service.ts';
import { getPublicProfile } from './public-profile.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The directory every signed-in user has: public profiles and the people search. */
export async function peopleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/people/suggestions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['people'],
        summary: 'At most five people whose name contains the term (accents and case ignored)',
        querystring: suggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, ...errors },
      },
    },
    (request) => suggestPeople(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/people/search',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['people'],
        summary: 'One page of employee cards whose name contains the term',
        querystring: employeeSearchQuerySchema,
        response: { 200: employeeSearchResultSchema, ...errors },
      },
    },
    (request) => searchPeople(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/people/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['people'],
        summary:
          "A person's public profile: name and picture only for a hidden person, except to HR",
        params: z.object({ id: z.uuid() }),
        response: { 200: publicProfileSchema, ...errors },
      },
    },
    (request) => getPublicProfile(ctx, actorOf(request), { id: request.params.id }),
  );
}
