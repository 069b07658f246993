import { menuBadge } from '../../app/routes/menu-badge.ts';
import { vacationPendingQuery } from './api/vacation-queries.ts';

export const VACATIONS_MENU_BADGES = [
  menuBadge({
    link: '/app/manage-vacations',
    profiles: ['hr', 'admin'],
    query: vacationPendingQuery,
    countOf: (pending) => pending.total,
    describe: (count) =>
      `${count} vacation ${count === 1 ? 'request waits' : 'requests wait'} for a decision`,
  }),
];
