import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { insertAllocation, insertClient } from './clients.public.ts';
import { clientAllocations, clients as clientsTable } from './clients.schema.ts';

const CLIENTS = [
  {
    name: 'Banco Atlântico',
    contactName: 'Marta Reis',
    email: 'marta.reis@bancoatlantico.pt',
    phone: '+351 210 100 200',
    address: 'Avenida da Liberdade 120, 1250-146 Lisboa',
    taxNumber: '500100144',
    limitDays: 22,
  },
  {
    name: 'Seguros do Norte',
    contactName: 'Paulo Azevedo',
    email: 'paulo.azevedo@segurosnorte.pt',
    phone: '+351 220 300 400',
    address: 'Rua de Santa Catarina 45, 4000-447 Porto',
    taxNumber: '502200148',
    limitDays: 20,
  },
  {
    name: 'Energias do Tejo',
    contactName: 'Cláudia Faria',
    email: 'claudia.faria@energiastejo.pt',
    phone: '+351 214 500 600',
    address: 'Parque das Nações, 1990-096 Lisboa',
    taxNumber: '503300140',
    limitDays: 25,
  },
  {
    name: 'Retalho Verde',
    contactName: 'Hugo Matos',
    email: 'hugo.matos@retalhoverde.pt',
    phone: '+351 239 700 800',
    address: 'Rua Ferreira Borges 12, 3000-180 Coimbra',
    taxNumber: '504400145',
    limitDays: 18,
  },
] as const;

/**
 * Four clients; most people who hold the employee profile work for one of them since 2024 (each
 * fifth has no client, so the without-client list has people in it).
 */
export async function seedDemoClients(executor: Executor): Promise<void> {
  const clients = [];
  for (const client of CLIENTS) clients.push(await insertClient(executor, client));
  const employees = await executor
    .select({ id: users.id, profiles: users.profiles })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(users.email));
  const allocated = employees.filter(
    (person, index) => person.profiles.includes('employee') && index % 5 !== 1,
  );
  for (const [index, person] of allocated.entries()) {
    const client = clients[index % clients.length];
    if (!client) continue;
    await insertAllocation(executor, {
      clientId: client.id,
      userId: person.id,
      startedAt: index % 2 === 0 ? '2024-01-01' : '2025-03-01',
      endedAt: null,
    });
  }
}

/**
 * The benchmark's allocations: every enabled person but one in eight works for one of the scale
 * clients since their start. Run after seedScaleProjects (it makes the clients).
 */
export async function seedScaleClientAllocations(executor: Executor): Promise<void> {
  await executor.execute(sql`
    insert into ${clientAllocations} (client_id, user_id, started_at)
    select c.id, p.id, coalesce(p.start_date, date '2020-01-01')
    from (
      select id, start_date, row_number() over (order by id) as n from ${users} where enabled
    ) p
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from ${clientsTable}) c
      on c.k = p.n % c.total
    where p.n % 8 <> 5`);
}
