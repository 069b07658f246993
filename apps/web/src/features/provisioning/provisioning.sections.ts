import { lazy } from 'react';
import type { SystemParametersSection } from '../../app/routes/system-parameters-section.ts';

/** The SCIM tokens below the system parameters (the manifest's `systemParametersSections`). */
const sections: SystemParametersSection[] = [
  {
    name: 'scim',
    Section: lazy(async () => ({
      default: (await import('./components/scim-section.tsx')).ScimSection,
    })),
  },
];

export default sections;
