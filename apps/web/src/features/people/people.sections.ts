import { lazy } from 'react';
import type { MyProfileSection } from '../../app/routes/my-profile-section.ts';

/** The own profile's interests (the manifest's `myProfileSections`). */
const sections: MyProfileSection[] = [
  {
    name: 'interests',
    order: 10,
    Section: lazy(async () => ({
      default: (await import('./components/interests-panel.tsx')).InterestsPanel,
    })),
  },
];

export default sections;
