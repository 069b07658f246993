import type { ModuleManifest } from '../module-manifest.ts';
import { seedDemoMonthlyTrips, seedScaleMonthlyTrips } from '../monthly-trips/monthly-trips.seed.ts';
import { seedDemoRoadTrips, seedScaleRoadTrips } from '../road-trips/road-trips.seed.ts';
import { travelsDashboard } from './travels.dashboard.ts';
import { travelsModule } from './travels.module.ts';
import { TRAVELS_PERSONAL_DATA } from './travels.personal-data.ts';
import { seedDemoKilometreMaps, seedScaleKilometreMaps } from '../kilometre-maps/kilometre-maps.seed.ts';

/**
 * Expenses and travels: kilometre maps and their rates, monthly trips, road trips with their
 * receipts; demo maps after the salaries.
 */
export const travelsManifest: ModuleManifest = {
  name: 'travels',
  plugin: travelsModule,
  dashboard: travelsDashboard,
  recordAccess: async () => (await import('./travels.record-access.ts')).TRAVELS_RECORD_ACCESS,
  demoSeed: [
    {
      order: 125,
      run: async (tx, { today }) => {
        if (today) await seedDemoKilometreMaps(tx, today);
      },
    },
    {
      order: 126,
      run: async (tx, { files, today }) => {
        if (files && today) await seedDemoRoadTrips(tx, files, today);
      },
    },
    {
      order: 127,
      run: async (tx, { today }) => {
        if (today) await seedDemoMonthlyTrips(tx, today);
      },
    },
  ],
  scaleSeed: [
    { order: 100, run: (tx) => seedScaleKilometreMaps(tx) },
    { order: 101, run: (tx) => seedScaleRoadTrips(tx) },
    { order: 102, run: (tx) => seedScaleMonthlyTrips(tx) },
  ],
  personalData: TRAVELS_PERSONAL_DATA,
};
