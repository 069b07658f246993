import type { ModuleManifest } from '../module-manifest.ts';
import { salaryReceiptsDashboard } from './salary-receipts.dashboard.ts';
import { salaryReceiptsModule } from './salary-receipts.module.ts';
import { SALARY_RECEIPTS_PERSONAL_DATA } from './salary-receipts.personal-data.ts';
import { seedDemoSalaryReceipts, seedScaleSalaryReceipts } from './salary-receipts.seed.ts';

/** Each employee's monthly PDFs: in the demo only with a file store and a day to start from. */
export const salaryReceiptsManifest: ModuleManifest = {
  name: 'salary-receipts',
  plugin: salaryReceiptsModule,
  dashboard: salaryReceiptsDashboard,
  demoSeed: [
    {
      order: 130,
      run: async (tx, { files, today }) => {
        if (files && today) await seedDemoSalaryReceipts(tx, files, today);
      },
    },
  ],
  scaleSeed: [{ order: 80, run: (tx) => seedScaleSalaryReceipts(tx) }],
  recordAccess: async () =>
    (await import('./salary-receipts.record-access.ts')).SALARY_RECEIPTS_RECORD_ACCESS,
  personalData: SALARY_RECEIPTS_PERSONAL_DATA,
};
