import { ALLOWANCE_MANAGERS } from '@quadro/contract/allowances';
import { menuBadge } from '../../app/routes/menu-badge.ts';
import { allowancePendingQuery } from './api/get-allowance-pending-number.ts';

export const ALLOWANCES_MENU_BADGES = [
  menuBadge({
    link: '/app/payments/manage-allowances',
    profiles: ALLOWANCE_MANAGERS,
    query: allowancePendingQuery,
    countOf: (pending) => pending,
    describe: (count) =>
      `${count} allowance ${count === 1 ? 'plan waits' : 'plans wait'} for a decision`,
  }),
];
