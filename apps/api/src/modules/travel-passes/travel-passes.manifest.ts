import type { ModuleManifest } from '../module-manifest.ts';
import { travelPassesDashboard } from './travel-passes.dashboard.ts';
import { travelPassesModule } from './travel-passes.module.ts';
import { TRAVEL_PASSES_PERSONAL_DATA } from './travel-passes.personal-data.ts';
import { seedDemoTravelPasses, seedScaleTravelPasses } from './travel-passes.seed.ts';

/** Each month's travel pass. */
export const travelPassesManifest: ModuleManifest = {
  name: 'travel-passes',
  plugin: travelPassesModule,
  dashboard: travelPassesDashboard,
  demoSeed: [
    {
      order: 120,
      run: async (tx, { today }) => {
        if (today) await seedDemoTravelPasses(tx, today);
      },
    },
  ],
  scaleSeed: [{ order: 70, run: (tx) => seedScaleTravelPasses(tx) }],
  recordAccess: async () =>
    (await import('./travel-passes.record-access.ts')).TRAVEL_PASSES_RECORD_ACCESS,
  personalData: TRAVEL_PASSES_PERSONAL_DATA,
};
