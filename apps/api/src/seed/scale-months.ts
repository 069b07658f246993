/**
 * The months and the year the bench's scale rows are about, which the bench's entries read
 * (exported through seed.public.ts; the modules' scale steps, `<domain>.seed.ts`, seed them).
 */

/** The month the benchmark reads: October 2026 (Republic Day on the 5th). */
export const SCALE_WORK_MAP_MONTH = '2026-10';

/** The month the benchmark's team calendar shows: October 2026, as the work maps. */
export const SCALE_VACATION_MONTH = '2026-10';

/** The month finance's table reads in the benchmark: October 2026, as the work maps. */
export const SCALE_TRAVEL_PASS_MONTH = '2026-10';

/** The month finance's table reads in the benchmark: October 2026, as the work maps. */
export const SCALE_SALARY_RECEIPT_MONTH = '2026-10';

/** The year finance's table and totals read in the benchmark: 2026, as the other scale months. */
export const SCALE_ALLOWANCE_YEAR = 2026;

/** The month finance's kilometre maps read in the benchmark: October 2026, as the work maps. */
export const SCALE_KILOMETRE_MAP_MONTH = '2026-10';

/** The month finance's road trips read in the benchmark: October 2026, as the work maps. */
export const SCALE_ROAD_TRIP_MONTH = '2026-10';

/** The year of the benchmark's evaluations: 2026, as the other scale months. */
export const SCALE_EVALUATION_YEAR = 2026;

/** The scale team of exactly 300 members whose report the benchmark reads. */
export const SCALE_EVALUATION_TEAM = 'Scale 300';

/**
 * The project whose executive summary the benchmark reads: 200 members booking their working
 * days to it from January 2024 to October 2026 (projects and work maps seed it).
 */
export const SCALE_SUMMARY_PROJECT = {
  code: 'SCALE-SUMMARY',
  members: 200,
  firstMonth: '2024-01',
  lastMonth: '2026-09',
} as const;
