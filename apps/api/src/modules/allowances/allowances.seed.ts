import { type AllowanceSchedule, allowanceTargetYear } from '@quadro/contract/allowance-amount';
import { ALLOWANCE_TYPES, type AllowanceType } from '@quadro/contract/allowances';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SCALE_ALLOWANCE_YEAR } from '../../seed/scale-months.ts';
import { findPersonByEmail, users } from '../people/people.public.ts';
import {
  employmentOf,
  insertInstalments,
  insertPlans,
  planTerms,
  salaryDayOf,
} from './allowances.public.ts';
import { allowanceInstalments, allowancePlans } from './allowances.schema.ts';

const REJECTION = 'Paid in full with the November salary this year: please choose in full.';
/** Ana (the demo employee) and Carolina add the target year's plans themselves. */
const ADD_THEIR_OWN = ['employee@example.com', 'carolina.gomes@example.com'];

interface DemoPlan {
  year: number;
  allowance: AllowanceType;
  schedule: AllowanceSchedule;
  status: string;
}

/** Earlier years are approved, with a rejected one for Ana; the target year shows every state. */
function plansOf(person: { index: number; email: string }, targetYear: number): DemoPlan[] {
  const plan = (year: number, allowance: AllowanceType, status: string): DemoPlan => ({
    year,
    allowance,
    schedule: 'FULL',
    status,
  });
  if (person.email === 'employee@example.com') {
    return [
      plan(targetYear - 2, 'VACATIONS', 'Approved'),
      plan(targetYear - 2, 'CHRISTMAS', 'Approved'),
      { ...plan(targetYear - 1, 'VACATIONS', 'Approved'), schedule: 'TWELFTHS' },
      { ...plan(targetYear - 1, 'CHRISTMAS', 'Rejected'), schedule: 'HALF_TWELFTHS' },
    ];
  }
  const earlier = [
    plan(targetYear - 1, 'VACATIONS', 'Approved'),
    plan(targetYear - 1, 'CHRISTMAS', 'Approved'),
  ];
  if (ADD_THEIR_OWN.includes(person.email)) return earlier;
  const states = ['PendingSubmission', 'PendingApproval', 'Approved', 'Rejected', null];
  const status = states[person.index % states.length];
  if (!status) return earlier;
  return [
    ...earlier,
    { ...plan(targetYear, 'VACATIONS', status), schedule: person.index % 2 ? 'TWELFTHS' : 'FULL' },
    plan(targetYear, 'CHRISTMAS', status === 'Rejected' ? 'PendingSubmission' : status),
  ];
}

/**
 * Vacation and Christmas allowance plans for every enabled employee: the two years before the
 * target year approved (one of Ana's rejected), the target year in every state but for Ana and
 * Carolina, who add theirs. Amounts come from each person's base salary as the API computes them.
 */
export async function seedDemoAllowances(db: Executor, today: string): Promise<void> {
  const finance = await findPersonByEmail(db, 'financial@example.com');
  if (!finance) return;
  const targetYear = allowanceTargetYear(today);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.enabled, true), sql`'employee' = any(${users.profiles})`))
    .orderBy(asc(users.email));
  const parameters = SYSTEM_PARAMETER_DEFAULTS;
  for (const [index, person] of people.entries()) {
    for (const demo of plansOf({ index, email: person.email }, targetYear)) {
      const type = ALLOWANCE_TYPES.find((candidate) => candidate.key === demo.allowance);
      if (!type) continue;
      const paymentMonth =
        demo.allowance === 'VACATIONS'
          ? parameters.vacationAllowanceMonth
          : parameters.christmasAllowanceMonth;
      const facts = await employmentOf(db, person.id, salaryDayOf(demo.year, paymentMonth));
      if (!facts?.startDate || facts.startDate > `${demo.year}-12-31`) continue;
      const { instalments, ...terms } = planTerms({
        allowance: demo.allowance,
        year: demo.year,
        schedule: demo.schedule,
        paymentMonth,
        facts,
        parameters,
      });
      const sent = demo.status !== 'PendingSubmission';
      const [row] = await insertPlans(db, [
        {
          employeeId: person.id,
          year: demo.year,
          allowance: demo.allowance,
          schedule: demo.schedule,
          paymentMonth,
          ...terms,
          twelfthsAgreedAt:
            demo.schedule === 'FULL' ? null : new Date(`${demo.year}-01-05T10:00:00Z`),
          status: demo.status,
          rejectionReason: demo.status === 'Rejected' ? REJECTION : null,
          createdBy: finance.id,
          sentBy: sent ? finance.id : null,
        },
      ]);
      if (row) await insertInstalments(db, [{ planId: row.id, instalments }]);
    }
  }
}

/** Five years of plans, up to SCALE_ALLOWANCE_YEAR. */
const FIRST_YEAR = SCALE_ALLOWANCE_YEAR - 4;

