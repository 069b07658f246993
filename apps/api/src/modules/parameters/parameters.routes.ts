import {
  systemParameterKeySchema,
  systemParameterListSchema,
  systemParameterSchema,
  updateSystemParameterSchema,
} from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as parameters from './parameters.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** HR's screen of system parameters; modules read the values through ctx.parameters. */
export async function parametersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/system-parameters',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['system-parameters'],
        summary: 'Every system parameter with its value, default and last change',
        response: { 200: systemParameterListSchema, ...errors },
      },
    },
    (request) => parameters.listSystemParameters(ctx, actorOf(request)),
  );

  routes.put(
    '/api/system-parameters/:key',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['system-parameters'],
        summary: 'Change one system parameter (checked against its own type and bounds)',
        params: z.object({ key: systemParameterKeySchema }),
        body: updateSystemParameterSchema,
        response: { 200: systemParameterSchema, ...errors },
      },
    },
    (request) =>
      parameters.updateSystemParameter(ctx, actorOf(request), {
        key: request.params.key,
        value: request.body.value,
      }),
  );
}
