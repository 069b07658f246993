import type { ModuleManifest } from '../module-manifest.ts';
import { holidaysModule } from './holidays.module.ts';
import { seedDemoHolidays } from './holidays.seed.ts';

/** The regional holidays HR adds: in the demo when it has a day to start from, before the vacations and work maps that skip them. */
export const holidaysManifest: ModuleManifest = {
  name: 'holidays',
  plugin: holidaysModule,
  demoSeed: [
    {
      order: 90,
      run: async (tx, { today }) => {
        if (today) await seedDemoHolidays(tx, today);
      },
    },
  ],
  recordAccess: async () => (await import('./holidays.record-access.ts')).HOLIDAYS_RECORD_ACCESS,
};
