import { ERASURE_MESSAGES, type ErasureInput, type ErasureResult } from '@quadro/contract/erasure';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts';
import type { ModuleManifest } from '../module-manifest.ts';
import { erasePerson } from './erase-person.ts';
import { canErasePeople } from './erasure.policy.ts';
import { lockPersonToErase } from './erasure.repository.ts';

const personNotFound = () => notFound('Employee');

/** HR's erasure of a disabled person, confirmed by their current name typed exactly. */
export async function eraseEmployee(
  ctx: ServiceContext,
  manifests: readonly ModuleManifest[],
  actor: Actor,
  input: { id: string; erasure: ErasureInput },
): Promise<ErasureResult> {
  if (!canErasePeople(actor)) throw personNotFound();
  return withTransaction(ctx, async (tx) => {
    const row = await lockPersonToErase(tx.db, input.id);
    if (!row) throw personNotFound();
    if (row.erasedAt) throw conflict(ERASURE_MESSAGES.alreadyErased);
    if (row.enabled) throw conflict(ERASURE_MESSAGES.stillEnabled);
    if (input.erasure.confirm_name !== row.name)
      throw invalidField('confirm_name', ERASURE_MESSAGES.nameMismatch);
    const person = await erasePerson(tx, manifests, actor, row);
    return { id: person.id, name: person.anonymousName, erased_at: tx.clock.now().toISOString() };
  });
}
