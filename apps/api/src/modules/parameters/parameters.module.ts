import type { FastifyInstance } from 'fastify';
import { parametersRoutes } from './parameters.routes.ts';

/** System parameters: HR's screen; the values themselves are cached by platform/parameters. */
export async function parametersModule(app: FastifyInstance) {
  await app.register(parametersRoutes);
}
