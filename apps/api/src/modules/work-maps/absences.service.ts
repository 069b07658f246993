import type { MultipartFile } from '@fastify/multipart';
import {
  type AbsenceInput,
  WORK_MAP_MESSAGES,
  type WorkMapDetails,
} from '@quadro/contract/work-maps';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, invalidField, notFound } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { absenceSpan } from './absence-span.ts';
import { lockEditableMap } from './editable-map.ts';
import * as repository from './work-maps.repository.ts';
import { getWorkMap, readableMap } from './work-maps.service.ts';
import type { MonthPattern } from './work-pattern.ts';

export const JUSTIFICATION_MAX_BYTES = 5 * 1024 * 1024;
const JUSTIFICATION_TYPES = [...DOCUMENT_TYPES, ...PICTURE_TYPES];
const absenceNotFound = () => notFound('Absence');
const overlap = () =>
  new AppError('conflict', WORK_MAP_MESSAGES.absenceOverlap, [
    { field: 'start', message: WORK_MAP_MESSAGES.absenceOverlap },
  ]);

function valuesOf(input: AbsenceInput, month: MonthPattern): repository.AbsenceValues {
  const span = absenceSpan(input, month);
  return {
    type: input.type,
    startDate: span.start,
    endDate: span.end,
    unit: input.unit,
    hours: input.unit === 'hours' ? (input.hours ?? 0).toFixed(2) : null,
    note: input.note || null,
  };
}

export async function addAbsence(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; absence: AbsenceInput },
): Promise<WorkMapDetails> {
  await withTransaction(ctx, async (tx) => {
    const { map, month } = await lockEditableMap(tx, actor, input.mapId);
    const values = valuesOf(input.absence, month);
    const clash = await repository.findOverlappingAbsence(tx.db, {
      employeeId: map.employeeId,
      start: values.startDate,
      end: values.endDate,
    });
    if (clash) throw overlap();
    const created = await repository.insertAbsence(tx.db, {
      ...values,
      workMapId: map.id,
      employeeId: map.employeeId,
    });
    await tx.audit({
      actor,
      action: 'absence.create',
      entityType: 'work_maps',
      entityId: map.id,
      before: null,
      after: { id: created.id, ...values },
    });
  });
  return getWorkMap(ctx, actor, { id: input.mapId });
}

export async function updateAbsence(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; absenceId: string; absence: AbsenceInput },
): Promise<WorkMapDetails> {
  await withTransaction(ctx, async (tx) => {
    const { map, month } = await lockEditableMap(tx, actor, input.mapId);
    const before = await repository.findAbsence(tx.db, map.id, input.absenceId);
    if (!before) throw absenceNotFound();
    const values = valuesOf(input.absence, month);
    const clash = await repository.findOverlappingAbsence(tx.db, {
      employeeId: map.employeeId,
      start: values.startDate,
      end: values.endDate,
      exceptId: before.id,
    });
    if (clash) throw overlap();
    await repository.updateAbsence(tx.db, before.id, values, tx.clock.now());
    await tx.audit({
      actor,
      action: 'absence.update',
      entityType: 'work_maps',
      entityId: map.id,
      before: {
        id: before.id,
        type: before.type,
        startDate: before.startDate,
        endDate: before.endDate,
        unit: before.unit,
        hours: before.hours,
      },
      after: { id: before.id, ...values },
    });
  });
  return getWorkMap(ctx, actor, { id: input.mapId });
}

export async function removeAbsence(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; absenceId: string },
): Promise<WorkMapDetails> {
  await withTransaction(ctx, async (tx) => {
    const { map } = await lockEditableMap(tx, actor, input.mapId);
    const before = await repository.findAbsence(tx.db, map.id, input.absenceId);
    if (!before) throw absenceNotFound();
    await repository.deleteAbsence(tx.db, before.id);
    const file = before.justificationFileId
      ? await repository.findFile(tx.db, before.justificationFileId)
      : undefined;
    if (file) await tx.files.delete(tx.db, file);
    await tx.audit({
      actor,
      action: 'absence.delete',
      entityType: 'work_maps',
      entityId: map.id,
      before: {
        id: before.id,
        type: before.type,
        startDate: before.startDate,
        endDate: before.endDate,
      },
      after: null,
    });
  });
  return getWorkMap(ctx, actor, { id: input.mapId });
}

/**
 * Attaches (or replaces) the absence's justification: one PDF, PNG or JPEG of at most 5 MB,
 * checked by content. Stored first, outside the transaction, then swapped in.
 */
export async function attachJustification(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; absenceId: string; upload: MultipartFile | undefined },
): Promise<WorkMapDetails> {
  if (!input.upload) throw invalidField('file', WORK_MAP_MESSAGES.justificationType);
  const map = await readableMap(ctx, actor, input.mapId);
  const stored = await ctx.files.store(ctx.db, {
    ownerId: map.employeeId,
    source: input.upload.file,
    originalName: input.upload.filename,
    allowedTypes: JUSTIFICATION_TYPES,
    maxBytes: JUSTIFICATION_MAX_BYTES,
  });
  try {
    await withTransaction(ctx, async (tx) => {
      const { map: locked } = await lockEditableMap(tx, actor, input.mapId);
      const absence = await repository.findAbsence(tx.db, locked.id, input.absenceId);
      if (!absence) throw absenceNotFound();
      const previous = absence.justificationFileId
        ? await repository.findFile(tx.db, absence.justificationFileId)
        : undefined;
      await repository.setJustification(tx.db, absence.id, stored.id, tx.clock.now());
      if (previous) await tx.files.delete(tx.db, previous);
      await tx.audit({
        actor,
        action: 'absence.justification',
        entityType: 'work_maps',
        entityId: locked.id,
        before: { id: absence.id, justificationFileId: absence.justificationFileId },
        after: { id: absence.id, justificationFileId: stored.id },
      });
    });
  } catch (error) {
    await ctx.files.delete(ctx.db, stored);
    throw error;
  }
  return getWorkMap(ctx, actor, { id: input.mapId });
}

/** The justification file, for whoever reads the map (its employee and the approvers). */
export async function justificationFile(
  ctx: ServiceContext,
  actor: Actor,
  input: { mapId: string; absenceId: string },
): Promise<StoredFile> {
  const map = await readableMap(ctx, actor, input.mapId);
  const absence = await repository.findAbsence(ctx.db, map.id, input.absenceId);
  const file = absence?.justificationFileId
    ? await repository.findFile(ctx.db, absence.justificationFileId)
    : undefined;
  if (!file) throw notFound('Justification');
  return file;
}
