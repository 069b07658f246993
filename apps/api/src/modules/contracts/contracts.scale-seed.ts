import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { contracts, salaries } from './contracts.schema.ts';

/** The benchmark's pay: everybody has a contract with three years of salaries. */
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
