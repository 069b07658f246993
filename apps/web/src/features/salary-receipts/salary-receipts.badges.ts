import { SALARY_RECEIPT_MANAGERS } from '@quadro/contract/salary-receipts';
import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { salaryReceiptPendingQuery } from './api/get-salary-receipt-pending-number.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/manage-salary-receipts',
    profiles: SALARY_RECEIPT_MANAGERS,
    query: salaryReceiptPendingQuery,
    countOf: (pending) => pending,
    describe: (count) =>
      `${count} salary ${count === 1 ? 'receipt waits' : 'receipts wait'} for a decision`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
