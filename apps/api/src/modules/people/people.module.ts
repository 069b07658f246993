import type { FastifyInstance } from 'fastify';
import { employeeImportRoutes } from './employee-import.routes.ts';
import { employeesRoutes } from './employees.routes.ts';
import { interestsRoutes } from './interests.routes.ts';
import { peopleRoutes } from './people.routes.ts';
import { profilePictureFileRoutes } from './profile-picture-file.routes.ts';

/** People: who each person is, their public profiles, the people search, the interests, and HR's employees administration. */
export async function peopleModule(app: FastifyInstance) {
  await app.register(profilePictureFileRoutes);
  await app.register(peopleRoutes);
  await app.register(interestsRoutes);
  await app.register(employeesRoutes);
  await app.register(employeeImportRoutes);
}
