import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { travelPendingQuery } from './api/get-travel-pending-number.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/manage-travels',
    profiles: ['financial'],
    query: travelPendingQuery,
    countOf: (pending) => pending.kilometreMonths + pending.roadTrips,
    describe: (count) =>
      count === 1
        ? '1 kilometre-map month or road trip waits for a decision'
        : `${count} kilometre-map months and road trips wait for a decision`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
