import type { ModuleManifest } from '../module-manifest.ts';
import { projectsModule } from './projects.module.ts';
import { PROJECTS_PERSONAL_DATA } from './projects.personal-data.ts';
import { seedDemoProjects, seedScaleProjects } from './projects.seed.ts';

/** Projects and their teams: in the demo after the clients (each project names its client); at scale first, making the scale clients too. */
export const projectsManifest: ModuleManifest = {
  name: 'projects',
  plugin: projectsModule,
  demoSeed: [{ order: 60, run: (tx) => seedDemoProjects(tx) }],
  scaleSeed: [{ order: 20, run: (tx) => seedScaleProjects(tx) }],
  recordAccess: async () => (await import('./projects.record-access.ts')).PROJECTS_RECORD_ACCESS,
  personalData: PROJECTS_PERSONAL_DATA,
};
