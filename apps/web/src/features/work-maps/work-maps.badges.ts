import { type MenuBadge, menuBadge } from '../../app/routes/menu-badge.ts';
import { workMapAttentionQuery } from './api/get-work-map-attention.ts';

const menuBadges: MenuBadge[] = [
  menuBadge({
    link: '/app/manage-work-map',
    profiles: ['hr', 'admin'],
    query: workMapAttentionQuery,
    countOf: (attention) => attention.total,
    describe: (count) =>
      `${count} work ${count === 1 ? 'map needs' : 'maps need'} attention (not created or In Modification)`,
  }),
];
/** The feature's menu badges (its manifest's `menuBadges`). */
export default menuBadges;
