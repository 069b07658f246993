import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { clientAllocations, clients } from '../modules/clients/clients.public.ts';
import { contracts, salaries } from '../modules/contracts/contracts.public.ts';
import { users } from '../modules/people/people.public.ts';

/**
 * The benchmark's organisation data: every enabled person but one in eight works for one of the
 * scale clients since their start, and has a contract with three years of salaries. Run after
 * seedScaleProjects (it makes the clients).
 */
export async function seedScalePayAndClients(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into ${clientAllocations} (client_id, user_id, started_at)
    select c.id, p.id, coalesce(p.start_date, date '2020-01-01')
    from (
      select id, start_date, row_number() over (order by id) as n from ${users} where enabled
    ) p
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from ${clients}) c
      on c.k = p.n % c.total
    where p.n % 8 <> 5`);
  await executor.execute(sql`
    insert into ${contracts} (user_id, type, started_at, salary)
    select id, coalesce(contract_type, 'permanent'), coalesce(start_date, date '2020-01-01'), 1500
    from ${users}`);
  await executor.execute(sql`
    insert into ${salaries} (user_id, contract_id, base_salary, dislocation_allowance, effective_date)
    select c.user_id, c.id, 1500 + 100 * y, 150, make_date(2024 + y, 1, 1)
    from ${contracts} c cross join generate_series(0, 2) y`);
}
