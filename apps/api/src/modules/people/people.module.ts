import type { FastifyInstance } from 'fastify';
import { profilePictureFileRoutes } from './profile-picture-file.routes.ts';

/** People: who each person is. Its /api screens arrive with the employees issue. */
export async function peopleModule(app: FastifyInstance) {
  await app.register(profilePictureFileRoutes);
}
