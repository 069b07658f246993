import type { ModuleManifest } from '../module-manifest.ts';
import { monthlyTripsModule } from './monthly-trips.module.ts';
import { MONTHLY_TRIPS_PERSONAL_DATA } from './monthly-trips.personal-data.ts';
import { seedDemoMonthlyTrips, seedScaleMonthlyTrips } from './monthly-trips.seed.ts';

/** Monthly trips, their justifications and trip limits; demo trips after the road trips. */
export const monthlyTripsManifest: ModuleManifest = {
  name: 'monthly-trips',
  plugin: monthlyTripsModule,
  demoSeed: [
    {
      order: 127,
      run: async (tx, { today }) => {
        if (today) await seedDemoMonthlyTrips(tx, today);
      },
    },
  ],
  scaleSeed: [{ order: 102, run: (tx) => seedScaleMonthlyTrips(tx) }],
  personalData: MONTHLY_TRIPS_PERSONAL_DATA,
};
