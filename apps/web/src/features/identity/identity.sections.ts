import type { MyProfileSection } from '../../app/routes/my-profile-section.ts';
import { SessionsPanel } from './components/sessions-panel.tsx';
import { TwoFactorPanel } from './components/two-factor-panel.tsx';

/**
 * The own profile's sessions and two-factor sections (the manifest's `myProfileSections`). This
 * file is itself loaded lazily, before any /app page shows, so the panels render with the page.
 */
const sections: MyProfileSection[] = [
  { name: 'sessions', order: 20, Section: SessionsPanel },
  { name: 'two-factor', order: 30, Section: TwoFactorPanel },
];

export default sections;
