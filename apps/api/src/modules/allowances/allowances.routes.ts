import {
  ALLOWANCE_HOLDERS,
  ALLOWANCE_MANAGERS,
  allowancePlanChangesSchema,
  allowancePlanResultSchema,
  allowancePlanSchema,
  myAllowancesSchema,
  newAllowancePlanSchema,
} from '@quadro/contract/allowances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as plans from './allowances.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const holders = [...ALLOWANCE_HOLDERS];
const holdersAndManagers = [...ALLOWANCE_HOLDERS, ...ALLOWANCE_MANAGERS];

/** Each employee's own vacation and Christmas allowance plans. */
export async function allowancesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/allowances/mine',
    {
      config: { access: holders },
      schema: {
        tags: ['allowances'],
        summary: "The signed-in employee's plans and what 'Add allowance' may add",
        response: { 200: myAllowancesSchema, ...errors },
      },
    },
    (request) => plans.myAllowances(ctx, actorOf(request)),
  );

  routes.post(
    '/api/allowances',
    {
      config: { access: holders },
      schema: {
        tags: ['allowances'],
        summary:
          'Add a plan of the target year (this year; from December the next): one per allowance',
        body: newAllowancePlanSchema,
        response: { 201: allowancePlanResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await plans.addMyPlan(ctx, actorOf(request), request.body)),
  );

  routes.get(
    '/api/allowances/:id',
    {
      config: { access: holdersAndManagers },
      schema: {
        tags: ['allowances'],
        summary: 'One plan with its instalments (its employee, finance and admin)',
        params,
        response: { 200: allowancePlanSchema, ...errors },
      },
    },
    (request) => plans.getPlan(ctx, actorOf(request), request.params),
  );

  routes.put(
    '/api/allowances/:id',
    {
      config: { access: holdersAndManagers },
      schema: {
        tags: ['allowances'],
        summary:
          'Change the schedule or month of a plan not sent, or rejected; finance may set the amount',
        params,
        body: allowancePlanChangesSchema,
        response: { 200: allowancePlanResultSchema, ...errors },
      },
    },
    (request) =>
      plans.updatePlan(ctx, actorOf(request), { ...request.body, id: request.params.id }),
  );

  routes.delete(
    '/api/allowances/:id',
    {
      config: { access: holdersAndManagers },
      schema: {
        tags: ['allowances'],
        summary: 'Remove a plan not sent, or rejected',
        params,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    (request) => plans.removePlan(ctx, actorOf(request), request.params),
  );
}
