import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { clientAllocations, clients } from './clients.schema.ts';

/**
 * The benchmark's allocations: every enabled person but one in eight works for one of the clients
 * (round robin by name) since their start. Run after the clients exist.
 */
export async function seedScaleAllocations(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into ${clientAllocations} (client_id, user_id, started_at)
    select c.id, p.id, coalesce(p.start_date, date '2020-01-01')
    from (
      select id, start_date, row_number() over (order by id) as n from ${users} where enabled
    ) p
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from ${clients}) c
      on c.k = p.n % c.total
    where p.n % 8 <> 5`);
}
