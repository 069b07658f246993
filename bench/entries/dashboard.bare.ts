import { allowanceTargetYear } from '@quadro/contract/allowance-amount';
import {
  ALLOWANCE_STATUS_LABELS,
  ALLOWANCE_TYPE_LABELS,
  ALLOWANCE_TYPES,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import {
  addDays,
  firstDayOf,
  isoWeekday,
  lastDayOf,
  monthOf,
  previousMonth,
} from '@quadro/contract/calendar-days';
import {
  AWAY_LIST_MAX,
  type AwayPerson,
  type DashboardFigure,
  LATEST_POSTS_COUNT,
  NEXT_HOLIDAYS_COUNT,
} from '@quadro/contract/dashboard';
import {
  defaultCycleDates,
  EVALUATION_STATE_LABELS,
  type EvaluationCycleDates,
  type EvaluationState,
  finalScore,
} from '@quadro/contract/evaluation-rules';
import { formatMonth } from '@quadro/contract/formatting';
import { kilometresOf } from '@quadro/contract/kilometre-map-rules';
import { fromTenths, toTenths } from '@quadro/contract/monthly-trip-rules';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';
import { readablePostText } from '@quadro/contract/post-text';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import {
  vacationDaysByYear,
  vacationRulesOf,
  yearBalance,
} from '@quadro/contract/vacation-balance';
import { workMapTotals } from '@quadro/contract/work-map-totals';
import { type AbsenceType, WORK_MAP_STATUS_LABELS } from '@quadro/contract/work-maps';
import type { WorkPattern } from '@quadro/contract/working-days';
import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/**
 * The SQL the API runs for GET /api/dashboard (captured with PostgreSQL's log_statement for a
 * person holding every profile, one level of approval everywhere), by hand: the dashboard module's
 * who is away, next holidays and latest posts, and each module's `<domain>.dashboard.ts` piece with
 * the services it calls. Dates come as text (`::text`), as Drizzle's date columns do.
 */
const SELECT_PERSON = `select "id", "email", "name", "password_hash", "profiles", "enabled", "nickname", "birthdate", "phone_number", "gender", "marital_status", "dependents_number", "start_date"::text as "start_date", "contract_type", "alternate_email", "workspace", "job_title", "tax_number", "working_weekdays", "daily_hours", "search_name", "hidden", "profile_picture_file_id", "failed_login_count", "locked_until", "created_at", "updated_at" from "users" where "users"."id" = $1`;
const SELECT_STORED_HOLIDAYS = `select "id", "date"::text as "date", "name", "region" from "holidays" where ("holidays"."date" >= $1 and "holidays"."date" <= $2) order by "holidays"."date" asc`;

// Pending: what waits for the person's level (approval kinds of one level: not their own, nor sent by them).
const PENDING_WORK_MAPS = `select to_char("work_maps"."month", 'YYYY-MM') as "pending_group", count(*) from "work_maps" where ("work_maps"."status" = $1 and "work_maps"."employee_id" <> $2) group by 1 order by 1 desc`;
const COUNT_MONTH_ROWS = `select coalesce("work_maps"."status", 'NotCreated') as "status", count(*) from "users" left join "work_maps" on ("work_maps"."employee_id" = "users"."id" and "work_maps"."month" = $1) where ("users"."enabled" = $2 and 'employee' = any("users"."profiles") and ("users"."start_date" is null or "users"."start_date" <= $3)) group by coalesce("work_maps"."status", 'NotCreated')`;
const PENDING_VACATIONS = `select count(*) from "vacations" where ("vacations"."status" = $1 and "vacations"."employee_id" <> $2)`;
const PENDING_CANCELLATIONS = `select count(*) from "vacation_cancellations" where ("vacation_cancellations"."status" = $1 and "vacation_cancellations"."employee_id" <> $2)`;
const PENDING_TRAVEL_PASSES = `select to_char("travel_passes"."month", 'YYYY-MM') as "pending_group", count(*) from "travel_passes" where ("travel_passes"."status" = $1 and "travel_passes"."employee_id" <> $2) group by 1 order by 1 desc`;
const PENDING_KILOMETRE_MAPS = `select extract(year from "kilometre_map_months"."month")::int::text as "pending_group", count(*) from "kilometre_map_months" where ("kilometre_map_months"."status" = $1 and "kilometre_map_months"."employee_id" <> $2) group by 1 order by 1 desc`;
const PENDING_ROAD_TRIPS = `select extract(year from "road_trips"."start_date")::int::text as "pending_group", count(*) from "road_trips" where ("road_trips"."status" = $1 and "road_trips"."employee_id" <> $2) group by 1 order by 1 desc`;
const PENDING_JUSTIFICATIONS = `select count(*) from "trip_justifications" where ("trip_justifications"."status" = $1 and "trip_justifications"."employee_id" <> $2)`;
const LATE_JUSTIFICATIONS = `select count(*) from "kilometre_map_months" left join "trip_justifications" on ("trip_justifications"."employee_id" = "kilometre_map_months"."employee_id" and "trip_justifications"."month" = "kilometre_map_months"."month") where ("kilometre_map_months"."status" = $1 and ("kilometre_map_months"."month" + interval '1 month' + $2::interval)::date < $3::date and coalesce("trip_justifications"."status", 'PendingSubmission') not in ('PendingApproval', 'Approved'))`;
const PENDING_SALARY_RECEIPTS = `select "salary_receipts"."year"::text as "pending_group", count(*) from "salary_receipts" where ("salary_receipts"."status" = $1 and ("salary_receipts"."employee_id" <> $2 and ("salary_receipts"."sent_by" is null or "salary_receipts"."sent_by" <> $3))) group by 1 order by 1 desc`;
const PENDING_ALLOWANCE_PLANS = `select count(*) from "allowance_plans" where ("allowance_plans"."status" = $1 and ("allowance_plans"."employee_id" <> $2 and ("allowance_plans"."sent_by" is null or "allowance_plans"."sent_by" <> $3)))`;
const EVALUATIONS_BY_STATE = `select "state", count(*) from "evaluations" where "evaluations"."year" = $1 group by "evaluations"."state"`;

// Who is away (everybody: HR), the latest posts.
const SELECT_AWAY = `select "days_away"."employee_id", "users"."name", "days_away"."kind", "days_away"."start_date"::text as "start_date", "days_away"."end_date"::text as "end_date" from "days_away" inner join "users" on "users"."id" = "days_away"."employee_id" where (("days_away"."start_date" <= $1 and "days_away"."end_date" >= $2) and "days_away"."employee_id" <> $3) order by "days_away"."start_date" asc, "users"."name" asc, "days_away"."id" asc`;
const SELECT_FEED = `select "posts"."id", "posts"."author_id", "posts"."text", "posts"."created_at", "posts"."edited_at", "users"."id" as "user_id", "users"."name", "users"."nickname", "users"."profile_picture_file_id" from "posts" inner join "users" on "users"."id" = "posts"."author_id" where "posts"."removed_at" is null order by "posts"."created_at" desc, "posts"."id" desc limit $1`;

// The person's widgets.
const SELECT_OWN_MAPS = `select "id", "employee_id", "month"::text as "month", "status", "rejection_reason", "created_at", "updated_at" from "work_maps" where ("work_maps"."employee_id" = $1 and "work_maps"."month" = $2) order by "work_maps"."month" desc`;
const SELECT_BOOKED = `select "id", "start_date"::text as "start_date", "end_date"::text as "end_date", "half_day", "status" from "vacations" where ("vacations"."employee_id" = $1 and ("vacations"."status" <> $2 and "vacations"."cancelled_at" is null) and ("vacations"."start_date" <= $3 and "vacations"."end_date" >= $4))`;
const SELECT_DAYS_OF_MAPS = `select "work_map_id", "day"::text as "day", "hours", "extra_hours", "project_id" from "work_days" where "work_days"."work_map_id" = any($1::uuid[])`;
const SELECT_PROJECT_NAMES = `select "id", "name" from "projects" where "projects"."id" = any($1::uuid[])`;
const SELECT_ABSENCES_OF_MAPS = `select "id", "work_map_id", "employee_id", "type", "start_date"::text as "start_date", "end_date"::text as "end_date", "unit", "hours", "note", "justification_file_id", "created_at", "updated_at" from "absences" where "absences"."work_map_id" = any($1::uuid[])`;
const SELECT_OWN_PASS = `select "id", "status", "value" from "travel_passes" where ("travel_passes"."employee_id" = $1 and "travel_passes"."month" = $2)`;
const SELECT_OWN_PLANS = `select "allowance_plans"."id", "allowance_plans"."employee_id", "allowance_plans"."year", "allowance_plans"."allowance", "allowance_plans"."schedule", "allowance_plans"."payment_month", "allowance_plans"."amount", "allowance_plans"."base_salary", "allowance_plans"."proportion_numerator", "allowance_plans"."proportion_denominator", "allowance_plans"."twelfths_agreed_at", "allowance_plans"."status", "allowance_plans"."rejection_reason", "allowance_plans"."created_by", "allowance_plans"."sent_by", "allowance_plans"."created_at", "allowance_plans"."updated_at", "users"."name", "senders"."name" as "sender_name" from "allowance_plans" inner join "users" on "users"."id" = "allowance_plans"."employee_id" left join "users" "senders" on "senders"."id" = "allowance_plans"."sent_by" where "allowance_plans"."employee_id" = $1 order by "allowance_plans"."year" desc, "allowance_plans"."allowance" desc`;
const SELECT_INSTALMENTS = `select "plan_id", "position", "month", "amount", "part" from "allowance_instalments" where "allowance_instalments"."plan_id" = any($1::uuid[]) order by "allowance_instalments"."plan_id", "allowance_instalments"."position"`;
const SELECT_JUSTIFICATIONS = `select "id", "employee_id", "month"::text as "month", "status", "rejection_reason", "sent_at", "reviewed_at", "created_at", "updated_at" from "trip_justifications" where ("trip_justifications"."employee_id" = $1 and "trip_justifications"."month" between $2 and $3)`;
const SELECT_APPROVED_MONTHS = `select "id", "map_id", "employee_id", "month"::text as "month", "value", "price_per_km", "status", "rejection_reason", "sent_at", "created_at", "updated_at" from "kilometre_map_months" where ("kilometre_map_months"."employee_id" = $1 and "kilometre_map_months"."status" = $2 and "kilometre_map_months"."month" between $3 and $4) order by "kilometre_map_months"."month" asc`;
const SELECT_OWN_CAR = `select "employee_id", date_trunc('month', "start_date")::date::text as "month", sum("kilometres")::numeric(9,1)::text as "kilometres" from "road_trips" where ("road_trips"."employee_id" = any($1::uuid[]) and "road_trips"."transport" = $2 and "road_trips"."status" in ($3, $4) and "road_trips"."start_date" between $5 and $6) group by "road_trips"."employee_id", date_trunc('month', "road_trips"."start_date")::date::text`;
const SELECT_TRIP_KILOMETRES = `select "month"::text as "month", sum(case when "round_trip" then "kilometres" * 2 else "kilometres" end)::numeric(12,1)::text as "kilometres" from "monthly_trips" where ("monthly_trips"."employee_id" = $1 and "monthly_trips"."month" between $2 and $3) group by "monthly_trips"."month"`;
const SELECT_OWN_EVALUATIONS = `select "id", "user_id", "year", "state", "suspended_from", "reason", "overall_comment", "self_submitted_at", "published_at", "published_by", "acknowledged_at", "remark", "created_at", "updated_at" from "evaluations" where ("evaluations"."user_id" = $1 and "evaluations"."year" <= $2) order by "evaluations"."year" desc`;
const SELECT_NAMES = `select "id", "name" from "users" where "users"."id" = any($1::uuid[])`;
const SELECT_YEAR_TEAMS = `select distinct on ("team_members"."user_id") "team_members"."user_id", "teams"."id", "teams"."name" from "team_members" inner join "teams" on "teams"."id" = "team_members"."team_id" where ("team_members"."user_id" = any($1::uuid[]) and ("team_members"."from_date" <= $2 and ("team_members"."to_date" is null or "team_members"."to_date" >= $3))) order by "team_members"."user_id", "team_members"."from_date" desc, "team_members"."id"`;
const SELECT_YEAR_EVALUATORS = `select distinct "team_evaluators"."team_id", "users"."id", "users"."name" from "team_evaluators" inner join "users" on "users"."id" = "team_evaluators"."user_id" where ("team_evaluators"."team_id" = any($1::uuid[]) and ("team_evaluators"."from_date" <= $2 and ("team_evaluators"."to_date" is null or "team_evaluators"."to_date" >= $3))) order by "users"."name" asc, "users"."id" asc`;
const SELECT_CYCLE = `select "year", "goals_by"::text as "goals_by", "self_assessment_from"::text as "self_assessment_from", "self_assessment_by"::text as "self_assessment_by", "evaluator_assessment_by"::text as "evaluator_assessment_by", "opened_by", "opened_at" from "evaluation_cycles" where "evaluation_cycles"."year" = $1`;
const SELECT_GOALS = `select "id", "evaluation_id", "position", "title", "description", "target", "weight", "self_score", "self_comment", "evaluator_score", "evaluator_comment" from "evaluation_goals" where "evaluation_goals"."evaluation_id" = any($1::uuid[]) order by "evaluation_goals"."evaluation_id" asc, "evaluation_goals"."position" asc`;
const SELECT_FEEDBACK_ASKED = `select "evaluation_feedback_requests"."id", "evaluation_feedback_requests"."anonymous", "evaluation_feedback_requests"."asked_by", "evaluations"."user_id", "evaluations"."year" from "evaluation_feedback_requests" inner join "evaluations" on "evaluations"."id" = "evaluation_feedback_requests"."evaluation_id" where ("evaluation_feedback_requests"."colleague_id" = $1 and "evaluation_feedback_requests"."answered" = $2 and "evaluations"."state" not in ($3, $4)) order by "evaluations"."year" desc, "evaluation_feedback_requests"."asked_at" asc, "evaluation_feedback_requests"."id" asc`;

const PENDING = 'PendingApproval';
const PARAMETERS = SYSTEM_PARAMETER_DEFAULTS;
const WORK_MAPS = '/app/manage-work-map';
const TRAVEL_PASSES = '/app/manage-travel-pass';
const TRAVELS = '/app/manage-travels';
const JUSTIFICATIONS = '/app/monthly-trips-justification';
const ALLOWANCES = '/app/payments/allowances';
/** salary-receipt.approvable.ts managePath. */
const MANAGE_RECEIPTS = '/app/manage-salary-receipts';
const EVALUATOR_STATES: readonly EvaluationState[] = ['GoalSetting', 'EvaluatorAssessment'];
const STAGE_LABELS = {
  goals: 'Goal Setting',
  self: 'Self-Assessment',
  evaluator: 'Evaluator Assessment',
  closed: 'Closed',
} as const;

const uuids = (ids: readonly unknown[]) => `{${ids.join(',')}}`;
const countOf = (rows: Row[]) => Number(rows[0]?.count ?? 0);
const figure = (
  key: string,
  label: string,
  value: string,
  unit: DashboardFigure['unit'],
  href: string,
): DashboardFigure => ({ key, label, value, unit, href });
const countFigure = (key: string, label: string, count: number, href: string) =>
  figure(key, label, String(count), 'count', href);

/** platform/dashboard/dashboard-figure.ts periodCountFigures: a figure per period, or one 0. */
function periodFigures(
  key: string,
  label: string,
  rows: Row[],
  period: { label(group: string): string; href(group: string): string; emptyHref: string },
): DashboardFigure[] {
  if (rows.length === 0) return [countFigure(key, label, 0, period.emptyHref)];
  return rows.map((row) => {
    const group = row.pending_group as string;
    return countFigure(
      `${key}:${group}`,
      `${label}, ${period.label(group)}`,
      Number(row.count),
      period.href(group),
    );
  });
}

/** holidays' mergeHolidays: the national holidays of the years with the stored ones, by date. */
async function holidaysBetween(store: BareStore, from: string, to: string) {
  const national = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of portugueseNationalHolidays(year)) {
      if (holiday.date >= from && holiday.date <= to) {
        national.push({ date: holiday.date, name: holiday.name, kind: 'national' as const });
      }
    }
  }
  const stored = (await store.query(SELECT_STORED_HOLIDAYS, [from, to])).map((row) => ({
    date: row.date as string,
    name: row.name as string,
    kind: 'regional' as const,
  }));
  return [...national, ...stored].sort((a, b) => a.date.localeCompare(b.date));
}

