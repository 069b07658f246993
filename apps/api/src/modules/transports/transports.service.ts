import {
  TRANSPORT_MESSAGES,
  type Transport,
  type TransportInput,
  type TransportQuery,
  type TransportResult,
} from '@quadro/contract/transports';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { auditedFields, toTransport, transportFields } from './transport-view.ts';
import { canManageTransports, canReadTransports } from './transports.policy.ts';
import * as repository from './transports.repository.ts';

const transportNotFound = () => notFound('Transport');

/** One operator's pass is in the catalogue once, whatever the case: 409 naming the pass type. */
function duplicate(input: TransportInput): AppError {
  const message = TRANSPORT_MESSAGES.duplicate(input.operator, input.passType);
  return new AppError('conflict', message, [{ field: 'passType', message }]);
}

/** Runs a write, turning the unique index's refusal into that 409. */
async function refusingDuplicates<T>(input: TransportInput, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input);
    throw error;
  }
}

/** The catalogue, newest first, optionally narrowed to an operator or pass type. */
export async function listTransports(
  ctx: ServiceContext,
  actor: Actor,
  input: TransportQuery,
): Promise<Transport[]> {
  if (!canReadTransports(actor)) throw forbidden();
  return (await repository.listTransports(ctx.db, input.search)).map(toTransport);
}

export async function createTransport(
  ctx: ServiceContext,
  actor: Actor,
  input: TransportInput,
): Promise<TransportResult> {
  if (!canManageTransports(actor)) throw forbidden();
  const fields = transportFields(input);
  return refusingDuplicates(input, () =>
    withTransaction(ctx, async (tx) => {
      const created = await repository.insertTransport(tx.db, fields);
      await tx.audit({
        actor,
        action: 'transport.create',
        entityType: 'transports',
        entityId: created.id,
        before: null,
        after: fields,
      });
      return { message: TRANSPORT_MESSAGES.saved, transport: toTransport(created) };
    }),
  );
}

export async function updateTransport(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; transport: TransportInput },
): Promise<TransportResult> {
  if (!canManageTransports(actor)) throw transportNotFound();
  const fields = transportFields(input.transport);
  return refusingDuplicates(input.transport, () =>
    withTransaction(ctx, async (tx) => {
      const before = await repository.lockTransport(tx.db, input.id);
      if (!before) throw transportNotFound();
      const after = await repository.updateTransport(tx.db, input.id, fields, tx.clock.now());
      if (!after) throw transportNotFound();
      await tx.audit({
        actor,
        action: 'transport.update',
        entityType: 'transports',
        entityId: input.id,
        before: auditedFields(before),
        after: fields,
      });
      return { message: TRANSPORT_MESSAGES.updated, transport: toTransport(after) };
    }),
  );
}

export async function removeTransport(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  if (!canManageTransports(actor)) throw transportNotFound();
  await withTransaction(ctx, async (tx) => {
    const before = await repository.lockTransport(tx.db, input.id);
    if (!before) throw transportNotFound();
    await repository.deleteTransport(tx.db, input.id);
    await tx.audit({
      actor,
      action: 'transport.delete',
      entityType: 'transports',
      entityId: input.id,
      before: auditedFields(before),
      after: null,
    });
  });
  return { message: TRANSPORT_MESSAGES.removed };
}
