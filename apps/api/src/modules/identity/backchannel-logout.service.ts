import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { revokeFamily } from './identity.repository.ts';
import {
  LOGOUT_TOKEN_REPLAY_WINDOW_MS,
  LogoutTokenRejected,
  verifyLogoutToken,
} from './logout-token.ts';
import { oidcConfiguration, oidcProviderOf } from './oidc-client.ts';
import {
  forgetLogoutTokensBefore,
  recordLogoutToken,
  ssoFamiliesNamedBy,
} from './sso-sessions.repository.ts';

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
  const now = ctx.clock.now();
  const claims = await verifyLogoutToken(
    ctx.config,
    metadata,
    provider.clientId,
    input.logoutToken,
    now,
  );
  const ended = await withTransaction(ctx, async (tx) => {
    await forgetLogoutTokensBefore(tx.db, new Date(now.getTime() - LOGOUT_TOKEN_REPLAY_WINDOW_MS));
    const token = { providerId: provider.id, jti: claims.jti, receivedAt: now };
    if (!(await recordLogoutToken(tx.db, token))) return 0;
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
