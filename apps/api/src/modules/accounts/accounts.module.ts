import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts.routes.ts';
import { createDirectoryCache } from './directory-cache.ts';
import { profilePictureRoutes } from './profile-picture.routes.ts';

/** Accounts: the signed-in user's own profile, and HR's activation of accounts. */
export async function accountsModule(app: FastifyInstance) {
  // One directory cache for every route that answers with the account.
  const directory = createDirectoryCache();
  await app.register(accountsRoutes, { directory });
  await app.register(profilePictureRoutes, { directory });
}
