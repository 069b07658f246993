import {
  type CreateScimToken,
  PROVISIONING_MESSAGES,
  type ScimToken,
} from '@quadro/contract/provisioning';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { canManageScimTokens } from './provisioning.policy.ts';
import { digestScimSecret, newScimSecret } from './scim-secret.ts';
import * as repository from './scim-tokens.repository.ts';

const tokenNotFound = () => notFound('SCIM token');

export const unknownProviderMessage = (known: readonly string[]) =>
  known.length === 0
    ? 'No identity provider is configured (OIDC_PROVIDERS): leave the provider empty'
    : `Choose one of the configured providers: ${known.join(', ')}`;

function toScimToken(row: repository.ScimTokenRow): ScimToken {
  return {
    id: row.id,
    name: row.name,
    providerId: row.providerId,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.creatorId && row.creatorName ? { id: row.creatorId, name: row.creatorName } : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listScimTokens(ctx: ServiceContext, actor: Actor): Promise<ScimToken[]> {
  if (!canManageScimTokens(actor)) throw forbidden();
  return (await repository.listTokens(ctx.db)).map(toScimToken);
}

/** A new token, shown this once: only its digest is stored. */
export async function createScimToken(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateScimToken,
): Promise<ScimToken & { token: string }> {
  if (!canManageScimTokens(actor)) throw forbidden();
  const providerId = input.providerId || null;
  const known = ctx.config.oidcProviders.map((provider) => provider.id);
  if (providerId !== null && !known.includes(providerId))
    throw invalidField('providerId', unknownProviderMessage(known));
  const token = newScimSecret();
  return withTransaction(ctx, async (tx) => {
    const { id } = await repository.insertToken(tx.db, {
      name: input.name,
      tokenHash: digestScimSecret(token),
      providerId,
      createdBy: actor.userId,
    });
    await tx.audit({
      actor,
      action: 'scim-token.create',
      entityType: 'scim_tokens',
      entityId: id,
      before: null,
      after: { name: input.name, providerId },
    });
    const created = await repository.findToken(tx.db, id);
    if (!created) throw new Error('created scim token vanished');
    return { ...toScimToken(created), token };
  });
}

/** Revoking a revoked token again changes nothing and answers the same: the provider is refused. */
export async function revokeScimToken(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  if (!canManageScimTokens(actor)) throw forbidden();
  return withTransaction(ctx, async (tx) => {
    const existing = await repository.findToken(tx.db, input.id);
    if (!existing) throw tokenNotFound();
    const revoked = await repository.revokeToken(tx.db, input.id, tx.clock.now());
    if (revoked) {
      await tx.audit({
        actor,
        action: 'scim-token.revoke',
        entityType: 'scim_tokens',
        entityId: revoked.id,
        before: { name: revoked.name, providerId: revoked.providerId, revokedAt: null },
        after: { revokedAt: tx.clock.now().toISOString() },
      });
    }
    return { message: PROVISIONING_MESSAGES.tokenRevoked };
  });
}
