import { firstDayOf, monthOf } from '@quadro/contract/calendar-days';
import { toCents } from '@quadro/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { dislocationAllowancesOfYear } from '../contracts/contracts.public.ts';
import { users } from '../people/people.public.ts';
import { kilometreMapMonths, kilometreMaps, type NewKilometreMapMonth } from './travels.schema.ts';

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
 * is made up.
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
    const allowances = await dislocationAllowancesOfYear(db, person.id, year);
    if (allowances.every((allowance) => toCents(allowance) === 0n)) continue;
    const [map] = await db
      .insert(kilometreMaps)
      .values({ employeeId: person.id, year, vehiclePlate: `${10 + index}-AB-${20 + index}` })
      .returning({ id: kilometreMaps.id });
    if (!map) continue;
    const months: NewKilometreMapMonth[] = [];
    allowances.slice(0, thisMonth).forEach((value, monthIndex) => {
      if (toCents(value) === 0n) return;
      const status = statusOf(index, monthIndex + 1, thisMonth);
      const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
      months.push({
        mapId: map.id,
        employeeId: person.id,
        month: firstDayOf(month),
        value,
        status,
        pricePerKm: status === 'PendingSubmission' ? null : DEMO_RATE,
        rejectionReason: status === 'Rejected' ? REJECTION : null,
        sentAt: status === 'PendingSubmission' ? null : new Date(`${month}-10T09:00:00Z`),
      });
    });
    if (months.length > 0) await db.insert(kilometreMapMonths).values(months);
  }
}
