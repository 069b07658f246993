import type { FastifyInstance } from 'fastify';
import { createCompressedAnswers } from '../../platform/http/compressed-answers.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createDirectoryCache } from './directory-cache.ts';
import { profilePictureRoutes } from './profile-picture.routes.ts';

/** How many staff answers (about 130 KiB compressed each at 5,000 people) are kept. */
const STAFF_ANSWERS_KEPT = 64;

/** Accounts: the signed-in user's own profile, and HR's activation of accounts. */
export async function accountsModule(app: FastifyInstance) {
  // One directory cache for every route that answers with the account.
  const directory = createDirectoryCache();
  // Staff's answers, each compressed once: a few dozen people at most open the shell as staff.
  const answers = createCompressedAnswers(STAFF_ANSWERS_KEPT);
  await app.register(accountsRoutes, { directory, answers });
  await app.register(profilePictureRoutes, { directory });
}
