import { openDatabase } from '@quadro/api/database';
import { sql } from 'drizzle-orm';
import { type BenchDomain, type EngineSetup, halfTheBareThroughput } from '../lib/bench-domain.ts';

const ENTRY = 'GET /api/employees/:id/personal-data';

/**
 * Each row of the export as (person, 1): the tables of personal-data.bare.ts's files, joined to
 * their person where the row names it only through its parent (a work day through its map).
 */
const ROWS_OF_PEOPLE = sql.raw(`
  select id as person from users
  union all select user_id from person_interests
  union all select user_id from contracts
  union all select user_id from salaries
  union all select employee_id from salary_receipts
  union all select employee_id from work_maps
  union all select m.employee_id from work_days d join work_maps m on m.id = d.work_map_id
  union all select employee_id from absences
  union all select employee_id from vacations
  union all select employee_id from vacation_cancellations
  union all select employee_id from kilometre_maps
  union all select employee_id from kilometre_map_months
  union all select employee_id from monthly_trips
  union all select employee_id from trip_justifications
  union all select employee_id from trip_limits
  union all select employee_id from road_trips
  union all select t.employee_id from travel_receipts r join road_trips t on t.id = r.road_trip_id
  union all select employee_id from travel_passes
  union all select employee_id from travel_pass_blocks
  union all select employee_id from allowance_plans
  union all select p.employee_id from allowance_instalments i join allowance_plans p on p.id = i.plan_id
  union all select user_id from evaluations
  union all select e.user_id from evaluation_goals g join evaluations e on e.id = g.evaluation_id
  union all select colleague_id from evaluation_feedback_requests
  union all select user_id from team_members
  union all select user_id from team_evaluators
  union all select author_id from posts
  union all select author_id from post_comments
  union all select person_id from post_likes
  union all select person_id from post_reactions
  union all select person_id from post_mentions
  union all select user_id from refresh_tokens
  union all select user_id from client_allocations
  union all select user_id from project_members
  union all select actor_id from audit_log
`);

/**
 * The person with the most rows in the export (the "largest person"), counted after every
 * domain's beforeStart (the audit trail's million entries included, when they run): not a demo
 * account picked by hand, since the scale seed spreads rows by each person's place in id order.
 */
async function largestPerson(setup: EngineSetup): Promise<{ id: string; rows: number }> {
  const { db, close } = await openDatabase(
    setup.oursEnv.DATABASE_URL
      ? { url: setup.oursEnv.DATABASE_URL, poolSize: 1 }
      : { pgliteDir: `${setup.oursEnv.QUADRO_DATA_DIR ?? ''}/pgdata` },
  );
  try {
    const { rows } = (await db.execute(sql`
      select person, count(*)::int as rows from (${ROWS_OF_PEOPLE}) as of_people
      join users on users.id = of_people.person
      group by person order by count(*) desc, person limit 1`)) as unknown as {
      rows: Array<{ person: string; rows: number }>;
    };
    const [largest] = rows;
    if (!largest) throw new Error('personal-data: the scale seed holds no person');
    setup.log(`${setup.engine}: personal data of ${largest.person}, ${largest.rows} rows`);
    return { id: largest.person, rows: largest.rows };
  } finally {
    await close();
  }
}

/**
 * HR's export of the largest person at the run's scale (largestPerson): one zip of a JSON file per
 * kind of record (bench/entries/personal-data.bare.ts runs the same statements and zips the same
 * way, on the event loop). A zip is no JSON: ours and bare must hold the same entries and about the
 * same bytes (bench/lib/binary-answer.ts). Few people export at once: 4 connections.
 */
export const personalDataBench: BenchDomain<{ id: string; rows: number } | undefined> = {
  name: 'personal-data',
  bare: new URL('./personal-data.bare.ts', import.meta.url),
  async beforeStart(setup) {
    if (setup.settings.endpoints && !setup.settings.endpoints.has(ENTRY)) return undefined;
    return largestPerson(setup);
  },
  async entries(bench, person) {
    if (!person) return;
    const { ours, bare } = bench;
    await bench.compare(
      ENTRY,
      {
        ours: `${ours.baseUrl}/api/employees/${person.id}/personal-data`,
        bare: `${bare.baseUrl}/bare/employees/${person.id}/personal-data`,
      },
      bench.hr.headers,
      // Bare's rows keep PostgreSQL's column names (snake_case) and its README is shorter: its zip
      // measured 7 to 9 % larger than ours, at 100 and at 5,000 employees.
      { connections: 4, binarySizeTolerance: 0.15 },
    );
  },
  goals: (view) => [
    halfTheBareThroughput(
      view,
      ENTRY,
      "GET /api/employees/:id/personal-data (the largest person's data zip)",
    ),
  ],
};
