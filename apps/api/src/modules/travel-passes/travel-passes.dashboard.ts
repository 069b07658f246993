import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import { monthOf } from '@quadro/contract/calendar-days';
import { formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_PASS_APPROVERS, TRAVEL_PASS_HOLDERS } from '@quadro/contract/travel-passes';
import { sql } from 'drizzle-orm';
import { countPendingBy } from '../../platform/approvals/pending-count.ts';
import { periodCountFigures, valueFigure } from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { travelPassApproval } from './travel-pass.approvable.ts';
import { findPassOfMonth } from './travel-passes.repository.ts';
import { travelPasses } from './travel-passes.schema.ts';

const MINE = '/app/travel-pass-history';
const MANAGE = '/app/manage-travel-pass';

/**
 * This month's pass of its holder (its state and value, 'Not added' before it is), and for
 * finance the passes waiting for their level, a figure per month (the list shows one month).
 */
export const travelPassesDashboard: DashboardPieces = {
  widgets: [
    {
      key: 'myTravelPass',
      profiles: TRAVEL_PASS_HOLDERS,
      async load(ctx, actor, now) {
        const month = monthOf(now.date);
        const pass = await findPassOfMonth(ctx.db, actor.userId, `${month}-01`);
        return {
          key: 'myTravelPass',
          title: 'My travel pass',
          caption: formatMonth(month),
          figures: [
            valueFigure(
              'status',
              'Status',
              pass ? APPROVAL_STATUS_LABELS[pass.status as ApprovalStatus] : 'Not added',
              'status',
              MINE,
            ),
            valueFigure('amount', 'Amount', pass?.value ?? '0.00', 'euros', MINE),
          ],
          link: { label: 'Open my travel passes', href: MINE },
        };
      },
    },
  ],
  pending: [
    {
      key: 'travelPasses',
      profiles: TRAVEL_PASS_APPROVERS,
      load: async (ctx, actor) =>
        periodCountFigures(
          'travelPasses',
          'Travel passes',
          await countPendingBy(
            ctx,
            actor,
            travelPassApproval,
            sql<string>`to_char(${travelPasses.month}, 'YYYY-MM')`,
          ),
          {
            label: formatMonth,
            href: (month) => `${MANAGE}?month=${month}&status=PendingApproval`,
            emptyHref: `${MANAGE}?status=PendingApproval`,
          },
        ),
    },
  ],
};
