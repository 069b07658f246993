import type { TripLimitRule } from '@quadro/contract/monthly-trip-rules';
import {
  MONTHLY_TRIP_MESSAGES,
  TRIP_LIMIT_SCOPE_LABELS,
  type TripLimit,
  type TripLimitInput,
  type TripLimitScope,
  type TripLimitsPage,
  type TripLimitsQuery,
  type UpdateTripLimit,
} from '@quadro/contract/monthly-trips';
import type { Executor } from '../../db/database.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { clientExists, clientNamesOf, listClientNames } from '../clients/clients.public.ts';
import { isTravelApprover } from '../kilometre-maps/kilometre-maps.public.ts';
import type { TripLimitRow } from './monthly-trips.schema.ts';
import * as repository from './trip-limits.repository.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

const scopeIdOf = (row: TripLimitRow) => row.employeeId ?? row.clientId;

/** Every limit as the rules read it. */
export async function tripLimitRules(db: Executor): Promise<TripLimitRule[]> {
  return (await repository.listAllLimits(db)).map(({ limit }) => ({
    scope: limit.scope as TripLimitScope,
    scopeId: scopeIdOf(limit),
    mostTripsAMonth: limit.mostTripsAMonth,
    mostKilometresATrip: limit.mostKilometresATrip,
    fromDate: limit.fromDate,
  }));
}

async function namedLimits(db: Executor): Promise<TripLimit[]> {
  const rows = await repository.listAllLimits(db);
  const clientNames = await clientNamesOf(
    db,
    rows.flatMap(({ limit }) => (limit.clientId ? [limit.clientId] : [])),
  );
  return rows.map(({ limit, employeeName }) => ({
    id: limit.id,
    scope: limit.scope as TripLimitScope,
    scopeId: scopeIdOf(limit),
    scopeName:
      employeeName ??
      (limit.clientId ? (clientNames.get(limit.clientId) ?? '') : TRIP_LIMIT_SCOPE_LABELS.everyone),
    mostTripsAMonth: limit.mostTripsAMonth,
    mostKilometresATrip: limit.mostKilometresATrip,
    fromDate: limit.fromDate,
  }));
}

const compareBy: Record<TripLimitsQuery['sort'], (a: TripLimit, b: TripLimit) => number> = {
  scope: (a, b) => a.scope.localeCompare(b.scope),
  scopeName: (a, b) => a.scopeName.localeCompare(b.scopeName),
  mostTripsAMonth: (a, b) => (a.mostTripsAMonth ?? -1) - (b.mostTripsAMonth ?? -1),
  mostKilometresATrip: (a, b) =>
    Number(a.mostKilometresATrip ?? -1) - Number(b.mostKilometresATrip ?? -1),
  fromDate: (a, b) => (a.fromDate ?? '').localeCompare(b.fromDate ?? ''),
};

/**
 * GET /api/travels/trip-limits: the generic table's page. Limits are a handful, so they are
 * filtered, sorted and cut in memory, by whom they name too.
 */
export async function listTripLimits(
  ctx: ServiceContext,
  actor: Actor,
  query: TripLimitsQuery,
): Promise<TripLimitsPage> {
  assertApprover(actor);
  const term = query.search.trim().toLowerCase();
  const direction = query.direction === 'asc' ? 1 : -1;
  const matching = (await namedLimits(ctx.db))
    .filter((limit) => !query.scope || limit.scope === query.scope)
    .filter((limit) => !term || limit.scopeName.toLowerCase().includes(term))
    .sort(
      (a, b) =>
        direction * compareBy[query.sort](a, b) ||
        a.scopeName.localeCompare(b.scopeName) ||
        a.id.localeCompare(b.id),
    );
  const [clients, employees] = await Promise.all([
    listClientNames(ctx.db),
    repository.listEmployeeNames(ctx.db),
  ]);
  return {
    items: matching.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    options: { clients, employees },
  };
}

async function columnsOf(db: Executor, input: TripLimitInput) {
  const scopeId = input.scopeId ?? null;
  if (input.scope === 'client' && scopeId && !(await clientExists(db, scopeId))) {
    throw invalidField('scopeId', MONTHLY_TRIP_MESSAGES.clientNotFound);
  }
  if (input.scope === 'employee' && scopeId && !(await repository.employeeExists(db, scopeId))) {
    throw invalidField('scopeId', 'No such employee');
  }
  return {
    scope: input.scope,
    clientId: input.scope === 'client' ? scopeId : null,
    employeeId: input.scope === 'employee' ? scopeId : null,
    mostTripsAMonth: input.mostTripsAMonth ?? null,
    mostKilometresATrip: input.mostKilometresATrip ?? null,
    fromDate: input.fromDate ?? null,
  };
}

async function storing<T>(store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', MONTHLY_TRIP_MESSAGES.limitExists, [
        { field: 'fromDate', message: MONTHLY_TRIP_MESSAGES.limitExists },
      ]);
    }
    throw error;
  }
}

async function viewOf(db: Executor, id: string): Promise<TripLimit> {
  const limit = (await namedLimits(db)).find((item) => item.id === id);
  if (!limit) throw notFound('Trip limit');
  return limit;
}

/** POST /api/travels/trip-limits. */
export async function addTripLimit(
  ctx: ServiceContext,
  actor: Actor,
  input: TripLimitInput,
): Promise<{ message: string; limit: TripLimit }> {
  assertApprover(actor);
  return withTransaction(ctx, async (tx) => {
    const columns = await columnsOf(tx.db, input);
    const row = await storing(() => repository.insertLimit(tx.db, columns));
    if (!row) throw new Error('The limit was not stored');
    await tx.audit({
      actor,
      action: 'trip-limit.add',
      entityType: 'trip_limits',
      entityId: row.id,
      before: null,
      after: columns,
    });
    return { message: MONTHLY_TRIP_MESSAGES.limitSaved, limit: await viewOf(tx.db, row.id) };
  });
}

/** PUT /api/travels/trip-limits. */
export async function updateTripLimit(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateTripLimit,
): Promise<{ message: string; limit: TripLimit }> {
  assertApprover(actor);
  return withTransaction(ctx, async (tx) => {
    const before = await repository.findLimit(tx.db, input.id);
    if (!before) throw notFound('Trip limit');
    const columns = await columnsOf(tx.db, input);
    await storing(() =>
      repository.updateLimit(tx.db, input.id, { ...columns, updatedAt: tx.clock.now() }),
    );
    await tx.audit({
      actor,
      action: 'trip-limit.update',
      entityType: 'trip_limits',
      entityId: input.id,
      before,
      after: columns,
    });
    return { message: MONTHLY_TRIP_MESSAGES.limitUpdated, limit: await viewOf(tx.db, input.id) };
  });
}

/** DELETE /api/travels/trip-limits. */
export async function removeTripLimit(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  assertApprover(actor);
  return withTransaction(ctx, async (tx) => {
    const before = await repository.findLimit(tx.db, input.id);
    if (!before || !(await repository.deleteLimit(tx.db, input.id))) {
      throw notFound('Trip limit');
    }
    await tx.audit({
      actor,
      action: 'trip-limit.remove',
      entityType: 'trip_limits',
      entityId: input.id,
      before,
      after: null,
    });
    return { message: MONTHLY_TRIP_MESSAGES.limitRemoved };
  });
}
