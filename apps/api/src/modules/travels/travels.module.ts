import type { FastifyInstance } from 'fastify';
import { travelYearState } from '../kilometre-maps/kilometre-maps.public.ts';
import { travelOverviewRoutes } from './travel-overview.routes.ts';
import { stateOf } from './travel-state.service.ts';

/**
 * Travels: the employee's year over kilometre maps, monthly trips and road trips; finance's
 * totals and the zips.
 */
export async function travelsModule(app: FastifyInstance) {
  app.serviceContext.hooks.provide(travelYearState, stateOf);
  await app.register(travelOverviewRoutes);
}
