import { menuBadge } from '../../app/routes/menu-badge.ts';
import { workMapAttentionQuery } from './api/work-map-queries.ts';

export const WORK_MAPS_MENU_BADGES = [
  menuBadge({
    link: '/app/manage-work-map',
    profiles: ['hr', 'admin'],
    query: workMapAttentionQuery,
    countOf: (attention) => attention.total,
    describe: (count) =>
      `${count} work ${count === 1 ? 'map needs' : 'maps need'} attention (not created or In Modification)`,
  }),
];
