import type { ApprovalStatus } from '@quadro/contract/approval';
import { firstDayOf, lastDayOf } from '@quadro/contract/calendar-days';
import {
  isPastJustificationDeadline,
  justificationDeadline,
} from '@quadro/contract/monthly-trip-rules';
import {
  MONTHLY_TRIP_MESSAGES,
  type TripJustificationApproval,
  type TripJustificationsPage,
  type TripJustificationsQuery,
} from '@quadro/contract/monthly-trips';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { queuePage } from '../../platform/approvals/queue-page.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { isTravelApprover } from '../kilometre-maps/kilometre-maps.public.ts';
import { ownCarKilometres } from '../road-trips/road-trips.public.ts';
import { monthFlags } from './monthly-trip-flags.ts';
import { recordedKilometres, requiredKilometres, toFlaggedTrip } from './monthly-trip-view.ts';
import * as repository from './monthly-trips.repository.ts';
import { tripJustificationApproval } from './trip-justification.approvable.ts';
import { justificationDeadlineDay } from './trip-justification-deadline.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

/**
 * GET /api/travels/monthly-trips-justification: one row per employee whose kilometre-map month is
 * approved (waiting ones first): the value, kilometres required and recorded, the flagged trips
 * with their reasons and notes. Flags are computed for the page's people at once.
 */
export async function tripJustifications(
  ctx: ServiceContext,
  actor: Actor,
  query: TripJustificationsQuery,
): Promise<TripJustificationsPage> {
  assertApprover(actor);
  const firstDay = firstDayOf(query.month);
  const late = isPastJustificationDeadline(
    query.month,
    companyNow(ctx).date,
    justificationDeadlineDay(ctx),
  );
  const { page } = await queuePage(ctx, tripJustificationApproval, {
    page: query.page,
    pageSize: query.pageSize,
    state: repository.justificationStatus,
    listsDrafts: true,
    status: query.status,
    filters: repository.justificationQueueFilters({ firstDay, search: query.search }),
    rows: repository.justificationQueueRows,
    orderBy: repository.justificationQueueOrder,
    count: repository.justificationQueueCount,
    itemOf: (row) => row.justification,
    items: async (rows, levels) => {
      const employeeIds = rows.map((row) => row.employee.id);
      const [trips, driven] = await Promise.all([
        repository.tripsOfPeople(ctx.db, employeeIds, firstDay),
        ownCarKilometres(ctx.db, { employeeIds, from: firstDay, to: lastDayOf(query.month) }),
      ]);
      const flags = await monthFlags(ctx.db, query.month, trips, employeeIds);
      return rows.map(({ employee, kilometreMonth, justification }) => {
        const own = trips.filter((trip) => trip.employeeId === employee.id);
        const status = (justification?.status ?? 'PendingSubmission') as ApprovalStatus;
        return {
          id: justification?.id ?? null,
          employee,
          status,
          rejectionReason: justification?.rejectionReason ?? null,
          value: kilometreMonth.value,
          kilometresRequired: requiredKilometres({ ...kilometreMonth, status: 'Approved' }),
          kilometresRecorded: recordedKilometres(
            own,
            driven.find((row) => row.employeeId === employee.id)?.kilometres,
          ),
          trips: own.length,
          flaggedTrips: own.flatMap((trip) => {
            const reasons = flags.flagsOf(trip);
            return reasons.length === 0 ? [] : [toFlaggedTrip(trip, reasons)];
          }),
          pastDeadline: late && (status === 'PendingSubmission' || status === 'Rejected'),
          approvalLevels: justification ? levels.get(justification.id) : undefined,
        };
      });
    },
  });
  return {
    month: query.month,
    deadline: justificationDeadline(query.month, justificationDeadlineDay(ctx)),
    ...page,
  };
}

/** PUT /api/travels/monthly-trips-justification/approval: accept or send back; never one's own. */
export async function decideTripJustifications(
  ctx: ServiceContext,
  actor: Actor,
  input: TripJustificationApproval,
): Promise<{ message: string; decided: number }> {
  assertApprover(actor);
  const decided = await decideSelected(ctx, actor, tripJustificationApproval, input);
  return {
    message:
      input.decision === 'approve'
        ? MONTHLY_TRIP_MESSAGES.approved
        : MONTHLY_TRIP_MESSAGES.rejected,
    decided: decided.filter((item) => item.moved).length,
  };
}

/**
 * GET /api/travels/requires-attention-number: months past their justification deadline and not
 * justified, plus justifications waiting for the signed-in decider.
 */
export async function requiresAttentionNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertApprover(actor);
  const [late, waiting] = await Promise.all([
    repository.countLateJustifications(ctx.db, companyNow(ctx).date, justificationDeadlineDay(ctx)),
    countPending(ctx, actor, tripJustificationApproval),
  ]);
  return late + waiting;
}
