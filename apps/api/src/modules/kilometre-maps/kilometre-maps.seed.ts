import { firstDayOf, monthOf } from '@quadro/contract/calendar-days';
import { toCents } from '@quadro/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SCALE_KILOMETRE_MAP_MONTH } from '../../seed/scale-months.ts';
import { dislocationAllowancesOfYear } from '../contracts/contracts.public.ts';
import { users } from '../people/people.public.ts';
import {
  kilometreMapMonths,
  kilometreMaps,
  type NewKilometreMapMonth,
} from './kilometre-maps.schema.ts';

const REJECTION = 'The kilometres do not match the trips of the month: please check them.';
const DEMO_RATE = '0.400';

/** Earlier months are approved (one of them rejected for some); this month waits or is a draft. */
function statusOf(person: number, month: number, thisMonth: number): string {
  if (month < thisMonth - 1) return 'Approved';
  if (month === thisMonth - 1)
    return ['Approved', 'Rejected', 'PendingApproval'][person % 3] as string;
  return person % 2 === 0 ? 'PendingApproval' : 'PendingSubmission';
}

/**
 * This year's kilometre map of every enabled employee with a dislocation allowance: each month
 * up to this one claims that month's allowance, in every state, at the default rate; the plate
 * is made up. In January, last month is last year's December: it gets a map of its own, so every
 * month of the year has a last month waiting, approved or rejected.
 */
export async function seedDemoKilometreMaps(db: Executor, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const thisMonth = Number(monthOf(today).slice(5));
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enabled, true), sql`'employee' = any(${users.profiles})`))
    .orderBy(asc(users.email));
  for (const [index, person] of people.entries()) {
    const plate = `${10 + index}-AB-${20 + index}`;
    const thisYear = Array.from({ length: thisMonth }, (_, monthIndex) => ({
      month: monthIndex + 1,
      status: statusOf(index, monthIndex + 1, thisMonth),
    }));
    await seedMapOfYear(db, person.id, year, plate, thisYear);
    if (thisMonth === 1) {
      const december = [{ month: 12, status: statusOf(index, 0, thisMonth) }];
      await seedMapOfYear(db, person.id, year - 1, plate, december);
    }
  }
}

/** One person's map of `year` with the given months, each claiming that month's allowance. */
async function seedMapOfYear(
  db: Executor,
  employeeId: string,
  year: number,
  vehiclePlate: string,
  claimed: { month: number; status: string }[],
): Promise<void> {
  const allowances = await dislocationAllowancesOfYear(db, employeeId, year);
  if (allowances.every((allowance) => toCents(allowance) === 0n)) return;
  const [map] = await db
    .insert(kilometreMaps)
    .values({ employeeId, year, vehiclePlate })
    .returning({ id: kilometreMaps.id });
  if (!map) return;
  const months: NewKilometreMapMonth[] = [];
  for (const { month: monthNumber, status } of claimed) {
    const value = allowances[monthNumber - 1] ?? '0';
    if (toCents(value) === 0n) continue;
    const month = `${year}-${String(monthNumber).padStart(2, '0')}`;
    months.push({
      mapId: map.id,
      employeeId,
      month: firstDayOf(month),
      value,
      status,
      pricePerKm: status === 'PendingSubmission' ? null : DEMO_RATE,
      rejectionReason: status === 'Rejected' ? REJECTION : null,
      sentAt: status === 'PendingSubmission' ? null : new Date(`${month}-10T09:00:00Z`),
    });
  }
  if (months.length > 0) await db.insert(kilometreMapMonths).values(months);
}

/**
 * The benchmark's kilometre maps: every enabled employee (each has a dislocation allowance in the
 * scale seed) has a map of 2026 with a month from January to October, 150.00 € at 0.40 €/km.
 * January to September are approved; October is a quarter each waiting for finance, approved,
 * rejected (with a reason) and not yet sent. Two statements, about 50,000 months at 5,000.
 */
export async function seedScaleKilometreMaps(executor: Executor): Promise<void> {
  const last = `${SCALE_KILOMETRE_MAP_MONTH}-01`;
  await executor.execute(sql`
    insert into ${kilometreMaps} (employee_id, year, vehicle_plate)
    select id, 2026, 'AA-00-' || lpad((row_number() over (order by id) % 100)::text, 2, '0')
    from ${users} where enabled and 'employee' = any(profiles)`);
  await executor.execute(sql`
    insert into ${kilometreMapMonths}
      (map_id, employee_id, month, value, price_per_km, status, rejection_reason, sent_at)
    select k.id, k.employee_id, m::date, 150.00,
      case when m::date < ${last}::date or p.n % 4 <> 3 then 0.400 end,
      case when m::date < ${last}::date then 'Approved'
        else (array['PendingApproval','Approved','Rejected','PendingSubmission'])[1 + (p.n % 4)::int]
      end,
      case when m::date = ${last}::date and p.n % 4 = 2 then ${REJECTION} end,
      case when m::date < ${last}::date or p.n % 4 <> 3 then m::timestamptz + interval '9 days' end
    from ${kilometreMaps} k
    join (select id, row_number() over (order by id) as n from ${users}) p on p.id = k.employee_id
    cross join generate_series(date '2026-01-01', ${last}::date, interval '1 month') m
    where k.year = 2026`);
}