/** vacations' balanceOf: approved, pending and left days of the year, by the contract's rules. */
async function myVacations(store: BareStore, userId: string, day: string) {
  const year = Number(day.slice(0, 4));
  const [person] = await store.query(SELECT_PERSON, [userId]);
  const from = `${year - 1}-01-01`;
  const to = `${year}-12-31`;
  const [periods, holidays] = await Promise.all([
    store.query(SELECT_BOOKED, [userId, 'Rejected', to, from]),
    holidaysBetween(store, from, to),
  ]);
  const startDate = (person?.start_date as string | null) ?? null;
  const pattern: WorkPattern = {
    workingWeekdays: person?.working_weekdays as number[],
    holidays: new Set(holidays.map((holiday) => holiday.date)),
  };
  const rules = vacationRulesOf(PARAMETERS);
  const carryOverDay = `${year}-${rules.carryOverUntil}`;
  const carryYearStart = `${carryOverDay.slice(0, 4)}-01-01`;
  const approvedDays = new Map<number, number>();
  const pendingDays = new Map<number, number>();
  let approvedByCarryOverDate = 0;
  for (const row of periods) {
    const period = {
      start: row.start_date as string,
      end: row.end_date as string,
      halfDay: row.half_day as boolean,
    };
    const approved = row.status === 'Approved';
    const target = approved ? approvedDays : pendingDays;
    for (const [byYear, days] of vacationDaysByYear(period, pattern)) {
      target.set(byYear, (target.get(byYear) ?? 0) + days);
    }
    if (approved && period.start <= carryOverDay && period.end >= carryYearStart) {
      const early = vacationDaysByYear(
        {
          start: period.start < carryYearStart ? carryYearStart : period.start,
          end: period.end > carryOverDay ? carryOverDay : period.end,
          halfDay: period.halfDay,
        },
        pattern,
      );
      approvedByCarryOverDate += [...early.values()].reduce((sum, days) => sum + days, 0);
    }
  }
  const booked = { approved: approvedDays, pending: pendingDays, approvedByCarryOverDate };
  const balance = yearBalance(year, { startDate }, booked, rules, day);
  const href = `/app/vacations?year=${year}`;
  return {
    key: 'myVacations',
    title: 'My vacations',
    caption: String(year),
    figures: [
      figure('approved', 'Approved', balance.used.toFixed(2), 'days', href),
      figure('pending', 'Pending', balance.pending.toFixed(2), 'days', href),
      figure('left', 'Days left', balance.left.toFixed(2), 'days', href),
    ],
    link: { label: 'Open my vacations', href: '/app/vacations' },
  };
}

