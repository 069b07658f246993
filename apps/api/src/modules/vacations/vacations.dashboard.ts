import { VACATION_APPROVERS } from '@quadro/contract/vacations';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { amountFigure, countFigure } from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { vacationApproval, vacationCancellationApproval } from './vacation.approvable.ts';
import { balanceOf } from './vacation-days.ts';
import { personOf } from './vacations.service.ts';

const MINE = '/app/vacations';
const MANAGE = '/app/manage-vacations?status=PendingApproval';

/**
 * The employee's year as /app/vacations shows it (the same balance: approved, pending and left
 * days), and for the approvers the requests and cancellations waiting for their level.
 */
export const vacationsDashboard: DashboardPieces = {
  widgets: [
    {
      key: 'myVacations',
      profiles: ['employee'],
      async load(ctx, actor, now) {
        const year = Number(now.date.slice(0, 4));
        const balance = await balanceOf(ctx, await personOf(ctx, actor.userId), year, now.date);
        const href = `${MINE}?year=${year}`;
        return {
          key: 'myVacations',
          title: 'My vacations',
          caption: String(year),
          figures: [
            amountFigure('approved', 'Approved', balance.used, 'days', href),
            amountFigure('pending', 'Pending', balance.pending, 'days', href),
            amountFigure('left', 'Days left', balance.left, 'days', href),
          ],
          link: { label: 'Open my vacations', href: MINE },
        };
      },
    },
  ],
  pending: [
    {
      key: 'vacations',
      profiles: VACATION_APPROVERS,
      async load(ctx, actor) {
        const requests = await countPending(ctx, actor, vacationApproval);
        return [countFigure('vacations', 'Vacation requests', requests, `${MANAGE}&kind=Request`)];
      },
    },
    {
      key: 'vacationCancellations',
      profiles: VACATION_APPROVERS,
      async load(ctx, actor) {
        const cancellations = await countPending(ctx, actor, vacationCancellationApproval);
        return [
          countFigure(
            'vacationCancellations',
            'Vacation cancellations',
            cancellations,
            `${MANAGE}&kind=Cancellation`,
          ),
        ];
      },
    },
  ],
};
