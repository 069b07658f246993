import type { FastifyInstance } from 'fastify';
import { allowanceManagementRoutes } from './allowance-management.routes.ts';
import { allowancesRoutes } from './allowances.routes.ts';

/** Allowances: each employee's vacation and Christmas allowance plans, approved by finance. */
export async function allowancesModule(app: FastifyInstance) {
  await app.register(allowanceManagementRoutes);
  await app.register(allowancesRoutes);
}
