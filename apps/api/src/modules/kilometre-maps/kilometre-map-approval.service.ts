import { monthOf } from '@quadro/contract/calendar-days';
import type {
  KilometreMapApproval,
  ManageKilometreMapsPage,
  ManageKilometreMapsQuery,
} from '@quadro/contract/kilometre-maps';
import { TRAVEL_MESSAGES } from '@quadro/contract/travels';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { queuePage } from '../../platform/approvals/queue-page.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { kilometreMapApproval } from './kilometre-map.approvable.ts';
import { toKilometreMonth } from './kilometre-map-view.ts';
import { isTravelApprover } from './kilometre-maps.policy.ts';
import * as repository from './kilometre-maps.repository.ts';
import { resubmitWindows } from './kilometre-month-windows.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

/** Finance's kilometre-map months of a year or a month: sent or decided, waiting ones first. */
export async function manageKilometreMaps(
  ctx: ServiceContext,
  actor: Actor,
  query: ManageKilometreMapsQuery,
): Promise<ManageKilometreMapsPage> {
  assertApprover(actor);
  const parameters = ctx.parameters.current();
  const today = companyNow(ctx).date;
  const { page, counted } = await queuePage(ctx, kilometreMapApproval, {
    page: query.page,
    pageSize: query.pageSize,
    status: query.status,
    filters: repository.monthQueueFilters(query),
    rows: repository.monthQueueRows,
    orderBy: repository.monthQueueOrder,
    count: repository.monthQueueCount,
    itemOf: (row) => row.month,
    items: async (rows, levels) => {
      const windows = await resubmitWindows(
        ctx.db,
        rows.map(({ month }) => month),
        {
          workingDays: parameters.kilometreMapResubmitWorkingDays,
          timeZone: parameters.companyTimeZone,
        },
      );
      return rows.map(({ month: row, employee, vehiclePlate }) => {
        const month = monthOf(row.month);
        const view = toKilometreMonth(month, row, {
          // Finance lists sent months only, and a sent month keeps the rate it was sent with.
          rate: row.pricePerKm ?? parameters.pricePerKilometre,
          deadlineDay: parameters.kilometreMapDeadlineDay,
          today,
          windows,
        });
        return {
          ...view,
          id: row.id,
          employee,
          vehiclePlate,
          approvalLevels: levels.get(row.id),
        };
      });
    },
  });
  return {
    ...page,
    approvedTotals: { value: counted.value, kilometres: counted.kilometres },
  };
}

/** GET /api/travels/pending-number: months waiting for the signed-in decider. */
export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertApprover(actor);
  return countPending(ctx, actor, kilometreMapApproval);
}

/** PUT /api/travels/approval: finance approves, or rejects with a reason; never their own. */
export async function decideKilometreMonths(
  ctx: ServiceContext,
  actor: Actor,
  input: KilometreMapApproval,
): Promise<{ message: string; decided: number }> {
  assertApprover(actor);
  const decided = await decideSelected(ctx, actor, kilometreMapApproval, input);
  return {
    message: input.decision === 'approve' ? TRAVEL_MESSAGES.approved : TRAVEL_MESSAGES.rejected,
    decided: decided.filter((item) => item.moved).length,
  };
}
