import type { FastifyInstance } from 'fastify';
import { currentClientsOn } from '../people/people.public.ts';
import { currentClientsOf } from './clients.repository.ts';
import { clientsRoutes } from './clients.routes.ts';

/** Clients: the companies employees work for, and who works for each when. */
export async function clientsModule(app: FastifyInstance) {
  // HR's employees table (people) shows and filters by each person's current client.
  app.serviceContext.hooks.provide(currentClientsOn, currentClientsOf);
  await app.register(clientsRoutes);
}
