import type { ModuleManifest } from '../module-manifest.ts';
import { vacationsDashboard } from './vacations.dashboard.ts';
import { vacationsModule } from './vacations.module.ts';
import { VACATIONS_PERSONAL_DATA } from './vacations.personal-data.ts';
import { seedDemoVacations, seedScaleVacations } from './vacations.seed.ts';

/** Vacation requests and cancellations: in the demo after the holidays, before the work maps. */
export const vacationsManifest: ModuleManifest = {
  name: 'vacations',
  plugin: vacationsModule,
  dashboard: vacationsDashboard,
  demoSeed: [
    {
      order: 100,
      run: async (tx, { today }) => {
        if (today) await seedDemoVacations(tx, today);
      },
    },
  ],
  scaleSeed: [{ order: 60, run: (tx) => seedScaleVacations(tx) }],
  recordAccess: async () => (await import('./vacations.record-access.ts')).VACATIONS_RECORD_ACCESS,
  personalData: VACATIONS_PERSONAL_DATA,
};
