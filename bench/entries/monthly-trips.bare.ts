import { daysBetween, lastDayOf } from '@quadro/contract/calendar-days';
import { kilometresOf } from '@quadro/contract/kilometre-map-rules';
import {
  fromTenths,
  isPastJustificationDeadline,
  justificationDeadline,
  limitsInForce,
  type TripLimitRule,
  toTenths,
  tripFlags,
  tripKilometres,
} from '@quadro/contract/monthly-trip-rules';
import { TRIP_FLAG_LABELS, type TripLimitScope } from '@quadro/contract/monthly-trips';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api monthly-trips.repository.ts (no filter, no search), by hand. */
const STATUS = `coalesce(j.status, 'PendingSubmission')`;
const FROM = `from kilometre_map_months k join users u on u.id = k.employee_id left join trip_justifications j on j.employee_id = k.employee_id and j.month = k.month where k.month = $1 and k.status = 'Approved'`;
const SELECT_PAGE = `select u.id as user_id, u.name, k.value, k.price_per_km, j.id, j.status, j.rejection_reason ${FROM} order by (${STATUS} = 'PendingApproval') desc, u.name, u.id limit $2 offset $3`;
const COUNT = `select count(*)::int as total ${FROM}`;
const PEOPLE = `= any($1::uuid[])`;
const TRIPS = `select id, employee_id, date::text as date, origin, destination, purpose, kilometres, round_trip, note from monthly_trips where employee_id ${PEOPLE} and month = $2 order by date, created_at, id`;
const HOLIDAYS = `select date::text as date from holidays where date between $1 and $2`;
const VACATIONS = `select employee_id, start_date::text as start, end_date::text as "end" from days_away where kind = 'vacation' and employee_id ${PEOPLE} and start_date <= $3 and end_date >= $2`;
const ABSENCES = `select employee_id, start_date::text as start, end_date::text as "end" from absences where employee_id ${PEOPLE} and unit = 'days' and start_date <= $3 and end_date >= $2`;
const OWN_CAR = `select employee_id, sum(kilometres)::numeric(9,1)::text as kilometres from road_trips where employee_id ${PEOPLE} and transport = 'ownCar' and status in ('PendingApproval', 'Approved') and start_date between $2 and $3 group by employee_id, date_trunc('month', start_date)::date::text`;
const WORKED = `select m.employee_id, d.day::text as start, d.day::text as "end" from work_days d join work_maps m on m.id = d.work_map_id where m.employee_id ${PEOPLE} and d.day between $2 and $3 and d.hours + d.extra_hours > 0`;
const ALLOCATIONS = `select user_id as employee_id, client_id from client_allocations where user_id ${PEOPLE} and started_at <= $3 and (ended_at is null or ended_at >= $2)`;
const LIMITS = `select scope, coalesce(employee_id, client_id) as scope_id, most_trips_a_month, most_kilometres_a_trip, from_date::text as from_date from trip_limits`;

/** Each person's days of the month, from periods. */
function daysByPerson(rows: Row[], from: string, to: string) {
  const byPerson = new Map<string, Set<string>>();
  for (const row of rows) {
    const days = byPerson.get(row.employee_id as string) ?? new Set<string>();
    const start = (row.start as string) < from ? from : (row.start as string);
    const end = (row.end as string) > to ? to : (row.end as string);
    for (const day of daysBetween(start, end)) days.add(day);
    byPerson.set(row.employee_id as string, days);
  }
  return byPerson;
}

const EMPTY = new Set<string>();

/** GET /bare/travels/monthly-trips-justification: finance's month, first page, as ours answers it. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { month: string; page?: string; pageSize?: string } }>(
    '/bare/travels/monthly-trips-justification',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const { month } = request.query;
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const from = `${month}-01`;
      const to = lastDayOf(month);
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_PAGE, [from, pageSize, (page - 1) * pageSize]),
        store.query(COUNT, [from]),
      ]);
      const people = `{${rows.map((row) => row.user_id).join(',')}}`;
      const period = [people, from, to];
      const [trips, stored, vacations, absences, worked, allocations, limits, ownCar] =
        await Promise.all([
          store.query(TRIPS, [people, from]),
          store.query(HOLIDAYS, [from, to]),
          store.query(VACATIONS, period),
          store.query(ABSENCES, period),
          store.query(WORKED, period),
          store.query(ALLOCATIONS, period),
          store.query(LIMITS, []),
          store.query(OWN_CAR, period),
        ]);
      const holidays = new Set([
        ...portugueseNationalHolidays(Number(month.slice(0, 4))).map((holiday) => holiday.date),
        ...stored.map((row) => row.date as string),
      ]);
      const vacationDays = daysByPerson(vacations, from, to);
      const absenceDays = daysByPerson(absences, from, to);
      const workedDays = daysByPerson(worked, from, to);
      const rules: TripLimitRule[] = limits.map((row) => ({
        scope: row.scope as TripLimitScope,
        scopeId: row.scope_id as string | null,
        mostTripsAMonth: row.most_trips_a_month as number | null,
        mostKilometresATrip: row.most_kilometres_a_trip as string | null,
        fromDate: row.from_date as string | null,
      }));
      const late = isPastJustificationDeadline(
        month,
        today(),
        SYSTEM_PARAMETER_DEFAULTS.kilometreMapDeadlineDay,
      );
      return {
        month,
        deadline: justificationDeadline(month, SYSTEM_PARAMETER_DEFAULTS.kilometreMapDeadlineDay),
        items: rows.map((row) => {
          const employeeId = row.user_id as string;
          const own = trips.filter((trip) => trip.employee_id === employeeId);
          const flags = tripFlags(
            own.map((trip) => ({
              date: trip.date as string,
              kilometres: trip.kilometres as string,
              roundTrip: trip.round_trip as boolean,
            })),
            {
              holidays,
              vacationDays: vacationDays.get(employeeId) ?? EMPTY,
              absenceDays: absenceDays.get(employeeId) ?? EMPTY,
              workedDays: workedDays.get(employeeId) ?? EMPTY,
            },
            limitsInForce(rules, {
              employeeId,
              month,
              clientIds: allocations
                .filter((allocation) => allocation.employee_id === employeeId)
                .map((allocation) => allocation.client_id as string),
            }),
          );
          const status = (row.status as string | null) ?? 'PendingSubmission';
          const totals = own.map((trip) =>
            tripKilometres(trip.kilometres as string, trip.round_trip as boolean),
          );
          return {
            id: row.id,
            employee: { id: employeeId, name: row.name },
            status,
            rejectionReason: row.rejection_reason,
            value: row.value,
            kilometresRequired: row.price_per_km
              ? kilometresOf(row.value as string, row.price_per_km as string)
              : '0.0',
            kilometresRecorded: fromTenths(
              totals.reduce(
                (sum, km) => sum + toTenths(km),
                toTenths(
                  (ownCar.find((car) => car.employee_id === employeeId)?.kilometres as string) ??
                    '0.0',
                ),
              ),
            ),
            trips: own.length,
            flaggedTrips: own.flatMap((trip, index) => {
              const reasons = flags[index] ?? [];
              if (reasons.length === 0) return [];
              return [
                {
                  id: trip.id,
                  date: trip.date,
                  origin: trip.origin,
                  destination: trip.destination,
                  purpose: trip.purpose,
                  totalKilometres: totals[index],
                  note: trip.note,
                  flags: reasons.map((flag) => ({ flag, reason: TRIP_FLAG_LABELS[flag] })),
                },
              ];
            }),
            pastDeadline: late && (status === 'PendingSubmission' || status === 'Rejected'),
          };
        }),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
}
