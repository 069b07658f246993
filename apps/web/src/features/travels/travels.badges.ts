import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { travelPendingQuery } from './api/get-travel-pending-number.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/manage-travels',
    profiles: ['financial'],
    query: travelPendingQuery,
    countOf: (pending) => pending,
    describe: (count) =>
      `${count} kilometre-map ${count === 1 ? 'month waits' : 'months wait'} for a decision`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
