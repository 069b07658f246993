import type { ApprovalAction } from '@quadro/contract/approval';
import { firstDayOf, lastDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import {
  WORK_MAP_ROW_STATUSES,
  type WorkMapAttention,
  type WorkMapDetails,
  type WorkMapPage,
  type WorkMapQuery,
  type WorkMapRow,
  type WorkMapRowStatus,
  type WorkMapTotals,
} from '@quadro/contract/work-maps';
import { approvalLevelsOf } from '../../platform/approvals/approval-levels-view.ts';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { holidaysBetween } from '../holidays/holidays.public.ts';
import { workMapApproval } from './work-map.approvable.ts';
import * as table from './work-map-table.repository.ts';
import { totalsOf } from './work-map-view.ts';
import { isWorkMapApprover } from './work-maps.policy.ts';
import * as repository from './work-maps.repository.ts';
import { getWorkMap } from './work-maps.service.ts';
import type { MonthPattern } from './work-pattern.ts';

/** Approve, reject (reason required) or put In Modification: approvers only, never their own map. */
export async function decideWorkMap(
  ctx: ServiceContext,
  actor: Actor,
  input: {
    id: string;
    action: Extract<ApprovalAction, 'approve' | 'reject' | 'modify'>;
    reason?: string | undefined;
  },
): Promise<WorkMapDetails> {
  if (!isWorkMapApprover(actor)) throw notFound('Work map');
  await decideSelected(ctx, actor, workMapApproval, {
    ids: [input.id],
    decision: input.action,
    reason: input.reason,
  });
  return getWorkMap(ctx, actor, { id: input.id });
}

type MonthRow = Awaited<ReturnType<typeof table.listMonthRows>>[number];

/** A row of a month's table with its map's totals (null: no map) and its projects' names. */
export interface MonthRowTotals {
  row: MonthRow;
  totals: WorkMapTotals | null;
  projectNames: Map<string, string>;
}

/** The rows' totals, by the same rule as each map's own page. */
async function withTotals(
  ctx: ServiceContext,
  month: string,
  rows: MonthRow[],
): Promise<MonthRowTotals[]> {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const ids = rows.flatMap((row) => (row.mapId ? [row.mapId] : []));
  const [holidays, days, absences] = await Promise.all([
    holidaysBetween(ctx.db, from, to),
    repository.listWorkDaysOfMaps(ctx.db, ids),
    repository.listAbsencesOfMaps(ctx.db, ids),
  ]);
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const projectNames = new Map(
    days.flatMap((day) =>
      day.projectId && day.projectName ? [[day.projectId, day.projectName]] : [],
    ) as [string, string][],
  );
  return rows.map((row) => {
    if (!row.mapId) return { row, totals: null, projectNames };
    const pattern: MonthPattern = {
      month: { from, to },
      pattern: { workingWeekdays: row.workingWeekdays, holidays: holidayDates },
      dailyHours: Number(row.dailyHours),
      holidays: [],
    };
    const totals = totalsOf(
      pattern,
      days.filter((day) => day.workMapId === row.mapId),
      absences.filter((absence) => absence.workMapId === row.mapId),
    );
    return { row, totals, projectNames };
  });
}

export const absentDaysOf = (totals: WorkMapTotals) =>
  totals.absences.reduce((sum, entry) => sum + entry.days, 0);

function toTableRow(month: string, { row, totals }: MonthRowTotals): WorkMapRow {
  return {
    id: row.mapId,
    employee: { id: row.employeeId, name: row.employeeName },
    month,
    status: row.status,
    daysWorked: totals?.daysWorked ?? 0,
    hours: totals?.hours ?? 0,
    extraHours: totals?.extraHours ?? 0,
    absentDays: totals ? absentDaysOf(totals) : 0,
  };
}

const monthQuery = (query: {
  month: string;
  status?: WorkMapRowStatus | undefined;
  search?: string | undefined;
}) => ({
  monthStart: firstDayOf(query.month),
  monthEnd: lastDayOf(query.month),
  status: query.status,
  search: query.search,
});

/** HR's table: every employee owing a map for the month, created or not, with counts by state. */
export async function listWorkMaps(
  ctx: ServiceContext,
  actor: Actor,
  query: WorkMapQuery,
): Promise<WorkMapPage> {
  if (!isWorkMapApprover(actor)) throw forbidden();
  const where = monthQuery(query);
  const [rows, counts] = await Promise.all([
    table.listMonthRows(ctx.db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    table.countMonthRows(ctx.db, where),
  ]);
  const countsByStatus = Object.fromEntries(
    WORK_MAP_ROW_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
  ) as Record<WorkMapRowStatus, number>;
  const levels = await approvalLevelsOf(
    ctx,
    workMapApproval,
    rows.flatMap((row) => (row.mapId ? [{ id: row.mapId, status: row.status }] : [])),
  );
  return {
    items: (await withTotals(ctx, query.month, rows)).map((row) => ({
      ...toTableRow(query.month, row),
      approvalLevels: row.row.mapId ? levels.get(row.row.mapId) : undefined,
    })),
    total: query.status
      ? countsByStatus[query.status]
      : [...counts.values()].reduce((sum, value) => sum + value, 0),
    page: query.page,
    pageSize: query.pageSize,
    counts: countsByStatus,
  };
}

/** Every row of a month's table with its full totals (the export). */
export async function allWorkMapTotals(
  ctx: ServiceContext,
  actor: Actor,
  month: string,
): Promise<MonthRowTotals[]> {
  if (!isWorkMapApprover(actor)) throw forbidden();
  const rows = await table.listMonthRows(ctx.db, monthQuery({ month }), { limit: null, offset: 0 });
  return withTotals(ctx, month, rows);
}

/** This month and last: maps not created and maps In Modification (menu badge, dashboard). */
export async function workMapAttention(
  ctx: ServiceContext,
  actor: Actor,
): Promise<WorkMapAttention> {
  if (!isWorkMapApprover(actor)) throw forbidden();
  const current = monthOf(companyNow(ctx).date);
  const months = await Promise.all(
    [current, previousMonth(current)].map(async (month) => {
      const counts = await table.countMonthRows(ctx.db, monthQuery({ month }));
      return {
        month,
        notCreated: counts.get('NotCreated') ?? 0,
        inModification: counts.get('InModification') ?? 0,
      };
    }),
  );
  return {
    months,
    total: months.reduce((sum, month) => sum + month.notCreated + month.inModification, 0),
  };
}