/** evaluation-cycle.service.ts stageOn: the stage whose closing date comes next. */
function stageOn(day: string, dates: EvaluationCycleDates): keyof typeof STAGE_LABELS {
  if (day <= dates.goalsBy) return 'goals';
  if (day <= dates.selfAssessmentBy) return 'self';
  if (day <= dates.evaluatorAssessmentBy) return 'evaluator';
  return 'closed';
}

async function cycleStage(store: BareStore, year: number, day: string) {
  const [row] = await store.query(SELECT_CYCLE, [year]);
  const dates: EvaluationCycleDates = row
    ? {
        goalsBy: row.goals_by as string,
        selfAssessmentFrom: row.self_assessment_from as string,
        selfAssessmentBy: row.self_assessment_by as string,
        evaluatorAssessmentBy: row.evaluator_assessment_by as string,
      }
    : defaultCycleDates(year);
  return stageOn(day, dates);
}

/** evaluations' mine: the latest evaluation's state, its cycle's stage, the last published score. */
async function myEvaluation(store: BareStore, userId: string, day: string) {
  const year = Number(day.slice(0, 4));
  const rows = await store.query(SELECT_OWN_EVALUATIONS, [userId, year]);
  // peopleOf: the member's name, then each year's team and its evaluators.
  if (rows.length > 0) await store.query(SELECT_NAMES, [uuids([userId])]);
  for (const evaluationYear of new Set(rows.map((row) => row.year as number))) {
    const bounds = [`${evaluationYear}-12-31`, `${evaluationYear}-01-01`];
    const teams = await store.query(SELECT_YEAR_TEAMS, [uuids([userId]), ...bounds]);
    if (teams.length > 0) {
      await store.query(SELECT_YEAR_EVALUATORS, [uuids(teams.map((team) => team.id)), ...bounds]);
    }
  }
  // Their own: readable unless suspended; never managed by them.
  const latest = rows[0];
  const current = latest && latest.state !== 'Suspended' ? latest : undefined;
  const published = rows.filter((row) => row.state === 'Published');
  const goals =
    published.length > 0
      ? await store.query(SELECT_GOALS, [uuids(published.map((row) => row.id))])
      : [];
  const stage = await cycleStage(store, (current?.year as number) ?? year, day);
  if (current) {
    await Promise.all([
      store.query(SELECT_GOALS, [uuids([current.id])]),
      cycleStage(store, current.year as number, day),
    ]);
  }
  const asked = await store.query(SELECT_FEEDBACK_ASKED, [userId, false, 'Published', 'Suspended']);
  const people = new Set(asked.flatMap((request) => [request.user_id, request.asked_by]));
  if (people.size > 0) await store.query(SELECT_NAMES, [uuids([...people])]);
  const last = published[0];
  const score = last
    ? finalScore(
        goals
          .filter((goal) => goal.evaluation_id === last.id)
          .map((goal) => ({
            weight: goal.weight as number,
            score: goal.evaluator_score as number | null,
          })),
      )
    : null;
  return {
    key: 'myEvaluation',
    title: 'My evaluation',
    caption: String((current?.year as number) ?? year),
    figures: [
      figure(
        'state',
        'State',
        current ? EVALUATION_STATE_LABELS[current.state as EvaluationState] : 'None',
        'status',
        '/app/evaluations',
      ),
      figure('stage', 'Stage', STAGE_LABELS[stage], 'status', '/app/evaluations'),
      figure(
        'lastScore',
        last ? `Final score ${last.year}` : 'Final score',
        score ?? 'None',
        score ? 'score' : 'status',
        '/app/evaluations',
      ),
    ],
    link: { label: 'Open my evaluations', href: '/app/evaluations' },
  };
}

