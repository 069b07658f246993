import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts.routes.ts';
import { profilePictureRoutes } from './profile-picture.routes.ts';

/** Accounts: the signed-in user's own profile, and HR's activation of accounts. */
export async function accountsModule(app: FastifyInstance) {
  await app.register(accountsRoutes);
  await app.register(profilePictureRoutes);
}
