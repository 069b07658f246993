import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { vacationPendingQuery } from './api/get-vacation-pending-number.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/manage-vacations',
    profiles: ['hr', 'admin'],
    query: vacationPendingQuery,
    countOf: (pending) => pending.total,
    describe: (count) =>
      `${count} vacation ${count === 1 ? 'request waits' : 'requests wait'} for a decision`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