/** travels' monthlyTripsOfYear, summed: to justify, recorded, justified. */
async function myKilometres(store: BareStore, userId: string, day: string) {
  const year = Number(day.slice(0, 4));
  const monthBounds = [`${year}-01-01`, `${year}-12-01`];
  const [months, justifications, trips, ownCar] = await Promise.all([
    store.query(SELECT_APPROVED_MONTHS, [userId, 'Approved', ...monthBounds]),
    store.query(SELECT_JUSTIFICATIONS, [userId, ...monthBounds]),
    store.query(SELECT_TRIP_KILOMETRES, [userId, ...monthBounds]),
    store.query(SELECT_OWN_CAR, [
      uuids([userId]),
      'ownCar',
      PENDING,
      'Approved',
      `${year}-01-01`,
      `${year}-12-31`,
    ]),
  ]);
  let required = 0n;
  let recorded = 0n;
  let justified = 0n;
  for (const row of months) {
    const kilometres = (list: Row[]) =>
      toTenths((list.find((item) => item.month === row.month)?.kilometres as string) ?? '0.0');
    const status = justifications.find((item) => item.month === row.month)?.status;
    const rowRecorded = kilometres(trips) + kilometres(ownCar);
    required += toTenths(
      row.price_per_km ? kilometresOf(row.value as string, row.price_per_km as string) : '0.0',
    );
    recorded += rowRecorded;
    if (status === 'Approved') justified += rowRecorded;
  }
  const href = `/app/travels?year=${year}`;
  return {
    key: 'myKilometres',
    title: 'My kilometres',
    caption: String(year),
    figures: [
      figure('toJustify', 'To justify', fromTenths(required), 'kilometres', href),
      figure('recorded', 'Recorded in trips', fromTenths(recorded), 'kilometres', href),
      figure('justified', 'Justified', fromTenths(justified), 'kilometres', href),
    ],
    link: { label: 'Open my travels', href: '/app/travels' },
  };
}

