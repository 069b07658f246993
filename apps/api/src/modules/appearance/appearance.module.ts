import type { FastifyInstance } from 'fastify';
import { appearanceRoutes } from './appearance.routes.ts';

/** Appearance: the signed-in user's shell appearance and the Show Guide's seen flag. */
export async function appearanceModule(app: FastifyInstance) {
  await app.register(appearanceRoutes);
}
