import type { SystemParametersSection } from '../../app/routes/system-parameters-section.ts';
import { ScimSection } from './components/scim-section.tsx';

/**
 * The SCIM tokens below the system parameters (the manifest's `systemParametersSections`). This
 * file is itself loaded lazily, before any /app page shows, so the section renders with the page.
 */
const sections: SystemParametersSection[] = [{ name: 'scim', Section: ScimSection }];

export default sections;
