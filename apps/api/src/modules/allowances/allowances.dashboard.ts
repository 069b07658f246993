import {
  ALLOWANCE_HOLDERS,
  ALLOWANCE_MANAGERS,
  ALLOWANCE_STATUS_LABELS,
  ALLOWANCE_TYPE_LABELS,
  ALLOWANCE_TYPES,
} from '@quadro/contract/allowances';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { countFigure, valueFigure } from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { allowancePlanApproval } from './allowance-plan.approvable.ts';
import { myAllowances } from './allowances.service.ts';

const MINE = '/app/payments/allowances';

/**
 * The holder's plans of the year a new plan is for (each allowance's amount and state, or 'Not
 * added'), and for the managers the plans waiting for their level.
 */
export const allowancesDashboard: DashboardPieces = {
  widgets: [
    {
      key: 'myAllowances',
      profiles: ALLOWANCE_HOLDERS,
      async load(ctx, actor) {
        const mine = await myAllowances(ctx, actor);
        const ofYear = mine.plans.filter((plan) => plan.year === mine.targetYear);
        return {
          key: 'myAllowances',
          title: 'My allowances',
          caption: String(mine.targetYear),
          figures: ALLOWANCE_TYPES.map(({ key }) => {
            const plan = ofYear.find((found) => found.allowance === key);
            return plan
              ? valueFigure(
                  key,
                  `${ALLOWANCE_TYPE_LABELS[key]}: ${ALLOWANCE_STATUS_LABELS[plan.status]}`,
                  plan.amount,
                  'euros',
                  MINE,
                )
              : valueFigure(key, ALLOWANCE_TYPE_LABELS[key], 'Not added', 'status', MINE);
          }),
          link: { label: 'Open my allowances', href: MINE },
        };
      },
    },
  ],
  pending: [
    {
      key: 'allowancePlans',
      profiles: ALLOWANCE_MANAGERS,
      load: async (ctx, actor) => [
        countFigure(
          'allowancePlans',
          'Allowance plans',
          await countPending(ctx, actor, allowancePlanApproval),
          allowancePlanApproval.managePath,
        ),
      ],
    },
  ],
};
