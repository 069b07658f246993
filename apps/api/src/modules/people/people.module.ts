import type { FastifyInstance } from 'fastify';
import { interestsRoutes } from './interests.routes.ts';
import { peopleRoutes } from './people.routes.ts';
import { profilePictureFileRoutes } from './profile-picture-file.routes.ts';

/** People: who each person is, their public profiles, the people search and the interests. */
export async function peopleModule(app: FastifyInstance) {
  await app.register(profilePictureFileRoutes);
  await app.register(peopleRoutes);
  await app.register(interestsRoutes);
}
