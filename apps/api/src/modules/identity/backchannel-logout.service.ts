import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { revokeFamily } from './identity.repository.ts';
import { LogoutTokenRejected, verifyLogoutToken } from './logout-token.ts';
import { oidcConfiguration, oidcProviderOf } from './oidc-client.ts';
import { recordLogoutToken, ssoFamiliesNamedBy } from './sso-sessions.repository.ts';

/**
 * OpenID Connect Back-Channel Logout: the provider says a person's session there ended, so every
 * Quadro session that began with it ends too, its access tokens on every instance within about a
 * second (revokeFamily's session revocations). A token already honoured (its jti) ends nothing new.
 * Answers how many sessions it ended.
 */
export async function honourBackChannelLogout(
  ctx: ServiceContext,
  actor: Actor,
  input: { providerId: string; logoutToken: string },
): Promise<{ ended: number }> {
  const provider = oidcProviderOf(ctx.config, input.providerId);
  if (!provider) throw new LogoutTokenRejected('unknown provider', 404);
  const metadata = (await oidcConfiguration(ctx.config, provider.id)).serverMetadata();
  const claims = await verifyLogoutToken(
    ctx.config,
    metadata,
    provider.clientId,
    input.logoutToken,
    ctx.clock.now(),
  );
  const ended = await withTransaction(ctx, async (tx) => {
    if (!(await recordLogoutToken(tx.db, provider.id, claims.jti))) return 0;
    let count = 0;
    for (const family of await ssoFamiliesNamedBy(tx.db, provider.id, claims)) {
      if ((await revokeFamily(tx.db, family.familyId)) === 0) continue;
      count += 1;
      await tx.audit({
        actor,
        action: 'session.end-by-provider',
        entityType: 'sessions',
        entityId: family.familyId,
        before: null,
        after: { userId: family.userId, provider: provider.id, sid: claims.sid ?? null },
      });
    }
    return count;
  });
  return { ended };
}
