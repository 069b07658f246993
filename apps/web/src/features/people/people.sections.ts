import type { MyProfileSection } from '../../app/routes/my-profile-section.ts';
import { InterestsPanel } from './components/interests-panel.tsx';

/**
 * The own profile's interests (the manifest's `myProfileSections`). This file is itself loaded
 * lazily, before any /app page shows, so the panel renders with the page and calls at once.
 */
const sections: MyProfileSection[] = [{ name: 'interests', order: 10, Section: InterestsPanel }];

export default sections;
