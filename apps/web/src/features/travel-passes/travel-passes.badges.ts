import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { travelPassPendingQuery } from './api/get-travel-pass-pending-number.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/manage-travel-pass',
    profiles: ['financial'],
    query: travelPassPendingQuery,
    countOf: (pending) => pending,
    describe: (count) =>
      `${count} travel ${count === 1 ? 'pass waits' : 'passes wait'} for a decision`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
