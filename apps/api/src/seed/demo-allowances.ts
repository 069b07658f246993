import { type AllowanceSchedule, allowanceTargetYear } from '@quadro/contract/allowance-amount';
import { ALLOWANCE_TYPES, type AllowanceType } from '@quadro/contract/allowances';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  employmentOf,
  insertInstalments,
  insertPlans,
  planTerms,
  salaryDayOf,
} from '../modules/allowances/allowances.public.ts';
import { findPersonByEmail, users } from '../modules/people/people.public.ts';

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
