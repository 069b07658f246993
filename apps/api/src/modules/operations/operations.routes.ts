import { OPERATIONS_ENDPOINTS as endpoints } from '@quadro/contract/operations.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as failedMails from './failed-mails.service.ts';
import { listScheduledJobs } from './scheduled-jobs.service.ts';

/** The administrator's Settings › Delivery and Jobs: what failed and what ran. */
export async function operationsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listFailedMails, (request) =>
    failedMails.listFailedMails(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.retryMails, (request) =>
    failedMails.retryMails(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.listScheduledJobs, (request) =>
    listScheduledJobs(ctx, actorOf(request), app.scheduledJobs()),
  );
}
