import path from 'node:path';
import { type BenchDomain, type EngineSetup, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';
import {
  PAYROLL_UPLOAD_ENTRY,
  payrollUploadGoals,
  preparePayrollUpload,
  writePayrollUploadResults,
} from '../lib/payroll-upload.ts';
import { SCALE_SALARY_RECEIPT_MONTH } from '../lib/seed.ts';

type PayrollUpload = Awaited<ReturnType<typeof preparePayrollUpload>>;

/**
 * The payroll upload on PGlite only when named or in a smoke run: discarding the batch's 5,000
 * PDFs alone takes minutes there (docs/performance.md); a smoke run's hundred take a moment.
 */
function uploadsPayroll({ engine, settings }: EngineSetup): boolean {
  if (settings.endpoints && !settings.endpoints.has(PAYROLL_UPLOAD_ENTRY)) return false;
  return engine === 'postgres' || settings.smoke || !!settings.endpoints?.has(PAYROLL_UPLOAD_ENTRY);
}

/**
 * Finance uploads the month's payroll PDF, a page per employee, once (the batch is discarded:
 * bench/lib/payroll-upload.ts); then finance's salary receipts of a month, first page, over five
 * years of receipts.
 */
export const salaryReceiptsBench: BenchDomain<PayrollUpload | undefined> = {
  name: 'salary-receipts',
  bare: new URL('./salary-receipts.bare.ts', import.meta.url),
  // Read before the server starts: PGlite holds its directory alone.
  async beforeStart(setup) {
    if (!uploadsPayroll(setup)) return undefined;
    return preparePayrollUpload(setup.engine, setup.oursEnv, setup.settings.employees, setup.log);
  },
  async entries(bench, payrollUpload) {
    if (payrollUpload) await payrollUpload(bench.ours, await bench.signIn(LOGINS.finance));
    if (!bench.measured('GET /api/salary-receipts')) return;
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    const [year, month] = SCALE_SALARY_RECEIPT_MONTH.split('-').map(Number);
    const query = `year=${year}&month=${month}&page=1&pageSize=20`;
    await bench.compare(
      'GET /api/salary-receipts',
      {
        ours: `${bench.ours.baseUrl}/api/salary-receipts?${query}`,
        bare: `${bench.bare.baseUrl}/bare/salary-receipts?${query}`,
      },
      financeAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      'GET /api/salary-receipts',
      "GET /api/salary-receipts (finance's month, first page, five years of receipts)",
    ),
  ],
  budgets: (view) => payrollUploadGoals(view.settings.employees),
  writeResults(resultsDir, prefix) {
    writePayrollUploadResults(path.join(resultsDir, `${prefix}payroll-upload.json`));
  },
};
