import type { ModuleManifest } from '../module-manifest.ts';
import { roadTripsModule } from './road-trips.module.ts';
import { ROAD_TRIPS_PERSONAL_DATA } from './road-trips.personal-data.ts';
import { seedDemoRoadTrips, seedScaleRoadTrips } from './road-trips.seed.ts';

/** Road trips and their receipts; demo trips after the kilometre maps. */
export const roadTripsManifest: ModuleManifest = {
  name: 'road-trips',
  plugin: roadTripsModule,
  demoSeed: [
    {
      order: 126,
      run: async (tx, { files, today }) => {
        if (files && today) await seedDemoRoadTrips(tx, files, today);
      },
    },
  ],
  scaleSeed: [{ order: 101, run: (tx) => seedScaleRoadTrips(tx) }],
  personalData: ROAD_TRIPS_PERSONAL_DATA,
};
