import { ALLOWANCE_MANAGERS } from '@quadro/contract/allowances';
import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { allowancePendingQuery } from './api/get-allowance-pending-number.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/payments/manage-allowances',
    profiles: ALLOWANCE_MANAGERS,
    query: allowancePendingQuery,
    countOf: (pending) => pending,
    describe: (count) =>
      `${count} allowance ${count === 1 ? 'plan waits' : 'plans wait'} for a decision`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
