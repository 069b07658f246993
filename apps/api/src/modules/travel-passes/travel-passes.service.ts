import type { Readable } from 'node:stream';
import { firstDayOf, monthOf } from '@quadro/contract/calendar-days';
import { toCents } from '@quadro/contract/money';
import {
  TRAVEL_PASS_ATTACHMENT_MAX_BYTES,
  TRAVEL_PASS_MESSAGES,
  type TravelPassPage,
  type TravelPassQuery,
  type TravelPassResult,
} from '@quadro/contract/travel-passes';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { travelPassApproval } from './travel-pass.approvable.ts';
import { toTravelPass } from './travel-pass-view.ts';
import { assertEditable, canReadTravelPass } from './travel-passes.policy.ts';
import * as repository from './travel-passes.repository.ts';

const ATTACHMENT_TYPES = [...DOCUMENT_TYPES, ...PICTURE_TYPES];

export const travelPassNotFound = () => notFound('Travel pass');

/** The first day of this month on the company's clock. */
export const thisMonth = (ctx: ServiceContext) => firstDayOf(monthOf(companyNow(ctx).date));

const fieldError = (code: 'validation_failed' | 'conflict', field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

async function readable(ctx: ServiceContext, actor: Actor, id: string) {
  const row = await repository.findPass(ctx.db, id);
  if (!row || !canReadTravelPass(actor, row.pass)) throw travelPassNotFound();
  return row;
}

async function result(ctx: ServiceContext, id: string, message: string): Promise<TravelPassResult> {
  const row = await repository.findPass(ctx.db, id);
  if (!row) throw travelPassNotFound();
  return { message, travelPass: toTravelPass(row) };
}

/** Spec §7 GET /api/travel-pass: the holder's passes, newest month first, filtered and paged. */
export async function listMyPasses(
  ctx: ServiceContext,
  actor: Actor,
  query: TravelPassQuery,
): Promise<TravelPassPage> {
  const { userId } = requireSignedIn(actor);
  const [rows, total, monthBlocked] = await Promise.all([
    repository.listPassesOf(ctx.db, userId, {
      filter: query.filter,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countPassesOf(ctx.db, userId, query.filter),
    repository.isMonthBlocked(ctx.db, userId, thisMonth(ctx)),
  ]);
  return {
    items: rows.map(toTravelPass),
    total,
    page: query.page,
    pageSize: query.pageSize,
    monthBlocked,
  };
}

/** Spec §7 POST /api/travel-pass: adds this month's pass, once. */
export async function addThisMonth(ctx: ServiceContext, actor: Actor): Promise<TravelPassResult> {
  const { userId } = requireSignedIn(actor);
  const id = await withTransaction(ctx, async (tx) => {
    try {
      const pass = await repository.insertPass(tx.db, { employeeId: userId, month: thisMonth(tx) });
      await tx.audit({
        actor,
        action: 'travel-pass.add',
        entityType: 'travel_passes',
        entityId: pass.id,
        before: null,
        after: { month: pass.month },
      });
      return pass.id;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw fieldError('conflict', 'month', TRAVEL_PASS_MESSAGES.alreadyAdded);
      }
      throw error;
    }
  });
  return result(ctx, id, TRAVEL_PASS_MESSAGES.added);
}

/** Stores the receipt of a multipart part before the other fields are read. */
export async function storeAttachment(
  ctx: ServiceContext,
  actor: Actor,
  upload: { file: Readable; filename: string },
): Promise<StoredFile> {
  const { userId } = requireSignedIn(actor);
  return ctx.files.store(ctx.db, {
    ownerId: userId,
    source: upload.file,
    originalName: upload.filename,
    allowedTypes: ATTACHMENT_TYPES,
    maxBytes: TRAVEL_PASS_ATTACHMENT_MAX_BYTES,
    field: 'attachment',
    unsupportedMessage: TRAVEL_PASS_MESSAGES.attachmentType,
  });
}

/**
 * Spec §7 PUT /api/travel-pass/ (multipart id, attachment, value): the holder sets the value
 * (euros, at most the monthly cap) and replaces the receipt while the pass can change.
 */
export async function savePass(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; value: string | undefined; attachment: StoredFile | undefined },
): Promise<TravelPassResult> {
  const { userId } = requireSignedIn(actor);
  const cap = ctx.parameters.current().travelPassMonthlyCap;
  try {
    if (input.value !== undefined && toCents(input.value) > toCents(cap)) {
      throw fieldError('validation_failed', 'value', TRAVEL_PASS_MESSAGES.overCap(cap));
    }
    await withTransaction(ctx, async (tx) => {
      const pass = await repository.lockPass(tx.db, input.id);
      if (!pass || pass.employeeId !== userId) throw travelPassNotFound();
      assertEditable(pass);
      const previous =
        input.attachment && pass.attachmentFileId
          ? await repository.findFile(tx.db, pass.attachmentFileId)
          : undefined;
      await repository.updatePass(
        tx.db,
        pass.id,
        {
          ...(input.value !== undefined && { value: input.value }),
          ...(input.attachment && { attachmentFileId: input.attachment.id }),
        },
        tx.clock.now(),
      );
      await tx.audit({
        actor,
        action: 'travel-pass.save',
        entityType: 'travel_passes',
        entityId: pass.id,
        before: { value: pass.value, attachmentFileId: pass.attachmentFileId },
        after: {
          value: input.value ?? pass.value,
          attachmentFileId: input.attachment?.id ?? pass.attachmentFileId,
        },
      });
      if (previous) await tx.files.delete(tx.db, previous);
    });
  } catch (error) {
    if (input.attachment) await ctx.files.delete(ctx.db, input.attachment);
    throw error;
  }
  return result(ctx, input.id, TRAVEL_PASS_MESSAGES.saved);
}

/** Spec §7 PUT /api/travel-pass/send-to-approval: only with a value above zero and a receipt. */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<TravelPassResult> {
  const { userId } = requireSignedIn(actor);
  await sendSelected(ctx, actor, travelPassApproval, {
    ids: [input.id],
    scope: repository.passOwnedBy(userId),
    check: (pass) => {
      assertEditable(pass);
      if (pass.value === null || toCents(pass.value) === 0n) {
        throw fieldError('validation_failed', 'value', TRAVEL_PASS_MESSAGES.sendWithoutValue);
      }
      if (!pass.attachmentFileId) {
        throw fieldError(
          'validation_failed',
          'attachment',
          TRAVEL_PASS_MESSAGES.sendWithoutAttachment,
        );
      }
    },
  });
  return result(ctx, input.id, TRAVEL_PASS_MESSAGES.sent);
}

/** Spec §7 DELETE /api/travel-pass/{id}: the holder removes a pass not approved, with its receipt. */
export async function removePass(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  const { userId } = requireSignedIn(actor);
  await withTransaction(ctx, async (tx) => {
    const pass = await repository.lockPass(tx.db, input.id);
    if (!pass || pass.employeeId !== userId) throw travelPassNotFound();
    if (pass.status === 'Approved') throw conflict(TRAVEL_PASS_MESSAGES.approvedNotRemovable);
    const file = pass.attachmentFileId
      ? await repository.findFile(tx.db, pass.attachmentFileId)
      : undefined;
    await repository.deletePass(tx.db, pass.id);
    await tx.audit({
      actor,
      action: 'travel-pass.remove',
      entityType: 'travel_passes',
      entityId: pass.id,
      before: { month: pass.month, value: pass.value, status: pass.status },
      after: null,
    });
    if (file) await tx.files.delete(tx.db, file);
  });
  return { message: TRAVEL_PASS_MESSAGES.removed };
}

/** Spec §7 PUT /api/travel-pass/block-notification: no more reminders this month. */
export async function blockNotification(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ message: string }> {
  const { userId } = requireSignedIn(actor);
  await repository.blockMonth(ctx.db, userId, thisMonth(ctx));
  return { message: TRAVEL_PASS_MESSAGES.blocked };
}

/**
 * Spec §7 PUT /api/travel-pass/block-month?code=: the e-mail's link blocks that person's reminders
 * of that month; an unknown code, or one of a month already over, is refused.
 */
export async function blockMonthByCode(
  ctx: ServiceContext,
  input: { code: string },
): Promise<{ message: string }> {
  const found = await repository.findBlockCode(ctx.db, input.code);
  if (!found || found.month < thisMonth(ctx)) {
    throw new AppError('validation_failed', TRAVEL_PASS_MESSAGES.badCode, [
      { field: 'code', message: TRAVEL_PASS_MESSAGES.badCode },
    ]);
  }
  await repository.blockMonth(ctx.db, found.employeeId, found.month);
  return { message: TRAVEL_PASS_MESSAGES.monthBlocked };
}

/** The receipt, for its holder and finance. */
export async function attachmentOf(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<StoredFile> {
  const { pass } = await readable(ctx, actor, input.id);
  const file = pass.attachmentFileId
    ? await repository.findFile(ctx.db, pass.attachmentFileId)
    : undefined;
  if (!file) throw notFound('Attachment');
  return file;
}
