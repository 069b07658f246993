import { fromCents, toCents } from '@quadro/contract/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { insertContract, insertSalary } from './contracts.public.ts';
import { contracts, salaries } from './contracts.schema.ts';

/** Yearly raises every demo employee got, so each has two years of salary history. */
const RAISES = [
  { from: '2025-01-01', percent: 4n },
  { from: '2026-01-01', percent: 3n },
];

function raised(amount: string, percent: bigint): string {
  return fromCents((toCents(amount) * (100n + percent) + 50n) / 100n);
}

function addYears(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

interface DemoContract {
  type: string;
  startedAt: string;
  endedAt: string | null;
}

/** Every fourth permanent employee started on a fixed-term contract turned permanent a year later. */
function contractsOf(index: number, startDate: string, contractType: string): DemoContract[] {
  if (index % 4 !== 0 || contractType !== 'permanent') {
    return [{ type: contractType, startedAt: startDate, endedAt: null }];
  }
  const converted = addYears(startDate, 1);
  return [
    { type: 'fixed_term', startedAt: startDate, endedAt: converted },
    { type: 'permanent', startedAt: converted, endedAt: null },
  ];
}

/**
 * Contracts from each enabled person's start, a salary at each contract's start, then the raises
 * of 2025 and 2026, with a dislocation allowance for every third person from 2026.
 */
export async function seedDemoContracts(executor: Executor): Promise<void> {
  const people = await executor
    .select({ id: users.id, startDate: users.startDate, contractType: users.contractType })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(users.email));
  for (const [index, person] of people.entries()) {
    if (!person.startDate || !person.contractType) continue;
    let salary = fromCents(BigInt(110_000 + ((index * 13_700) % 190_000)));
    let dislocation = '0.00';
    let current: { id: string; startedAt: string } | undefined;
    for (const contract of contractsOf(index, person.startDate, person.contractType)) {
      current = await insertContract(executor, { userId: person.id, salary, ...contract });
      await insertSalary(executor, {
        userId: person.id,
        contractId: current.id,
        baseSalary: salary,
        dislocationAllowance: dislocation,
        effectiveDate: contract.startedAt,
        createdBy: null,
      });
    }
    for (const raise of RAISES) {
      if (!current || raise.from <= current.startedAt) continue;
      salary = raised(salary, raise.percent);
      if (raise.from === '2026-01-01' && index % 3 === 0) dislocation = '150.00';
      await insertSalary(executor, {
        userId: person.id,
        contractId: current.id,
        baseSalary: salary,
        dislocationAllowance: dislocation,
        effectiveDate: raise.from,
        createdBy: null,
      });
    }
  }
}

/** The benchmark's pay: every person has a contract with three years of salaries. */
export async function seedScaleContracts(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into ${contracts} (user_id, type, started_at, salary)
    select id, coalesce(contract_type, 'permanent'), coalesce(start_date, date '2020-01-01'), 1500
    from ${users}`);
  await executor.execute(sql`
    insert into ${salaries} (user_id, contract_id, base_salary, dislocation_allowance, effective_date)
    select c.user_id, c.id, 1500 + 100 * y, 150, make_date(2024 + y, 1, 1)
    from ${contracts} c cross join generate_series(0, 2) y`);
}
