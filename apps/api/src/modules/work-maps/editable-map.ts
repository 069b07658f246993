import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { monthKey } from './work-map-view.ts';
import { assertEditable, canChangeWorkMap, canReadWorkMap } from './work-maps.policy.ts';
import * as repository from './work-maps.repository.ts';
import { type MonthPattern, monthPatternOf } from './work-pattern.ts';

/**
 * Inside a transaction: locks the map a change goes to and checks that the actor is its employee
 * (anyone else who may read it gets 403, everyone else 404) and that it is editable (409).
 */
export async function lockEditableMap(
  tx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<{
  map: NonNullable<Awaited<ReturnType<typeof repository.lockMap>>>;
  month: MonthPattern;
}> {
  const map = await repository.lockMap(tx.db, id);
  if (!map || !canReadWorkMap(actor, map)) throw notFound('Work map');
  if (!canChangeWorkMap(actor, map)) {
    throw forbidden("Only the employee changes their work map's days and absences.");
  }
  assertEditable(map);
  const person = await findPersonById(tx.db, map.employeeId);
  if (!person) throw notFound('Work map');
  return { map, month: await monthPatternOf(tx.db, person, monthKey(map.month)) };
}
