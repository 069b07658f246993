import { SALARY_RECEIPT_MANAGERS } from '@quadro/contract/salary-receipts';
import { sql } from 'drizzle-orm';
import { countPendingBy } from '../../platform/approvals/pending-count.ts';
import { periodCountFigures } from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { salaryReceiptApproval } from './salary-receipt.approvable.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

const MANAGE = '/app/manage-salary-receipts';

/** The managers' salary receipts waiting for their level (a figure per year, each the year's list filtered on Pending Approval). */
export const salaryReceiptsDashboard: DashboardPieces = {
  pending: [
    {
      key: 'salaryReceipts',
      profiles: SALARY_RECEIPT_MANAGERS,
      load: async (ctx, actor) =>
        periodCountFigures(
          'salaryReceipts',
          'Salary receipts',
          await countPendingBy(
            ctx,
            actor,
            salaryReceiptApproval,
            sql<string>`${salaryReceipts.year}::text`,
          ),
          {
            label: (year) => year,
            href: (year) => `${MANAGE}?year=${year}&status=PendingApproval`,
            emptyHref: salaryReceiptApproval.managePath,
          },
        ),
    },
  ],
};
