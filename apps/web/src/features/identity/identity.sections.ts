import { lazy } from 'react';
import type { MyProfileSection } from '../../app/routes/my-profile-section.ts';

/** The own profile's sessions and two-factor sections (the manifest's `myProfileSections`). */
const sections: MyProfileSection[] = [
  {
    name: 'sessions',
    order: 20,
    Section: lazy(async () => ({
      default: (await import('./components/sessions-panel.tsx')).SessionsPanel,
    })),
  },
  {
    name: 'two-factor',
    order: 30,
    Section: lazy(async () => ({
      default: (await import('./components/two-factor-panel.tsx')).TwoFactorPanel,
    })),
  },
];

export default sections;
