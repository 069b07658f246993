import type { ModuleManifest } from '../module-manifest.ts';
import { kilometreMapsModule } from './kilometre-maps.module.ts';
import { KILOMETRE_MAPS_PERSONAL_DATA } from './kilometre-maps.personal-data.ts';
import { seedDemoKilometreMaps, seedScaleKilometreMaps } from './kilometre-maps.seed.ts';

/** Kilometre maps, their months and rates; demo maps after the salaries. */
export const kilometreMapsManifest: ModuleManifest = {
  name: 'kilometre-maps',
  plugin: kilometreMapsModule,
  demoSeed: [
    {
      order: 125,
      run: async (tx, { today }) => {
        if (today) await seedDemoKilometreMaps(tx, today);
      },
    },
  ],
  scaleSeed: [{ order: 100, run: (tx) => seedScaleKilometreMaps(tx) }],
  personalData: KILOMETRE_MAPS_PERSONAL_DATA,
};
