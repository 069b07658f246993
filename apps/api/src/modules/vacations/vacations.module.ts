import type { FastifyInstance } from 'fastify';
import { vacationApprovalRoutes } from './vacation-approval.routes.ts';
import { vacationFeedRoutes } from './vacation-feed.routes.ts';
import { vacationsRoutes } from './vacations.routes.ts';

/** Vacations: requests and their balance, approvals and cancellations, the team calendar, feeds. */
export async function vacationsModule(app: FastifyInstance) {
  await app.register(vacationApprovalRoutes);
  await app.register(vacationsRoutes);
  await app.register(vacationFeedRoutes);
}
