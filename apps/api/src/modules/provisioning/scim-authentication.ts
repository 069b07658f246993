import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { ScimCaller } from './scim-caller.ts';
import { ScimFailure } from './scim-protocol.ts';
import { digestScimSecret } from './scim-secret.ts';
import { findActiveTokenByHash, touchToken } from './scim-tokens.repository.ts';

/** last_used_at is written at most this often, so a busy provider does not write on every call. */
const LAST_USED_PRECISION_MS = 60_000;

const refused = () =>
  new ScimFailure(401, 'A valid SCIM bearer token is required (Authorization: Bearer <token>)');

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The provider behind `Authorization: Bearer <token>`: one of HR's tokens still in force. */
export async function authenticateScim(
  ctx: ServiceContext,
  authorization: string | undefined,
  requestId: string,
): Promise<ScimCaller> {
  const secret = bearerOf(authorization);
  if (!secret) throw refused();
  const token = await findActiveTokenByHash(ctx.db, digestScimSecret(secret));
  if (!token) throw refused();
  const now = ctx.clock.now();
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
    await touchToken(ctx.db, token.id, now, new Date(now.getTime() - LAST_USED_PRECISION_MS));
  const provider = ctx.config.oidcProviders.find((candidate) => candidate.id === token.providerId);
  return {
    userId: null,
    profiles: [],
    requestId,
    tokenId: token.id,
    mapping: provider?.groupProfiles ?? {},
    defaultProfiles: provider?.defaultProfiles ?? ['employee'],
    deleteErasesAfterDays: provider?.scimDeleteErasesAfterDays,
  };
}
