import { monthOf } from '@quadro/contract/calendar-days';
import { formatMonth } from '@quadro/contract/formatting';
import { WORK_MAP_APPROVERS, WORK_MAP_STATUS_LABELS } from '@quadro/contract/work-maps';
import { sql } from 'drizzle-orm';
import { countPendingBy } from '../../platform/approvals/pending-count.ts';
import {
  amountFigure,
  countFigure,
  periodCountFigures,
  valueFigure,
} from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { workMapApproval } from './work-map.approvable.ts';
import { workMapAttention } from './work-map-approval.service.ts';
import { workMaps } from './work-maps.schema.ts';
import { myMonthSummary } from './work-maps.service.ts';

const MANAGE = '/app/manage-work-map';

/**
 * The employee's map of this month (its state and hours, or Not Created), and for the approvers
 * the maps waiting for their level plus the attention widget's months: not created and In
 * Modification, this month and last, each opening the month's table with that status.
 */
export const workMapsDashboard: DashboardPieces = {
  widgets: [
    {
      key: 'myWorkMap',
      profiles: ['employee'],
      async load(ctx, actor, now) {
        const month = monthOf(now.date);
        const summary = await myMonthSummary(ctx, actor, month);
        const href = summary
          ? `/app/work-map-history/details/${summary.id}`
          : '/app/work-map-history';
        return {
          key: 'myWorkMap',
          title: 'My work map',
          caption: formatMonth(month),
          figures: [
            valueFigure(
              'status',
              'Status',
              WORK_MAP_STATUS_LABELS[summary?.status ?? 'NotCreated'],
              'status',
              href,
            ),
            amountFigure('hours', 'Hours', summary?.hours ?? 0, 'hours', href),
          ],
          link: { label: 'Open my work maps', href: '/app/work-map-history' },
        };
      },
    },
  ],
  pending: [
    {
      key: 'workMaps',
      profiles: WORK_MAP_APPROVERS,
      async load(ctx, actor) {
        const [waiting, attention] = await Promise.all([
          countPendingBy(
            ctx,
            actor,
            workMapApproval,
            sql<string>`to_char(${workMaps.month}, 'YYYY-MM')`,
          ),
          workMapAttention(ctx, actor),
        ]);
        return [
          ...periodCountFigures('workMaps', 'Work maps waiting for approval', waiting, {
            label: formatMonth,
            href: (month) => `${MANAGE}?month=${month}&status=PendingApproval`,
            emptyHref: `${MANAGE}?status=PendingApproval`,
          }),
          ...attention.months.flatMap(({ month, notCreated, inModification }) => [
            countFigure(
              `workMapsNotCreated:${month}`,
              `Work maps not created, ${formatMonth(month)}`,
              notCreated,
              `${MANAGE}?month=${month}&status=NotCreated`,
            ),
            countFigure(
              `workMapsInModification:${month}`,
              `Work maps In Modification, ${formatMonth(month)}`,
              inModification,
              `${MANAGE}?month=${month}&status=InModification`,
            ),
          ]),
        ];
      },
    },
  ],
};
