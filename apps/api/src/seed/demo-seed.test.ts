import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { budgetStatus } from '@quadro/contract/budget-status';
import { eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openTestDatabase } from '../../test/test-database.ts';
import { holidaysBetween } from '../modules/holidays/holidays.public.ts';
import { users } from '../modules/people/people.public.ts';
import { createFileStore } from '../platform/files/file-store.ts';
import { files } from '../platform/files/files.schema.ts';
import { readPdf } from '../platform/files/pdf-document.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { seedDemoData } from './demo-seed.ts';

describe('demo seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let root: string;
  before(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'quadro-seed-'));
    await seedDemoData(database.db, { files: createFileStore(root), today: '2026-11-22' });
  });
  after(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });
  /** What the seed wrote, read straight from the tables (the modules export no table). */
  const rowsOf = async <Row>(query: SQL): Promise<Row[]> =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  it('budgets three demo projects so the executive summary shows each status', async () => {
    const projects = await rowsOf<{ code: string; budget: string | null; used: string }>(sql`
      select p.code, p.budget_hours::text as budget,
        coalesce((select sum(wd.hours + wd.extra_hours) from work_days wd
          join work_maps wm on wm.id = wd.work_map_id
          where wd.project_id = p.id and wm.status = 'Approved'), 0)::numeric(12, 2)::text as used
      from projects p order by p.code`);
    const statusOf = (code: string) => {
      const project = projects.find((row) => row.code === code);
      return project && budgetStatus([{ used: project.used, budget: project.budget }]);
    };
    assert.equal(statusOf('BA-CORE'), 'OnTrack');
    assert.equal(statusOf('LS-CLAIMS'), 'AtRisk');
    assert.equal(statusOf('TP-FLEET'), 'OverBudget');
    assert.equal(statusOf('BA-MOBILE'), null, 'the others keep no budget');
  });

  it('gives every demo person three or four interests', async () => {
    const picks = await rowsOf<{ email: string; picks: number }>(sql`
      select u.email, count(pi.interest_id)::int as picks
      from users u left join person_interests pi on pi.user_id = u.id
      group by u.email`);
    assert.equal(picks.length, DEMO_PEOPLE.length);
    for (const person of picks) {
      assert.ok(person.picks >= 3 && person.picks <= 4, `${person.email}: ${person.picks}`);
    }
  });

  it('gives the enabled demo people a real picture, re-encoded, but leaves a few with the default', async () => {
    const rows = await database.db
      .select({ email: users.email, storageKey: files.storageKey, mediaType: files.mediaType })
      .from(users)
      .leftJoin(files, eq(files.id, users.profilePictureFileId));
    const without = rows.filter((row) => !row.storageKey).map((row) => row.email);
    assert.deepEqual(without.sort(), [
      'evaluator@example.com',
      'matilde.coelho@example.com',
      'raquel.duarte@example.com',
      'tomas.barbosa@example.com',
      'vasco.neves@example.com',
    ]);
    const mediaTypes = new Set(rows.map((row) => row.mediaType).filter(Boolean));
    assert.deepEqual([...mediaTypes].sort(), ['image/jpeg', 'image/png']);
    const ana = rows.find((row) => row.email === 'employee@example.com');
    const metadata = await sharp(await readFile(path.join(root, ana?.storageKey ?? ''))).metadata();
    assert.deepEqual([metadata.width, metadata.height], [320, 320]);
  });

  it('gives the employees a year of work maps in every state, leaving Ana this month to create', async () => {
    const maps = await rowsOf<{ email: string; month: string; status: string }>(sql`
      select u.email, m.month::text as month, m.status
      from work_maps m join users u on u.id = m.employee_id`);
    const states = new Set(maps.map((map) => map.status));
    assert.deepEqual([...states].sort(), [
      'Approved',
      'InModification',
      'PendingApproval',
      'PendingSubmission',
      'Rejected',
    ]);
    const ana = maps.filter((map) => map.email === 'employee@example.com').map((map) => map.month);
    assert.equal(ana.length, 12);
    assert.ok(!ana.includes('2026-11-01'));
    assert.ok(ana.includes('2025-11-01'));
    const [days] = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from work_days`,
    );
    const [away] = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from absences`,
    );
    assert.ok((days?.total ?? 0) > 12 * 15 * 10, `${days?.total} work days`);
    assert.ok((away?.total ?? 0) > 20, `${away?.total} absences`);
  });

  it('adds Santo António and Carnival (Easter minus 47 days) this year and next', async () => {
    const regional = (await holidaysBetween(database.db, '2026-01-01', '2027-12-31'))
      .filter((holiday) => holiday.scope === 'regional')
      .map(({ date, name, region }) => `${date} ${name} (${region})`);
    assert.deepEqual(regional, [
      '2026-02-17 Carnival (Company)',
      '2026-06-13 Santo António (Lisbon)',
      '2027-02-09 Carnival (Company)',
      '2027-06-13 Santo António (Lisbon)',
    ]);
  });

  it('publishes two years of real PDF salary receipts, last month in every state', async () => {
    const rows = await rowsOf<{
      email: string;
      year: number;
      month: number;
      status: string;
      storageKey: string;
    }>(sql`
      select u.email, r.year, r.month, r.status, f.storage_key as "storageKey"
      from salary_receipts r
      join users u on u.id = r.employee_id
      join files f on f.id = r.file_id`);
    const ana = rows.filter((row) => row.email === 'employee@example.com');
    assert.equal(ana.length, 24);
    assert.ok(ana.some((row) => row.year === 2026 && row.month === 10));
    assert.ok(!ana.some((row) => row.year === 2026 && row.month === 11));
    const lastMonth = new Set(
      rows.filter((row) => row.year === 2026 && row.month === 10).map((row) => row.status),
    );
    assert.deepEqual([...lastMonth].sort(), [
      'Approved',
      'PendingApproval',
      'PendingSubmission',
      'Rejected',
    ]);
    const { reading } = await readPdf(
      await readFile(path.join(root, ana[0]?.storageKey ?? '')),
      10,
    );
    assert.equal(reading.kind === 'readable' && reading.pageTexts.length, 1);
  });

  it('claims road trips in every state, with receipts that are real files in the store', async () => {
    const rows = await rowsOf<{
      status: string;
      currency: string;
      euros: string;
      mediaType: string;
      storageKey: string;
    }>(sql`
      select t.status, r.currency, r.euros::text, f.media_type as "mediaType",
        f.storage_key as "storageKey"
      from road_trips t
      join travel_receipts r on r.road_trip_id = t.id
      join files f on f.id = r.file_id`);
    assert.deepEqual([...new Set(rows.map((row) => row.status))].sort(), [
      'Approved',
      'PendingApproval',
      'PendingSubmission',
      'Rejected',
    ]);
    assert.ok(rows.some((row) => row.currency === 'GBP' && row.euros === '220.19'));
    assert.deepEqual([...new Set(rows.map((row) => row.mediaType))].sort(), [
      'application/pdf',
      'image/png',
    ]);
    const pdf = rows.find((row) => row.mediaType === 'application/pdf');
    const { reading } = await readPdf(await readFile(path.join(root, pdf?.storageKey ?? '')), 10);
    assert.ok(reading.kind === 'readable' && /Total a pagar/.test(reading.pageTexts[0] ?? ''));
  });

  it('plans the allowances: earlier years approved, the target year in every state, none yet for Ana', async () => {
    const rows = await rowsOf<{
      email: string;
      year: number;
      status: string;
      amount: string;
      instalments: number;
    }>(sql`
      select u.email, p.year, p.status, p.amount::text as amount,
        count(i.position)::int as instalments
      from allowance_plans p
      join users u on u.id = p.employee_id
      left join allowance_instalments i on i.plan_id = p.id
      group by u.email, p.id`);
    const ana = rows.filter((row) => row.email === 'employee@example.com');
    assert.deepEqual(ana.map((row) => row.year).sort(), [2024, 2024, 2025, 2025]);
    assert.deepEqual(ana.map((row) => row.status).sort(), [
      'Approved',
      'Approved',
      'Approved',
      'Rejected',
    ]);
    assert.ok(ana.every((row) => row.instalments >= 1 && row.amount !== '0.00'));
    const thisYear = new Set(rows.filter((row) => row.year === 2026).map((row) => row.status));
    assert.deepEqual([...thisYear].sort(), [
      'Approved',
      'PendingApproval',
      'PendingSubmission',
      'Rejected',
    ]);
    assert.ok(!rows.some((row) => row.email === 'carolina.gomes@example.com' && row.year === 2026));
  });

  it("justifies the approved kilometre months with trips, in every state, leaving each person's latest to justify", async () => {
    const states = await rowsOf<{ status: string }>(
      sql`select distinct status from trip_justifications order by status`,
    );
    assert.deepEqual(
      states.map((row) => row.status),
      ['Approved', 'PendingApproval', 'PendingSubmission', 'Rejected'],
    );
    const [notes] = await rowsOf<{ with: number; without: number }>(sql`
      select count(*) filter (where note <> '')::int as with,
        count(*) filter (where note = '')::int as without from monthly_trips`);
    assert.ok((notes?.with ?? 0) > 0 && (notes?.without ?? 0) > 0, JSON.stringify(notes));
    const open = await rowsOf<{ email: string; month: string }>(sql`
      select u.email, to_char(k.month, 'YYYY-MM') as month from kilometre_map_months k
      join users u on u.id = k.employee_id
      where k.status = 'Approved' and not exists (select 1 from trip_justifications j
        where j.employee_id = k.employee_id and j.month = k.month)
      order by u.email`);
    assert.ok(
      open.some((row) => row.email === 'francisco.mendes@example.com'),
      JSON.stringify(open),
    );
    const short = await rowsOf<{ month: string }>(sql`
      select j.month::text from trip_justifications j join kilometre_map_months k
        on k.employee_id = j.employee_id and k.month = j.month
      where round(k.value / k.price_per_km, 1) > (select sum(case when t.round_trip
        then t.kilometres * 2 else t.kilometres end) from monthly_trips t
        where t.employee_id = j.employee_id and t.month = j.month)`);
    assert.deepEqual(short, [], 'every justified month reaches its kilometres');
    const [limits] = await rowsOf<{ count: number }>(sql`select count(*)::int from trip_limits`);
    assert.equal(limits?.count, 3);
  });

  it("builds six teams and three years of evaluations, this year's at every stage and Ana's to self-assess", async () => {
    const teams = await rowsOf<{ name: string; evaluators: string[]; members: string[] }>(sql`
      select t.name,
        array(select u.email from team_evaluators e join users u on u.id = e.user_id
          where e.team_id = t.id order by u.email) as evaluators,
        array(select u.email from team_members m join users u on u.id = m.user_id
          where m.team_id = t.id order by u.email) as members
      from teams t`);
    assert.equal(teams.length, 6);
    const anaTeam = teams.find((team) => team.members.includes('employee@example.com'));
    assert.deepEqual(anaTeam?.evaluators, ['evaluator@example.com']);
    assert.ok(!teams.some((team) => team.members.includes('evaluator@example.com')));
    assert.ok(teams.some((team) => team.evaluators.includes('cto@example.com')));
    const members = teams.flatMap((team) => team.members);
    assert.equal(new Set(members).size, members.length, 'one team at a time');

    const states = await rowsOf<{ year: number; state: string; total: number }>(sql`
      select year, state, count(*)::int as total from evaluations group by year, state order by year, state`);
    const statesOf = (year: number) =>
      states.filter((row) => row.year === year).map((row) => row.state);
    assert.deepEqual(statesOf(2024), ['Published']);
    assert.deepEqual(statesOf(2025), ['Published', 'Suspended']);
    assert.deepEqual(statesOf(2026), [
      'EvaluatorAssessment',
      'GoalSetting',
      'Published',
      'SelfAssessment',
      'Suspended',
    ]);
    const [ana] = await rowsOf<{ state: string; goals: number; scored: number }>(sql`
      select e.state, count(g.id)::int as goals, count(g.self_score)::int as scored
      from evaluations e join users u on u.id = e.user_id
      left join evaluation_goals g on g.evaluation_id = e.id
      where u.email = 'employee@example.com' and e.year = 2026 group by e.state`);
    assert.deepEqual(ana, { state: 'SelfAssessment', goals: 3, scored: 0 });
    const [cycles] = await rowsOf<{ years: number[] }>(
      sql`select array_agg(year order by year) as years from evaluation_cycles`,
    );
    assert.deepEqual(cycles?.years, [2024, 2025, 2026]);
  });
});
