import {
  holidayInputSchema,
  holidayListSchema,
  holidayQuerySchema,
  holidaySchema,
} from '@quadro/contract/holidays';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as holidays from './holidays.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** The holiday calendar: national holidays computed for any year, and the ones HR adds. */
export async function holidaysRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/holidays',
    {
      config: { access: ['hr', 'cto'] },
      schema: {
        tags: ['holidays'],
        summary:
          "A year's holidays (default: this year): national ones (id null) and HR's, by date",
        querystring: holidayQuerySchema,
        response: { 200: holidayListSchema, ...errors },
      },
    },
    (request) => holidays.listHolidays(ctx, actorOf(request), request.query),
  );

  routes.post(
    '/api/holidays',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['holidays'],
        summary: 'Add a regional holiday (409 on date when the day already is a holiday)',
        body: holidayInputSchema,
        response: { 201: holidaySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await holidays.createHoliday(ctx, actorOf(request), request.body)),
  );

  routes.put(
    '/api/holidays/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['holidays'],
        summary: 'Change a regional holiday',
        params,
        body: holidayInputSchema,
        response: { 200: holidaySchema, ...errors },
      },
    },
    (request) =>
      holidays.updateHoliday(ctx, actorOf(request), {
        id: request.params.id,
        holiday: request.body,
      }),
  );

  routes.delete(
    '/api/holidays/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['holidays'],
        summary: 'Remove a regional holiday',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await holidays.removeHoliday(ctx, actorOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
