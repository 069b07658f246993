import { monthOf } from '@quadro/contract/calendar-days';
import {
  type ManageTravelPassPage,
  type ManageTravelPassQuery,
  TRAVEL_PASS_MESSAGES,
  TRAVEL_PASS_WORKFLOW,
  type TravelPassApproval,
  type TravelPassResult,
} from '@quadro/contract/travel-passes';
import { transition } from '../../platform/approvals/transition.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { travelPassDecisionMail } from './travel-pass-mail.ts';
import { toTravelPass } from './travel-pass-view.ts';
import type { ZipEntry } from './travel-pass-zip.ts';
import { isTravelPassApprover } from './travel-passes.policy.ts';
import * as repository from './travel-passes.repository.ts';
import { travelPasses } from './travel-passes.schema.ts';
import { thisMonth, travelPassNotFound } from './travel-passes.service.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelPassApprover(actor)) throw forbidden();
}

/** Spec §7 PUT /api/travel-pass/approval: finance approves, or rejects with a reason; never their own. */
export async function decideTravelPass(
  ctx: ServiceContext,
  actor: Actor,
  input: TravelPassApproval,
): Promise<TravelPassResult> {
  assertApprover(actor);
  await withTransaction(ctx, async (tx) => {
    const before = await repository.lockPass(tx.db, input.id);
    const after = await transition(tx.db, {
      table: travelPasses,
      id: input.id,
      action: input.decision,
      actor,
      reason: input.reason,
      label: 'travel pass',
      workflow: TRAVEL_PASS_WORKFLOW,
      notDecidedBy: 'employeeId',
    });
    const holder = await findPersonById(tx.db, after.employeeId);
    if (before?.status === after.status || !holder) return;
    await travelPassDecisionMail(tx, {
      email: holder.email,
      name: holder.name,
      month: monthOf(after.month),
      value: after.value ?? '0',
      approved: after.status === 'Approved',
      reason: after.rejectionReason,
    });
  });
  const row = await repository.findPass(ctx.db, input.id);
  if (!row) throw travelPassNotFound();
  return {
    message:
      input.decision === 'approve' ? TRAVEL_PASS_MESSAGES.approved : TRAVEL_PASS_MESSAGES.rejected,
    travelPass: toTravelPass(row),
  };
}

/** Spec §7 GET /api/travel-pass/pending-number: passes waiting for finance (a number). */
export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertApprover(actor);
  return repository.countPending(ctx.db);
}

/** The receipts of a month's approved passes (this month by default), for the zip. */
export async function receiptsOfMonth(
  ctx: ServiceContext,
  actor: Actor,
  input: { month?: string | undefined },
): Promise<ZipEntry[]> {
  assertApprover(actor);
  const month = input.month ? `${input.month}-01` : thisMonth(ctx);
  const rows = await repository.listApprovedReceipts(ctx.db, month);
  return rows.map((row) => ({ ...row, month: row.month.slice(0, 7) }));
}

/** Finance's month: every pass sent or decided, waiting ones first, with the approved total. */
export async function listMonth(
  ctx: ServiceContext,
  actor: Actor,
  query: ManageTravelPassQuery,
): Promise<ManageTravelPassPage> {
  assertApprover(actor);
  const where = { month: `${query.month}-01`, status: query.status, search: query.search };
  const [rows, counted] = await Promise.all([
    repository.listPassesOfMonth(ctx.db, {
      ...where,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countPassesOfMonth(ctx.db, where),
  ]);
  return {
    items: rows.map(toTravelPass),
    total: counted.total,
    page: query.page,
    pageSize: query.pageSize,
    approvedTotal: counted.approvedTotal,
  };
}