/**
 * The benchmark's allowance plans: a Vacations plan (paid in June) and a Christmas plan (paid in
 * November) for each of five years (2022 to 2026) for every enabled employee working that year,
 * about 47,000 plans and 320,000 instalments at 5,000 employees. Two statements.
 *
 * The amount is a month of the base salary in force (the scale salaries: 1,500 € to 2024, then
 * 1,600 and 1,700) times the part of the year worked, as the API computes it: in the hiring year
 * Christmas is the months of service ÷ 12 and Vacations 2 days a month of service (at most 20)
 * ÷ 22, paid in full; a whole year pays a month. Whole years are paid a half in full (FULL, one
 * instalment), a quarter in twelfths (TWELFTHS, 12) and a quarter half and half (HALF_TWELFTHS,
 * 13), split as the contract's allowanceInstalments does: equal cents, the last twelfth taking
 * the remainder, and the full half what the twelfths leave. Earlier years are approved; 2026 is a
 * quarter each not sent, waiting, approved and rejected.
 */
export async function seedScaleAllowances(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into ${allowancePlans} (employee_id, year, allowance, schedule, payment_month, amount,
      base_salary, proportion_numerator, proportion_denominator, twelfths_agreed_at, status,
      rejection_reason, created_by, sent_by)
    select q.id, q.year, q.allowance, q.schedule, q.payment_month,
      round(q.base_salary * q.numerator / q.denominator, 2), q.base_salary, q.numerator,
      q.denominator,
      case when q.schedule <> 'FULL' then make_timestamptz(q.year, 1, 5, 10, 0, 0, 'UTC') end,
      q.status, case when q.status = 'Rejected' then ${REJECTION} end,
      q.finance_id, case when q.status <> 'PendingSubmission' then q.finance_id end
    from (
      select p.id, y as year, a.allowance, a.payment_month, finance.id as finance_id,
        (1500 + 100 * greatest(0, y - 2024))::numeric(12, 2) as base_salary,
        case when h.hired then 'FULL'
          else (array['FULL', 'FULL', 'TWELFTHS', 'HALF_TWELFTHS'])[1 + (p.n / 4 + y + a.k) % 4]
        end as schedule,
        case when not h.hired then 12
          when a.allowance = 'CHRISTMAS' then h.months
          else least(20, 2 * h.months)
        end as numerator,
        case when h.hired and a.allowance = 'VACATIONS' then 22 else 12 end as denominator,
        case when y < ${SCALE_ALLOWANCE_YEAR} then 'Approved'
          else (array['PendingSubmission', 'PendingApproval', 'Approved', 'Rejected'])[1 + p.n % 4]
        end as status
      from (
        select id, start_date, row_number() over (order by id)::int as n from ${users}
        where enabled and 'employee' = any(profiles)
      ) p
      cross join generate_series(${FIRST_YEAR}::int, ${SCALE_ALLOWANCE_YEAR}::int) y
      cross join (values ('VACATIONS', 6, 0), ('CHRISTMAS', 11, 1)) a(allowance, payment_month, k)
      cross join (select id from ${users} where email = 'financial@example.com') finance
      cross join lateral (
        select coalesce(extract(year from p.start_date) = y, false) as hired,
          least(12, (extract(year from age(make_date(y + 1, 1, 1), p.start_date)) * 12
            + extract(month from age(make_date(y + 1, 1, 1), p.start_date)))::int) as months
      ) h
      where p.start_date is null or p.start_date <= make_date(y, 12, 31)
    ) q`);
  // FULL: one instalment in the payment month. TWELFTHS: twelve equal cents, the last taking the
  // remainder. HALF_TWELFTHS: half (in cents, rounded down) in twelfths, the rest in full in the
  // payment month, after that month's twelfth: positions in month order, as the API stores them.
  await executor.execute(sql`
    insert into ${allowanceInstalments} (plan_id, position, month, amount, part)
    select ap.id, i.position, i.month, (i.cents / 100.0)::numeric(12, 2), i.part
    from (
      select id, schedule, payment_month, (amount * 100)::bigint as cents,
        case schedule when 'TWELFTHS' then (amount * 100)::bigint
          when 'HALF_TWELFTHS' then (amount * 100)::bigint / 2 end as in_twelfths
      from ${allowancePlans} plan
      where not exists (
        select 1 from ${allowanceInstalments} existing where existing.plan_id = plan.id)
    ) ap
    cross join lateral (
      select 0 as position, ap.payment_month as month, ap.cents, 'full' as part
      where ap.schedule = 'FULL'
      union all
      select case when m <= ap.payment_month or ap.schedule = 'TWELFTHS' then m - 1 else m end,
        m, case when m < 12 then ap.in_twelfths / 12 else ap.in_twelfths - ap.in_twelfths / 12 * 11 end,
        'twelfth'
      from generate_series(1, 12) m
      where ap.schedule <> 'FULL'
      union all
      select ap.payment_month, ap.payment_month, ap.cents - ap.in_twelfths, 'full'
      where ap.schedule = 'HALF_TWELFTHS'
    ) i`);
}