/** work maps' myMonthSummary: this month's map, its state and hours (workMapTotals), or Not Created. */
async function myWorkMap(store: BareStore, userId: string, day: string) {
  const month = monthOf(day);
  const [person] = await store.query(SELECT_PERSON, [userId]);
  const [map] = await store.query(SELECT_OWN_MAPS, [userId, `${month}-01`]);
  const hours = map ? await hoursOfMap(store, map.id as string, person as Row, month) : 0;
  const href = map ? `/app/work-map-history/details/${map.id}` : '/app/work-map-history';
  const status = (map?.status as keyof typeof WORK_MAP_STATUS_LABELS) ?? 'NotCreated';
  return {
    key: 'myWorkMap',
    title: 'My work map',
    caption: formatMonth(month),
    figures: [
      figure('status', 'Status', WORK_MAP_STATUS_LABELS[status], 'status', href),
      figure('hours', 'Hours', hours.toFixed(2), 'hours', href),
    ],
    link: { label: 'Open my work maps', href: '/app/work-map-history' },
  };
}

/** The map's worked hours: its days (and their projects' names), absences and the month's holidays. */
async function hoursOfMap(store: BareStore, mapId: string, person: Row, month: string) {
  const ids = uuids([mapId]);
  const [days, absences] = await Promise.all([
    store.query(SELECT_DAYS_OF_MAPS, [ids]).then(async (rows) => {
      const projects = new Set(rows.flatMap((row) => (row.project_id ? [row.project_id] : [])));
      if (projects.size > 0) await store.query(SELECT_PROJECT_NAMES, [uuids([...projects])]);
      return rows;
    }),
    store.query(SELECT_ABSENCES_OF_MAPS, [ids]),
  ]);
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const holidays = await holidaysBetween(store, from, to);
  const totals = workMapTotals({
    month: { from, to },
    pattern: {
      workingWeekdays: person.working_weekdays as number[],
      holidays: new Set(holidays.map((holiday) => holiday.date)),
    },
    dailyHours: Number(person.daily_hours),
    workDays: days.map((row) => ({
      day: row.day as string,
      hours: Number(row.hours),
      extraHours: Number(row.extra_hours),
      projectId: row.project_id as string | null,
    })),
    absences: absences.map((row) => ({
      type: row.type as AbsenceType,
      start: row.start_date as string,
      end: row.end_date as string,
      unit: row.unit as 'hours' | 'days',
      hours: row.hours === null ? null : Number(row.hours),
    })),
  });
  return totals.hours;
}

