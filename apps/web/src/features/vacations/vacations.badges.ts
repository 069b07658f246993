import { useQuery } from '@tanstack/react-query';
import type { MenuBadge } from '../../app/routes/menu-badge.ts';
import { vacationPendingQuery } from './api/vacation-queries.ts';

function useVacationsWaiting(): number | undefined {
  return useQuery(vacationPendingQuery).data?.total;
}

export const VACATIONS_MENU_BADGES: MenuBadge[] = [
  {
    link: '/app/manage-vacations',
    profiles: ['hr', 'admin'],
    useCount: useVacationsWaiting,
    describe: (count) =>
      `${count} vacation ${count === 1 ? 'request waits' : 'requests wait'} for a decision`,
  },
];
