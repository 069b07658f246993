import { lazy } from 'react';
import type { ProfilePublicPanels } from '../../app/routes/profile-public-panels.ts';

/** The profiles' Public tab (the manifest's `profilePublicPanels`), each panel loaded lazily. */
const panels: ProfilePublicPanels = {
  own: lazy(async () => ({
    default: (await import('./components/own-public-panel.tsx')).OwnPublicPanel,
  })),
  person: lazy(async () => ({
    default: (await import('./components/person-posts-panel.tsx')).PersonPostsPanel,
  })),
};

export default panels;
