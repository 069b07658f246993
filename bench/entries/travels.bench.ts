import path from 'node:path';
import { SCALE_KILOMETRE_MAP_MONTH } from '@quadro/api/seed';
import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';
import {
  measureTravelMonthZip,
  TRAVEL_MONTH_ZIP_ENTRY,
  travelMonthZipGoals,
  writeTravelMonthZipResults,
} from '../lib/travel-month-zip.ts';

/**
 * Finance's kilometre-map months of the scale year (first page, waiting first, approved sums), and
 * the zip of a month every employee's map is approved in, with its peak memory
 * (bench/lib/travel-month-zip.ts).
 */
export const travelsBench: BenchDomain = {
  name: 'travels',
  bare: new URL('./travels.bare.ts', import.meta.url),
  async entries(bench) {
    if (bench.measured(TRAVEL_MONTH_ZIP_ENTRY)) {
      const token = await bench.signIn(LOGINS.finance);
      await measureTravelMonthZip(
        bench.engine,
        bench.settings.employees,
        bench.ours,
        token,
        console.log,
      );
    }
    if (!bench.measured('GET /api/travels/manage')) return;
    const { ours, bare } = bench;
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    const query = `year=${SCALE_KILOMETRE_MAP_MONTH.slice(0, 4)}&page=1&pageSize=20`;
    await bench.compare(
      'GET /api/travels/manage',
      {
        ours: `${ours.baseUrl}/api/travels/manage?${query}`,
        bare: `${bare.baseUrl}/bare/travels/manage?${query}`,
      },
      financeAuth,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      'GET /api/travels/manage',
      "GET /api/travels/manage (finance's kilometre-map months of a year, first page)",
    ),
  ],
  budgets: (view) => travelMonthZipGoals(view.settings.employees),
  writeResults(resultsDir, prefix) {
    writeTravelMonthZipResults(path.join(resultsDir, `${prefix}travel-month-zip.json`));
  },
};