async function myTravelPass(store: BareStore, userId: string, day: string) {
  const month = monthOf(day);
  const [pass] = await store.query(SELECT_OWN_PASS, [userId, `${month}-01`]);
  const href = '/app/travel-pass-history';
  return {
    key: 'myTravelPass',
    title: 'My travel pass',
    caption: formatMonth(month),
    figures: [
      figure(
        'status',
        'Status',
        pass ? APPROVAL_STATUS_LABELS[pass.status as ApprovalStatus] : 'Not added',
        'status',
        href,
      ),
      figure('amount', 'Amount', (pass?.value as string) ?? '0.00', 'euros', href),
    ],
    link: { label: 'Open my travel passes', href },
  };
}

async function myAllowances(store: BareStore, userId: string, day: string) {
  const targetYear = allowanceTargetYear(day);
  const plans = await store.query(SELECT_OWN_PLANS, [userId]);
  if (plans.length > 0) await store.query(SELECT_INSTALMENTS, [uuids(plans.map((p) => p.id))]);
  const ofYear = plans.filter((plan) => plan.year === targetYear);
  return {
    key: 'myAllowances',
    title: 'My allowances',
    caption: String(targetYear),
    figures: ALLOWANCE_TYPES.map(({ key }) => {
      const plan = ofYear.find((found) => found.allowance === key);
      return plan
        ? figure(
            key,
            `${ALLOWANCE_TYPE_LABELS[key]}: ${ALLOWANCE_STATUS_LABELS[wireAllowanceStatus(plan.status as string)]}`,
            plan.amount as string,
            'euros',
            ALLOWANCES,
          )
        : figure(key, ALLOWANCE_TYPE_LABELS[key], 'Not added', 'status', ALLOWANCES);
    }),
    link: { label: 'Open my allowances', href: ALLOWANCES },
  };
}

