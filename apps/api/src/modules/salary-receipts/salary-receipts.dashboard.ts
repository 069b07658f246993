import { SALARY_RECEIPT_MANAGERS } from '@quadro/contract/salary-receipts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { countFigure } from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { salaryReceiptApproval } from './salary-receipt.approvable.ts';

/** The managers' salary receipts waiting for their level (the list filtered on Pending Approval). */
export const salaryReceiptsDashboard: DashboardPieces = {
  pending: [
    {
      key: 'salaryReceipts',
      profiles: SALARY_RECEIPT_MANAGERS,
      load: async (ctx, actor) => [
        countFigure(
          'salaryReceipts',
          'Salary receipts',
          await countPending(ctx, actor, salaryReceiptApproval),
          salaryReceiptApproval.managePath,
        ),
      ],
    },
  ],
};
