import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import * as repository from './identity.repository.ts';
import { OAuthFailure } from './oauth-failure.ts';
import { digestToken } from './opaque-token.ts';

const otherClients = () =>
  new OAuthFailure(400, 'unauthorized_client', 'The token was issued to another client');

/** The session and person of an access token of ours, or undefined for anything else. */
function accessTokenSession(
  ctx: ServiceContext,
  token: string,
): { familyId: string; userId: string } | undefined {
  try {
    const claims = ctx.accessTokens.verify(token);
    return claims.sessionId ? { familyId: claims.sessionId, userId: claims.userId } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * RFC 7009: ends the session behind a refresh token (its whole family, and the family's access
 * tokens on every instance within seconds) or behind an access token. A token the server does not
 * know, or that already ended, is answered like a revoked one; a token issued to another client is
 * refused and stays valid.
 */
export async function revokeToken(
  ctx: ServiceContext,
  actor: Actor,
  input: { token: string; clientId: string },
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const refresh = await repository.findRefreshToken(tx.db, digestToken(input.token));
    const session = refresh ?? accessTokenSession(tx, input.token);
    if (!session) return;
    const clientId =
      refresh?.clientId ?? (await repository.clientOfFamily(tx.db, session.familyId));
    if (!clientId) return;
    if (clientId !== input.clientId) throw otherClients();
    const ended = await repository.revokeFamily(tx.db, session.familyId);
    if (ended === 0) return;
    await tx.audit({
      actor: { userId: session.userId, requestId: actor.requestId },
      action: 'session.revoke',
      entityType: 'sessions',
      entityId: session.familyId,
      before: null,
      after: { clientId },
    });
  });
}