/** Every approvable kind's waiting figures, in the contract's PENDING_KEYS order. */
async function pendingFigures(store: BareStore, userId: string, day: string) {
  const month = monthOf(day);
  const last = previousMonth(month);
  const year = Number(day.slice(0, 4));
  const [
    workMaps,
    thisMonth,
    lastMonth,
    vacations,
    cancellations,
    passes,
    kilometreMaps,
    roadTrips,
    justifications,
    late,
    receipts,
    plans,
    evaluations,
  ] = await Promise.all([
    store.query(PENDING_WORK_MAPS, [PENDING, userId]),
    store.query(COUNT_MONTH_ROWS, [`${month}-01`, true, lastDayOf(month)]),
    store.query(COUNT_MONTH_ROWS, [`${last}-01`, true, lastDayOf(last)]),
    store.query(PENDING_VACATIONS, [PENDING, userId]),
    store.query(PENDING_CANCELLATIONS, [PENDING, userId]),
    store.query(PENDING_TRAVEL_PASSES, [PENDING, userId]),
    store.query(PENDING_KILOMETRE_MAPS, [PENDING, userId]),
    store.query(PENDING_ROAD_TRIPS, [PENDING, userId]),
    store.query(PENDING_JUSTIFICATIONS, [PENDING, userId]),
    store.query(LATE_JUSTIFICATIONS, [
      'Approved',
      `${SYSTEM_PARAMETER_DEFAULTS.kilometreMapDeadlineDay - 1} days`,
      day,
    ]),
    store.query(PENDING_SALARY_RECEIPTS, [PENDING, userId, userId]),
    store.query(PENDING_ALLOWANCE_PLANS, [PENDING, userId, userId]),
    store.query(EVALUATIONS_BY_STATE, [year]),
  ]);
  const attention = [
    { month, rows: thisMonth },
    { month: last, rows: lastMonth },
  ].flatMap(({ month: shown, rows }) => {
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return [
      countFigure(
        `workMapsNotCreated:${shown}`,
        `Work maps not created, ${formatMonth(shown)}`,
        count('NotCreated'),
        `${WORK_MAPS}?month=${shown}&status=NotCreated`,
      ),
      countFigure(
        `workMapsInModification:${shown}`,
        `Work maps In Modification, ${formatMonth(shown)}`,
        count('InModification'),
        `${WORK_MAPS}?month=${shown}&status=InModification`,
      ),
    ];
  });
  const byYear = (view?: string) => ({
    label: (group: string) => group,
    href: (group: string) =>
      `${TRAVELS}?${view ? `view=${view}&` : ''}year=${group}&status=PendingApproval`,
    emptyHref: `${TRAVELS}?${view ? `view=${view}&` : ''}status=PendingApproval`,
  });
  const vacationsHref = '/app/manage-vacations?status=PendingApproval';
  return [
    ...periodFigures('workMaps', 'Work maps waiting for approval', workMaps, {
      label: formatMonth,
      href: (group) => `${WORK_MAPS}?month=${group}&status=PendingApproval`,
      emptyHref: `${WORK_MAPS}?status=PendingApproval`,
    }),
    ...attention,
    countFigure(
      'vacations',
      'Vacation requests',
      countOf(vacations),
      `${vacationsHref}&kind=Request`,
    ),
    countFigure(
      'vacationCancellations',
      'Vacation cancellations',
      countOf(cancellations),
      `${vacationsHref}&kind=Cancellation`,
    ),
    ...periodFigures('travelPasses', 'Travel passes', passes, {
      label: formatMonth,
      href: (group) => `${TRAVEL_PASSES}?month=${group}&status=PendingApproval`,
      emptyHref: `${TRAVEL_PASSES}?status=PendingApproval`,
    }),
    ...periodFigures('kilometreMaps', 'Kilometre-map months', kilometreMaps, byYear()),
    ...periodFigures('roadTrips', 'Road trips', roadTrips, byYear('road-trips')),
    countFigure(
      'tripJustifications',
      'Trip justifications',
      countOf(justifications),
      `${JUSTIFICATIONS}?status=PendingApproval`,
    ),
    countFigure('lateJustifications', 'Trip justifications late', countOf(late), JUSTIFICATIONS),
    ...periodFigures('salaryReceipts', 'Salary receipts', receipts, {
      label: (group) => group,
      // As the API writes it: its managePath already holds a query, so the link has two '?'.
      href: (group) => `${MANAGE_RECEIPTS}?year=${group}&status=PendingApproval`,
      emptyHref: `${MANAGE_RECEIPTS}?status=PendingApproval`,
    }),
    countFigure(
      'allowancePlans',
      'Allowance plans',
      countOf(plans),
      '/app/payments/manage-allowances?status=PENDING_APPROVAL',
    ),
    ...EVALUATOR_STATES.map((state) =>
      countFigure(
        `evaluations:${state}`,
        `Evaluations in ${EVALUATION_STATE_LABELS[state]}`,
        Number(evaluations.find((row) => row.state === state)?.count ?? 0),
        `/app/manage-evaluations?year=${year}&state=${state}`,
      ),
    ),
  ];
}

