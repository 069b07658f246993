import { useQuery } from '@tanstack/react-query';
import type { MenuBadge } from '../../app/routes/menu-badge.ts';
import { workMapAttentionQuery } from './api/work-map-queries.ts';

function useWorkMapsNeedingAttention(): number | undefined {
  return useQuery(workMapAttentionQuery).data?.total;
}

export const WORK_MAPS_MENU_BADGES: MenuBadge[] = [
  {
    link: '/app/manage-work-map',
    profiles: ['hr', 'admin'],
    useCount: useWorkMapsNeedingAttention,
    describe: (count) =>
      `${count} work ${count === 1 ? 'map needs' : 'maps need'} attention (not created or In Modification)`,
  },
];
