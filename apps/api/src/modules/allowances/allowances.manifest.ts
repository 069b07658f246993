import type { ModuleManifest } from '../module-manifest.ts';
import { allowancesDashboard } from './allowances.dashboard.ts';
import { allowancesModule } from './allowances.module.ts';
import { ALLOWANCES_PERSONAL_DATA } from './allowances.personal-data.ts';
import { seedDemoAllowances, seedScaleAllowances } from './allowances.seed.ts';

/** The vacation and Christmas allowance plans. */
export const allowancesManifest: ModuleManifest = {
  name: 'allowances',
  plugin: allowancesModule,
  dashboard: allowancesDashboard,
  demoSeed: [
    {
      order: 140,
      run: async (tx, { today }) => {
        if (today) await seedDemoAllowances(tx, today);
      },
    },
  ],
  scaleSeed: [{ order: 90, run: (tx) => seedScaleAllowances(tx) }],
  recordAccess: async () =>
    (await import('./allowances.record-access.ts')).ALLOWANCES_RECORD_ACCESS,
  personalData: ALLOWANCES_PERSONAL_DATA,
};
