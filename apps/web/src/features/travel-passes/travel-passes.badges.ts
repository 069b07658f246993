import { menuBadge } from '../../app/routes/menu-badge.ts';
import { travelPassPendingQuery } from './api/travel-pass-queries.ts';

export const TRAVEL_PASSES_MENU_BADGES = [
  menuBadge({
    link: '/app/manage-travel-pass',
    profiles: ['financial'],
    query: travelPassPendingQuery,
    countOf: (pending) => pending,
    describe: (count) =>
      `${count} travel ${count === 1 ? 'pass waits' : 'passes wait'} for a decision`,
  }),
];
