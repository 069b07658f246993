import type { KeyName } from '@quadro/contract/account';
import {
  type AllocationInput,
  CLIENT_MESSAGES,
  type Client,
  type ClientAllocation,
  type ClientDetails,
  type ClientInput,
} from '@quadro/contract/clients';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { findPersonById } from '../people/people.public.ts';
import { clientFields, toAllocation, toClient, toClientDetails } from './client-view.ts';
import { canManageClients, canReadClients } from './clients.policy.ts';
import * as repository from './clients.repository.ts';

const clientNotFound = () => notFound('Client');
const allocationNotFound = () => notFound('Allocation');

function duplicateName(name: string): AppError {
  const message = CLIENT_MESSAGES.duplicateName(name);
  return new AppError('conflict', message, [{ field: 'name', message }]);
}

/** Runs a client write, turning the name index's refusal into a 409 naming the field. */
async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

export async function listClients(ctx: ServiceContext, actor: Actor): Promise<Client[]> {
  if (!canReadClients(actor)) throw forbidden();
  const rows = await repository.listClients(ctx.db, companyNow(ctx).date);
  return rows.map((row) => toClient(row.client, row.current));
}

export async function getClient(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<ClientDetails> {
  if (!canReadClients(actor)) throw clientNotFound();
  const row = await repository.findClient(ctx.db, input.id);
  if (!row) throw clientNotFound();
  const today = companyNow(ctx).date;
  return toClientDetails(
    row,
    await repository.currentAllocationsOf(ctx.db, row.id, today),
    await repository.listAllocations(ctx.db, row.id),
  );
}

export async function createClient(
  ctx: ServiceContext,
  actor: Actor,
  input: ClientInput,
): Promise<Client> {
  if (!canManageClients(actor)) throw forbidden();
  return withUniqueName(input.name, () =>
    withTransaction(ctx, async (tx) => {
      const created = await repository.insertClient(tx.db, clientFields(input));
      await tx.audit({
        actor,
        action: 'client.create',
        entityType: 'clients',
        entityId: created.id,
        before: null,
        after: clientFields(input),
      });
      return toClient(created, 0);
    }),
  );
}

export async function updateClient(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; client: ClientInput },
): Promise<Client> {
  if (!canManageClients(actor)) throw clientNotFound();
  return withUniqueName(input.client.name, () =>
    withTransaction(ctx, async (tx) => {
      const before = await repository.lockClient(tx.db, input.id);
      if (!before) throw clientNotFound();
      const fields = clientFields(input.client);
      const after = await repository.updateClient(tx.db, input.id, fields, tx.clock.now());
      if (!after) throw clientNotFound();
      await tx.audit({
        actor,
        action: 'client.update',
        entityType: 'clients',
        entityId: input.id,
        before,
        after: fields,
      });
      const today = companyNow(tx).date;
      return toClient(after, await repository.currentAllocationsOf(tx.db, input.id, today));
    }),
  );
}

/** A client with projects stays (409); its allocations go with it. */
export async function removeClient(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!canManageClients(actor)) throw clientNotFound();
  try {
    await withTransaction(ctx, async (tx) => {
      const before = await repository.lockClient(tx.db, input.id);
      if (!before) throw clientNotFound();
      await repository.deleteClient(tx.db, input.id);
      await tx.audit({
        actor,
        action: 'client.delete',
        entityType: 'clients',
        entityId: input.id,
        before,
        after: null,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('conflict', CLIENT_MESSAGES.hasProjects);
    throw error;
  }
}

async function enabledEmployee(ctx: ServiceContext, employeeId: string) {
  const person = await findPersonById(ctx.db, employeeId);
  if (!person?.enabled) throw invalidField('employee_id', CLIENT_MESSAGES.unknownEmployee);
  return person;
}

function overlapping(): AppError {
  return new AppError('conflict', CLIENT_MESSAGES.overlapping, [
    { field: 'started_at', message: CLIENT_MESSAGES.overlapping },
  ]);
}

export async function addAllocation(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: string; allocation: AllocationInput },
): Promise<ClientAllocation> {
  if (!canManageClients(actor)) throw clientNotFound();
  const { allocation } = input;
  const person = await enabledEmployee(ctx, allocation.employee_id);
  return withTransaction(ctx, async (tx) => {
    if (!(await repository.lockClient(tx.db, input.clientId))) throw clientNotFound();
    await repository.lockEmployeeAllocations(tx.db, person.id);
    const period = {
      employeeId: person.id,
      startedAt: allocation.started_at,
      endedAt: allocation.ended_at ?? null,
    };
    if (await repository.overlapsAnother(tx.db, period)) throw overlapping();
    const created = await repository.insertAllocation(tx.db, {
      clientId: input.clientId,
      userId: person.id,
      startedAt: period.startedAt,
      endedAt: period.endedAt,
    });
    await tx.audit({
      actor,
      action: 'client-allocation.create',
      entityType: 'users',
      entityId: person.id,
      before: null,
      after: { allocation: created },
    });
    return toAllocation({ ...created, employeeName: person.name });
  });
}

export async function updateAllocation(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; allocation: AllocationInput },
): Promise<ClientAllocation> {
  if (!canManageClients(actor)) throw allocationNotFound();
  const { allocation } = input;
  const person = await enabledEmployee(ctx, allocation.employee_id);
  return withTransaction(ctx, async (tx) => {
    const before = await repository.findAllocation(tx.db, input.id);
    if (!before) throw allocationNotFound();
    await repository.lockEmployeeAllocations(tx.db, person.id);
    const period = {
      employeeId: person.id,
      startedAt: allocation.started_at,
      endedAt: allocation.ended_at ?? null,
      exceptId: input.id,
    };
    if (await repository.overlapsAnother(tx.db, period)) throw overlapping();
    const after = await repository.updateAllocation(tx.db, input.id, {
      userId: person.id,
      startedAt: period.startedAt,
      endedAt: period.endedAt,
    });
    if (!after) throw allocationNotFound();
    await tx.audit({
      actor,
      action: 'client-allocation.update',
      entityType: 'users',
      entityId: person.id,
      before: { allocation: before },
      after: { allocation: after },
    });
    return toAllocation({ ...after, employeeName: person.name });
  });
}

export async function removeAllocation(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!canManageClients(actor)) throw allocationNotFound();
  await withTransaction(ctx, async (tx) => {
    const removed = await repository.deleteAllocation(tx.db, input.id);
    if (!removed) throw allocationNotFound();
    await tx.audit({
      actor,
      action: 'client-allocation.delete',
      entityType: 'users',
      entityId: removed.userId,
      before: { allocation: removed },
      after: null,
    });
  });
}

/** Enabled people with no client today (the company's day). */
export function employeesWithoutClient(ctx: ServiceContext): Promise<KeyName[]> {
  return repository.listEmployeesWithoutClient(ctx.db, companyNow(ctx).date);
}

export async function listEmployeesWithoutClient(
  ctx: ServiceContext,
  actor: Actor,
): Promise<KeyName[]> {
  if (!canManageClients(actor)) throw forbidden();
  return employeesWithoutClient(ctx);
}
