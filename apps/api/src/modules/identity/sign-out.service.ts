import type { SignOutResult } from '@quadro/contract/sso-schemas';
import * as client from 'openid-client';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { revokeFamily } from './identity.repository.ts';
import { oidcConfiguration, oidcProviderOf } from './oidc-client.ts';
import { findSsoSession, type SsoSession } from './sso.repository.ts';
import { publicUrlOf } from './sso-refusal.ts';

/**
 * The provider's end-session URL for a single sign-on session (RP-initiated logout), back to our
 * sign-in page; null when the provider is gone, unreachable or offers no end-session endpoint: the
 * Quadro session has ended all the same, and the browser simply stays here.
 */
async function endSessionUrlOf(ctx: ServiceContext, session: SsoSession): Promise<string | null> {
  const provider = oidcProviderOf(ctx.config, session.providerId);
  if (!provider) return null;
  const configuration = await oidcConfiguration(ctx.config, provider.id).catch(() => null);
  if (!configuration?.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(configuration, {
    id_token_hint: session.idToken,
    post_logout_redirect_uri: publicUrlOf(ctx.config, '/login'),
    client_id: provider.clientId,
  }).href;
}

/**
 * Log Out: ends this session (its refresh tokens now, its access tokens on every instance within
 * seconds), and for a session that began with single sign-on answers where the browser goes on to
 * end the provider's session too.
 */
export async function signOut(ctx: ServiceContext, actor: Actor): Promise<SignOutResult> {
  const { userId, sessionId } = requireSignedIn(actor);
  if (!sessionId) return { redirectTo: null };
  const session = await withTransaction(ctx, async (tx) => {
    const sso = await findSsoSession(tx.db, sessionId);
    await revokeFamily(tx.db, sessionId);
    await tx.audit({
      actor,
      action: 'session.end',
      entityType: 'sessions',
      entityId: sessionId,
      before: null,
      after: { provider: sso?.providerId ?? null },
    });
    return sso?.userId === userId ? sso : undefined;
  });
  return { redirectTo: session ? await endSessionUrlOf(ctx, session) : null };
}
