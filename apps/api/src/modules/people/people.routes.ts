import { PEOPLE_ENDPOINTS as endpoints } from '@quadro/contract/people.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { searchPeople, searchScreens, searchSuggestions } from './people-search.service.ts';
import { getPublicProfile } from './public-profile.service.ts';

/** The directory every signed-in user has: public profiles, the people search and the screens search. */
export async function peopleRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.searchSuggestions, (request) =>
    searchSuggestions(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.searchPeople, (request) =>
    searchPeople(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.searchScreens, async (request) =>
    searchScreens(actorOf(request), request.query),
  );

  route(app, endpoints.getPublicProfile, (request) =>
    getPublicProfile(ctx, actorOf(request), { id: request.params.id }),
  );
}
