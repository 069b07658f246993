import type { FastifyInstance } from 'fastify';
import { personCreated, twoFactorOnOf } from '../people/people.public.ts';
import { accountRecoveryRoutes } from './account-recovery.routes.ts';
import { backChannelLogoutRoutes } from './backchannel-logout.routes.ts';
import { IDENTITY_RETENTION_RULES } from './identity.retention.ts';
import { invitePerson } from './invitation.service.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { signInLinksRoutes } from './sign-in-links.routes.ts';
import { signOutRoutes } from './sign-out.routes.ts';
import { tokenRoutes } from './token.routes.ts';
import { twoFactorOn } from './two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/**
 * Identity: credentials, sessions and tokens, password recovery, self-registration and single
 * sign-on through OpenID Connect providers.
 */
export async function identityModule(app: FastifyInstance) {
  // A person HR creates gets the invitation to choose a password, in the same transaction.
  app.serviceContext.hooks.on(personCreated, invitePerson);
  // HR's employees table (people) shows and filters by whether each person's two-factor is on.
  app.serviceContext.hooks.provide(twoFactorOnOf, twoFactorOn);
  for (const rule of IDENTITY_RETENTION_RULES) app.registerRetention(rule);
  await app.register(tokenRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(sessionsRoutes);
  await app.register(twoFactorRoutes);
  await app.register(oidcRoutes);
  await app.register(signInLinksRoutes);
  await app.register(signOutRoutes);
  await app.register(backChannelLogoutRoutes);
}
