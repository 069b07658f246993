import {
  WORK_MAP_MESSAGES,
  type WorkDayInput,
  type WorkMapDetails,
} from '@quadro/contract/work-maps';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { listProjectsOfPeriod } from '../projects/projects.public.ts';
import { lockEditableMap } from './editable-map.ts';
import { vacationOn } from './vacation-days.ts';
import * as repository from './work-maps.repository.ts';
import { getWorkMap } from './work-maps.service.ts';
import type { MonthPattern } from './work-pattern.ts';

const workDayNotFound = () => notFound('Work day');

async function checkedValues(
  tx: ServiceContext,
  { employeeId, month }: { employeeId: string; month: MonthPattern },
  input: WorkDayInput,
): Promise<repository.WorkDayValues> {
  if (input.start < month.month.from || input.start > month.month.to) {
    throw invalidField('start', WORK_MAP_MESSAGES.dayOutsideMonth);
  }
  // An approved vacation day takes the whole day; a half day leaves half the daily hours.
  const vacation = await vacationOn(tx.db, employeeId, input.start);
  if (vacation === 'whole') {
    throw invalidField('start', WORK_MAP_MESSAGES.vacationDay(input.start));
  }
  const halfLeft = month.dailyHours / 2;
  if (vacation === 'half' && input.hours > halfLeft) {
    throw invalidField('hours', WORK_MAP_MESSAGES.halfVacationDay(input.start, halfLeft));
  }
  if (input.projectId) {
    const onDay = await listProjectsOfPeriod(tx.db, employeeId, input.start, input.start);
    if (!onDay.some((project) => project.id === input.projectId)) {
      throw invalidField('projectId', WORK_MAP_MESSAGES.unknownProject);
    }
  }
  return {
    day: input.start,
    hours: input.hours.toFixed(2),
    extraHours: (input.extraHours ?? 0).toFixed(2),
    projectId: input.projectId ?? null,
  };
}

const dayTaken = () =>
  new AppError('conflict', WORK_MAP_MESSAGES.dayTaken, [
    { field: 'start', message: WORK_MAP_MESSAGES.dayTaken },
  ]);

/** Adds a day to the map (a weekend or holiday worked, a day taken out before). */
export async function addWorkDay(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; day: WorkDayInput },
): Promise<WorkMapDetails> {
  await withTransaction(ctx, async (tx) => {
    const { map, month } = await lockEditableMap(tx, actor, input.mapId);
    const values = await checkedValues(tx, { employeeId: map.employeeId, month }, input.day);
    if (await repository.findWorkDayOn(tx.db, map.id, values.day)) throw dayTaken();
    const created = await repository.insertWorkDay(tx.db, map.id, values);
    await repository.touchMap(tx.db, map.id, tx.clock.now());
    await tx.audit({
      actor,
      action: 'work-day.create',
      entityType: 'work_maps',
      entityId: map.id,
      before: null,
      after: { id: created?.id, ...values },
    });
  });
  return getWorkMap(ctx, actor, { id: input.mapId });
}

export async function updateWorkDay(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; dayId: string; day: WorkDayInput },
): Promise<WorkMapDetails> {
  await withTransaction(ctx, async (tx) => {
    const { map, month } = await lockEditableMap(tx, actor, input.mapId);
    const before = await repository.findWorkDay(tx.db, map.id, input.dayId);
    if (!before) throw workDayNotFound();
    const values = await checkedValues(tx, { employeeId: map.employeeId, month }, input.day);
    const other = await repository.findWorkDayOn(tx.db, map.id, values.day);
    if (other && other.id !== before.id) throw dayTaken();
    await repository.updateWorkDay(tx.db, before.id, values);
    await repository.touchMap(tx.db, map.id, tx.clock.now());
    await tx.audit({
      actor,
      action: 'work-day.update',
      entityType: 'work_maps',
      entityId: map.id,
      before: {
        id: before.id,
        day: before.day,
        hours: before.hours,
        extraHours: before.extraHours,
        projectId: before.projectId,
      },
      after: { id: before.id, ...values },
    });
  });
  return getWorkMap(ctx, actor, { id: input.mapId });
}

export async function removeWorkDay(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; dayId: string },
): Promise<WorkMapDetails> {
  await withTransaction(ctx, async (tx) => {
    const { map } = await lockEditableMap(tx, actor, input.mapId);
    const before = await repository.findWorkDay(tx.db, map.id, input.dayId);
    if (!before) throw workDayNotFound();
    await repository.deleteWorkDay(tx.db, before.id);
    await repository.touchMap(tx.db, map.id, tx.clock.now());
    await tx.audit({
      actor,
      action: 'work-day.delete',
      entityType: 'work_maps',
      entityId: map.id,
      before: { id: before.id, day: before.day, hours: before.hours },
      after: null,
    });
  });
  return getWorkMap(ctx, actor, { id: input.mapId });
}
