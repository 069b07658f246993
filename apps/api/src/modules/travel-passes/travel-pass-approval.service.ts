import {
  type ManageTravelPassPage,
  type ManageTravelPassQuery,
  TRAVEL_PASS_MESSAGES,
  type TravelPassApproval,
  type TravelPassResult,
} from '@quadro/contract/travel-passes';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { queuePage } from '../../platform/approvals/queue-page.ts';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { travelPassApproval } from './travel-pass.approvable.ts';
import { toTravelPass } from './travel-pass-view.ts';
import type { ZipEntry } from './travel-pass-zip.ts';
import { isTravelPassApprover } from './travel-passes.policy.ts';
import * as repository from './travel-passes.repository.ts';
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
  await decideSelected(ctx, actor, travelPassApproval, {
    ids: [input.id],
    decision: input.decision,
    reason: input.reason,
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
  return countPending(ctx, actor, travelPassApproval);
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
  const { page, counted } = await queuePage(ctx, travelPassApproval, {
    page: query.page,
    pageSize: query.pageSize,
    status: query.status,
    filters: repository.passQueueFilters({ month: `${query.month}-01`, search: query.search }),
    rows: repository.passQueueRows,
    orderBy: repository.passQueueOrder,
    count: repository.passQueueCount,
    itemOf: (row) => row.pass,
    items: (rows, levels) =>
      rows.map((row) => ({ ...toTravelPass(row), approvalLevels: levels.get(row.pass.id) })),
  });
  return { ...page, approvedTotal: counted.approvedTotal };
}
