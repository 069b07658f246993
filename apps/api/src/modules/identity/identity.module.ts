import type { FastifyInstance } from 'fastify';
import { accountRecoveryRoutes } from './account-recovery.routes.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { tokenRoutes } from './token.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/** Identity: credentials, sessions and tokens, password recovery and self-registration. */
export async function identityModule(app: FastifyInstance) {
  await app.register(tokenRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(sessionsRoutes);
  await app.register(twoFactorRoutes);
}
