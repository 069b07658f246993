import type { ModuleManifest } from '../module-manifest.ts';
import { travelsModule } from './travels.module.ts';
import { seedDemoKilometreMaps, seedScaleKilometreMaps } from './travels.seed.ts';

/** Expenses and travels: kilometre maps and their rates; demo maps after the salaries. */
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
  ],
  scaleSeed: [{ order: 100, run: (tx) => seedScaleKilometreMaps(tx) }],
};
