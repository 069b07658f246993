import type { ModuleManifest } from '../module-manifest.ts';
import { seedDemoMonthlyTrips, seedScaleMonthlyTrips } from './monthly-trips.seed.ts';
import { travelsModule } from './travels.module.ts';
import { seedDemoKilometreMaps, seedScaleKilometreMaps } from './travels.seed.ts';

/** Expenses and travels: kilometre maps, rates, monthly trips; demo maps after the salaries. */
export const travelsManifest: ModuleManifest = {
  name: 'travels',
  plugin: travelsModule,
  demoSeed: [
    {
      order: 125,
      run: async (tx, { today }) => {
        if (today) await seedDemoKilometreMaps(tx, today);
      },
    },
    {
      order: 126,
      run: async (tx, { today }) => {
        if (today) await seedDemoMonthlyTrips(tx, today);
      },
    },
  ],
  scaleSeed: [
    { order: 100, run: (tx) => seedScaleKilometreMaps(tx) },
    { order: 101, run: (tx) => seedScaleMonthlyTrips(tx) },
  ],
};
