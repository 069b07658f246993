import type { ModuleManifest } from '../module-manifest.ts';
import { workMapsDashboard } from './work-maps.dashboard.ts';
import { workMapsModule } from './work-maps.module.ts';
import { WORK_MAPS_PERSONAL_DATA } from './work-maps.personal-data.ts';
import {
  seedDemoWorkMaps,
  seedScaleSummaryProjectMaps,
  seedScaleWorkMaps,
} from './work-maps.seed.ts';

/** Monthly work maps: in the demo after the vacations (approved ones become absences). */
export const workMapsManifest: ModuleManifest = {
  name: 'work-maps',
  plugin: workMapsModule,
  dashboard: workMapsDashboard,
  demoSeed: [
    {
      order: 110,
      run: async (tx, { today }) => {
        if (today) await seedDemoWorkMaps(tx, today);
      },
    },
  ],
  scaleSeed: [
    { order: 50, run: (tx) => seedScaleWorkMaps(tx) },
    { order: 55, run: (tx) => seedScaleSummaryProjectMaps(tx) },
  ],
  recordAccess: async () => (await import('./work-maps.record-access.ts')).WORK_MAPS_RECORD_ACCESS,
  personalData: WORK_MAPS_PERSONAL_DATA,
};
