import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';
import { SCALE_VACATION_MONTH } from '../lib/seed.ts';

/**
 * The team calendar's JSON, uncompressed: each client and person once, entries that read alike
 * together, and the colleagues away counted with the first few named once per period, so the
 * month grows with the people away, not with the square of those of a client.
 */
export const TEAM_CALENDAR_RAW_LIMIT_BYTES = 200 * 1024;

/** The approvers' vacations table, first page, and the team calendar of a month. */
export const vacationsBench: BenchDomain = {
  name: 'vacations',
  bare: new URL('./vacations.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare } = bench;
    await bench.compare(
      'GET /api/vacation',
      {
        ours: `${ours.baseUrl}/api/vacation?page=1&pageSize=20`,
        bare: `${bare.baseUrl}/bare/vacation?page=1&pageSize=20`,
      },
      bench.hr.headers,
    );
    await bench.compare(
      'GET /api/vacation/calendar',
      {
        ours: `${ours.baseUrl}/api/vacation/calendar?month=${SCALE_VACATION_MONTH}`,
        bare: `${bare.baseUrl}/bare/vacation/calendar?month=${SCALE_VACATION_MONTH}`,
      },
      bench.hr.headers,
      { sameBytes: true },
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      'GET /api/vacation',
      "GET /api/vacation (the approvers' table, first page)",
    ),
    halfTheBareThroughput(
      view,
      'GET /api/vacation/calendar',
      'GET /api/vacation/calendar (the team calendar of a month)',
    ),
  ],
  budgets(view) {
    const calendar = view.pgOurs('GET /api/vacation/calendar');
    return [
      {
        name: `GET /api/vacation/calendar's raw JSON (${view.settings.employees} employees)`,
        target: `< ${TEAM_CALENDAR_RAW_LIMIT_BYTES / 1024} KiB`,
        actual: calendar ? `${(calendar.bodyBytes / 1024).toFixed(1)} KiB` : 'not measured',
        pass: calendar ? calendar.bodyBytes < TEAM_CALENDAR_RAW_LIMIT_BYTES : null,
      },
    ];
  },
};
