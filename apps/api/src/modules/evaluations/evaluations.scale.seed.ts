import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SCALE_EVALUATION_TEAM, SCALE_EVALUATION_YEAR } from '../../seed/scale-months.ts';
import { users } from '../people/people.public.ts';
import { evaluationCycles, evaluationGoals, evaluations } from './evaluations.schema.ts';
import { teamEvaluators, teamMembers, teams } from './teams.schema.ts';

/** The team size past the first one (SCALE_EVALUATION_TEAM, exactly 300 members). */
const TEAM_SIZE = 100;
const FIRST_TEAM_SIZE = 300;

/**
 * The bench's evaluations, set-based: every enabled employee in one team, in the order of their
 * client (teams are made inside a client, as companies make them, so the vacations calendar's
 * client and team overlaps mostly coincide; read from the clients' scale rows by table name, a
 * seed's shortcut), the first 300 in SCALE_EVALUATION_TEAM and the others in teams of 100, each evaluated by evaluator@ or the
 * CTO in turn; the year opened with one evaluation per member in every state, and 3 to 5 goals
 * each scored as far as its state goes (the evaluator's drafts included).
 */
export async function seedScaleEvaluations(executor: Executor): Promise<void> {
  const year = SCALE_EVALUATION_YEAR;
  await executor.execute(sql`
    create temporary table scale_team_people on commit drop as
    select id as user_id, n, case when n <= ${FIRST_TEAM_SIZE} then 0
      else 1 + (n - ${FIRST_TEAM_SIZE} - 1) / ${TEAM_SIZE} end as team_number
    from (
      select u.id, row_number() over (order by client.client_id nulls last, u.email) as n
      from ${users} u
      left join lateral (
        select a.client_id from client_allocations a where a.user_id = u.id
        order by a.client_id limit 1
      ) client on true
      where u.enabled and 'employee' = any(u.profiles)
    ) numbered`);
  await executor.execute(sql`
    insert into ${teams} (name)
    select case when team_number = 0 then ${SCALE_EVALUATION_TEAM}
      else 'Scale team ' || lpad(team_number::text, 3, '0') end
    from (select distinct team_number from scale_team_people) numbers`);
  await executor.execute(sql`
    create temporary table scale_teams on commit drop as
    select t.id, p.team_number from ${teams} t
    join (select distinct team_number from scale_team_people) p
      on t.name = case when p.team_number = 0 then ${SCALE_EVALUATION_TEAM}
        else 'Scale team ' || lpad(p.team_number::text, 3, '0') end`);
  await executor.execute(sql`
    insert into ${teamMembers} (team_id, user_id, from_date)
    select t.id, p.user_id, date '2020-01-01'
    from scale_team_people p join scale_teams t using (team_number)`);
  await executor.execute(sql`
    insert into ${teamEvaluators} (team_id, user_id, from_date)
    select t.id, u.id, date '2020-01-01' from scale_teams t
    join ${users} u on u.email = case when t.team_number % 2 = 0
      then 'evaluator@example.com' else 'cto@example.com' end`);
  await executor.execute(sql`
    insert into ${evaluationCycles}
      (year, goals_by, self_assessment_from, self_assessment_by, evaluator_assessment_by)
    values (${year}, ${`${year}-03-31`}, ${`${year}-12-01`}, ${`${year}-12-31`}, ${`${year + 1}-01-31`})`);
  await executor.execute(sql`
    insert into ${evaluations} (user_id, year, state, suspended_from, reason, published_at, acknowledged_at)
    select user_id, ${year}, state,
      case when state = 'Suspended' then 'EvaluatorAssessment' end,
      case when state = 'Suspended' then 'On leave' end,
      case when state = 'Published' then timestamptz '2027-01-20 10:00+00' end,
      case when state = 'Published' and n % 2 = 0 then timestamptz '2027-01-21 10:00+00' end
    from (
      select user_id, n, (array['GoalSetting','SelfAssessment','EvaluatorAssessment','Published','Suspended'])[1 + (n % 5)::int] as state
      from scale_team_people
    ) staged`);
  await executor.execute(sql`
    insert into ${evaluationGoals}
      (evaluation_id, position, title, target, weight, self_score, evaluator_score)
    select e.id, g, 'Goal ' || g, 'Measured at the end of the year',
      case goals when 3 then (array[40, 30, 30])[g] when 4 then 25 else 20 end,
      case when e.state <> 'GoalSetting' and (e.state <> 'SelfAssessment' or g > 1)
        then 1 + (p.n + g) % 5 end,
      case when e.state in ('EvaluatorAssessment', 'Published', 'Suspended')
        then 1 + (p.n * 3 + g) % 5 end
    from ${evaluations} e
    join scale_team_people p on p.user_id = e.user_id
    cross join lateral (select 3 + (p.n % 3)::int as goals) counted
    cross join lateral generate_series(1, goals) g
    where e.year = ${year}`);
}