/** who-is-away.ts for HR: everybody away this week but the person, today's apart. */
async function whoIsAway(store: BareStore, userId: string, day: string) {
  const monday = addDays(day, 1 - isoWeekday(day));
  const rows = await store.query(SELECT_AWAY, [addDays(monday, 6), monday, userId]);
  const people: AwayPerson[] = rows.map((row) => ({
    personId: row.employee_id as string,
    name: row.name as string,
    kind: row.kind as AwayPerson['kind'],
    from: row.start_date as string,
    to: row.end_date as string,
  }));
  const todays = people.filter((person) => person.from <= day && person.to >= day);
  const rest = people.filter((person) => person.from > day || person.to < day);
  return {
    scope: 'everybody' as const,
    today: todays.slice(0, AWAY_LIST_MAX),
    todayMore: Math.max(0, todays.length - AWAY_LIST_MAX),
    thisWeek: rest.slice(0, AWAY_LIST_MAX),
    thisWeekMore: Math.max(0, rest.length - AWAY_LIST_MAX),
    href: '/app/manage-vacations-calendar',
  };
}

/** post-teasers.ts excerptOf: the readable text cut at 140 characters with '…'. */
function excerptOf(text: string): string {
  const readable = readablePostText(text).trim();
  return readable.length > 140 ? `${readable.slice(0, 139).trimEnd()}…` : readable;
}

async function latestPosts(store: BareStore) {
  const rows = await store.query(SELECT_FEED, [LATEST_POSTS_COUNT + 1]);
  return rows.slice(0, LATEST_POSTS_COUNT).map((row) => ({
    id: row.id as string,
    authorId: row.author_id as string,
    authorName: (row.nickname as string | null)?.trim() || (row.name as string),
    excerpt: excerptOf(row.text as string),
    createdAt: (row.created_at as Date).toISOString(),
  }));
}

/**
 * GET /bare/dashboard: the dashboard of a person holding every profile (the bench's
 * dashboard.bench.ts gives them all), each piece's statements as the API runs them.
 */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get('/bare/dashboard', async (request, reply) => {
    const userId = userIdOf(request.headers.authorization);
    if (!userId) return reply.status(401).send({ error: 'unauthorized' });
    const day = today();
    const [widgets, pending, away, holidays, posts] = await Promise.all([
      Promise.all([
        myVacations(store, userId, day),
        myEvaluation(store, userId, day),
        myKilometres(store, userId, day),
        myWorkMap(store, userId, day),
        myTravelPass(store, userId, day),
        myAllowances(store, userId, day),
      ]),
      pendingFigures(store, userId, day),
      whoIsAway(store, userId, day),
      holidaysBetween(store, day, addDays(day, 366)),
      latestPosts(store),
    ]);
    return {
      today: day,
      widgets,
      pending,
      away,
      nextHolidays: holidays.slice(0, NEXT_HOLIDAYS_COUNT),
      latestPosts: posts,
    };
  });
}
