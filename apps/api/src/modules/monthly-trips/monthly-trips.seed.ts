import {
  addDays,
  firstDayOf,
  isoWeekday,
  lastDayOf,
  monthOf,
} from '@quadro/contract/calendar-days';
import { kilometresOf } from '@quadro/contract/kilometre-map-rules';
import { fromTenths, justificationDeadline, toTenths } from '@quadro/contract/monthly-trip-rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SCALE_KILOMETRE_MAP_MONTH } from '../../seed/scale-months.ts';
import { listClientNames, listClientsOf } from '../clients/clients.public.ts';
import { kilometreMonths, kilometreMonthView } from '../kilometre-maps/kilometre-maps.public.ts';
import { users } from '../people/people.public.ts';
import {
  monthlyTrips,
  type NewMonthlyTrip,
  tripJustifications,
  tripLimits,
} from './monthly-trips.schema.ts';

const SENT_BACK = 'The Saturday trip needs the client site it went to.';
const NOTE = 'Go-live support at the client on a Saturday, agreed with the project manager.';
/** The demo kilometre maps' rate (travels.seed.ts). */
const DEMO_RATE = '0.400';
const STATES = ['Approved', 'PendingApproval', 'Rejected', 'PendingSubmission'] as const;

/** The first `count` days of a month on the given ISO weekdays. */
function daysOn(month: string, weekdays: readonly number[], count: number): string[] {
  const days: string[] = [];
  for (let day = firstDayOf(month); day <= lastDayOf(month) && days.length < count; ) {
    if (weekdays.includes(isoWeekday(day))) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/**
 * A month's trips reaching its kilometres (its value at the demo rate): three round trips on the first
 * weekdays, and the rest one way on the first Saturday, with a note unless `withoutNote`.
 */
function tripsOfMonth(
  employeeId: string,
  month: string,
  value: string,
  clientId: string,
  withoutNote: boolean,
): NewMonthlyTrip[] {
  const tenths = toTenths(kilometresOf(value, DEMO_RATE));
  const roundTrip = tenths / 8n;
  const rest = tenths - roundTrip * 6n;
  const base = { employeeId, month: firstDayOf(month), clientId, purpose: 'Client project work' };
  const [saturday] = daysOn(month, [6], 1);
  return [
    ...daysOn(month, [1, 2, 3], 3).map((date) => ({
      ...base,
      date,
      origin: 'Lisboa',
      destination: 'Client office',
      kilometres: fromTenths(roundTrip),
      roundTrip: true,
    })),
    ...(saturday && rest > 0n
      ? [
          {
            ...base,
            date: saturday,
            origin: 'Lisboa',
            destination: 'Client data centre',
            kilometres: fromTenths(rest),
            note: withoutNote ? '' : NOTE,
          },
        ]
      : []),
  ];
}

/**
 * Trips for the demo's approved kilometre-map months: every approved month but each person's latest
 * is justified (accepted); the month before the latest is in a state of its own per person
 * (accepted, waiting, sent back, or recorded and not sent, its Saturday trip without a note). Each
 * person's latest approved month is left to justify. And a few trip limits.
 */
export async function seedDemoMonthlyTrips(db: Executor, today: string): Promise<void> {
  const year = today.slice(0, 4);
  const months = await db
    .select({
      employeeId: kilometreMonths.employeeId,
      month: kilometreMonths.month,
      value: kilometreMonths.value,
    })
    .from(kilometreMonths)
    .innerJoin(users, eq(users.id, kilometreMonths.employeeId))
    .where(
      and(
        eq(kilometreMonths.status, 'Approved'),
        sql`${kilometreMonths.month} between ${`${year}-01-01`} and ${`${year}-12-01`}`,
      ),
    )
    .orderBy(asc(users.email), asc(kilometreMonths.month));
  const clients = await listClientNames(db);
  const firstClient = clients[0];
  if (!firstClient) return;
  const people = [...new Set(months.map((month) => month.employeeId))];
  const allocations = await listClientsOf(db, people, `${year}-01-01`, today);
  const trips: NewMonthlyTrip[] = [];
  const justifications: (typeof tripJustifications.$inferInsert)[] = [];
  people.forEach((employeeId, index) => {
    const own = months.filter((month) => month.employeeId === employeeId).slice(0, -1);
    const clientId =
      allocations.find((allocation) => allocation.employeeId === employeeId)?.clientId ??
      firstClient.id;
    own.forEach((row, at) => {
      const month = monthOf(row.month);
      const status = at === own.length - 1 ? STATES[index % STATES.length] : 'Approved';
      if (!status) return;
      trips.push(
        ...tripsOfMonth(employeeId, month, row.value, clientId, status === 'PendingSubmission'),
      );
      const sentAt = new Date(`${justificationDeadline(month, 10)}T09:00:00Z`);
      justifications.push({
        employeeId,
        month: row.month,
        status,
        rejectionReason: status === 'Rejected' ? SENT_BACK : null,
        sentAt: status === 'PendingSubmission' ? null : sentAt,
        reviewedAt: status === 'Approved' || status === 'Rejected' ? sentAt : null,
      });
    });
  });
  if (trips.length > 0) await db.insert(monthlyTrips).values(trips);
  if (justifications.length > 0) await db.insert(tripJustifications).values(justifications);
  const [someone] = people;
  await db
    .insert(tripLimits)
    .values([
      { scope: 'everyone', mostTripsAMonth: 20, mostKilometresATrip: '300.0' },
      { scope: 'client', clientId: firstClient.id, mostTripsAMonth: 12 },
      ...(someone
        ? [{ scope: 'employee', employeeId: someone, mostKilometresATrip: '450.0' }]
        : []),
    ]);
}

/**
 * The benchmark's trips: three round trips in the scale month for each employee whose month is
 * approved (a quarter of them), reaching its 375 km, for the first client; a third of those
 * justifications wait for finance. Two statements.
 */
export async function seedScaleMonthlyTrips(executor: Executor): Promise<void> {
  const first = `${SCALE_KILOMETRE_MAP_MONTH}-01`;
  const k = kilometreMonthView('k');
  await executor.execute(sql`
    insert into ${monthlyTrips}
      (employee_id, month, date, origin, destination, purpose, client_id, kilometres, round_trip)
    select ${k.employeeId}, ${k.month}, ${k.month} + d, 'Lisboa', 'Client office',
      'Client project work', (select id from clients order by name limit 1), 62.5, true
    from ${k} cross join generate_series(4, 6) d
    where ${k.month} = ${first}::date and ${k.status} = 'Approved'`);
  await executor.execute(sql`
    insert into ${tripJustifications} (employee_id, month, status, sent_at)
    select ${k.employeeId}, ${k.month},
      case when row_number() over (order by ${k.employeeId}) % 3 = 0 then 'PendingApproval'
        else 'PendingSubmission' end,
      case when row_number() over (order by ${k.employeeId}) % 3 = 0 then now() end
    from ${k}
    where ${k.month} = ${first}::date and ${k.status} = 'Approved'`);
}
