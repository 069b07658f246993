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
 * Finance's kilometre-map months of the scale year and month (first page, waiting first, approved
 * sums), the year's totals, and the zip of a month every employee's map is approved in, with its
 * peak memory (bench/lib/travel-month-zip.ts).
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
    const measured = [
      'GET /api/travels/manage',
      'GET /api/travels/manage (month)',
      'GET /api/travels/totals',
    ].filter((name) => bench.measured(name));
    if (measured.length === 0) return;
    const { ours, bare } = bench;
    const financeAuth = { authorization: `Bearer ${await bench.signIn(LOGINS.finance)}` };
    const year = `year=${SCALE_KILOMETRE_MAP_MONTH.slice(0, 4)}&page=1&pageSize=20`;
    const month = `${year}&month=${Number(SCALE_KILOMETRE_MAP_MONTH.slice(5, 7))}`;
    const paths = {
      'GET /api/travels/manage': `travels/manage?${year}`,
      'GET /api/travels/manage (month)': `travels/manage?${month}`,
      'GET /api/travels/totals': `travels/totals?${year}`,
    };
    for (const name of measured) {
      const path = paths[name as keyof typeof paths];
      await bench.compare(
        name,
        { ours: `${ours.baseUrl}/api/${path}`, bare: `${bare.baseUrl}/bare/${path}` },
        financeAuth,
      );
    }
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      'GET /api/travels/manage',
      "GET /api/travels/manage (finance's kilometre-map months of a year, first page)",
    ),
    halfTheBareThroughput(
      view,
      'GET /api/travels/manage (month)',
      "GET /api/travels/manage?month= (finance's kilometre-map months of one month, first page)",
    ),
    halfTheBareThroughput(
      view,
      'GET /api/travels/totals',
      "GET /api/travels/totals (a year's approved months per employee and month, first page)",
    ),
  ],
  budgets: (view) => travelMonthZipGoals(view.settings.employees),
  writeResults(resultsDir, prefix) {
    writeTravelMonthZipResults(path.join(resultsDir, `${prefix}travel-month-zip.json`));
  },
};
