import type { FastifyInstance } from 'fastify';
import { contractsRoutes } from './contracts.routes.ts';

/** Contracts and salaries: an employee's contracts, salaries and salary change log. */
export async function contractsModule(app: FastifyInstance) {
  await app.register(contractsRoutes);
}
