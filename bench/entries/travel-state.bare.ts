import { endpointUrl } from '@quadro/contract/endpoint';
import {
  availableValue,
  claimedValue,
  dislocationLeft,
  dislocationToReceive,
  isMonthClosed,
  isSendable,
  type KilometreMonth,
  kilometresOf,
  monthsOfYear,
  openMonthsOf,
  rateOfMonth,
  sendDeadlineOf,
  sumKilometres,
} from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import {
  fromTenths,
  isPastJustificationDeadline,
  justificationDeadline,
  toTenths,
} from '@quadro/contract/monthly-trip-rules';
import { roadTripTotal } from '@quadro/contract/road-trip-rules';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';
import { REJECTED_AT, rejectionWindows } from '../lib/kilometre-windows.ts';

const PARAMETERS = SYSTEM_PARAMETER_DEFAULTS;
const DEADLINE_DAY = SYSTEM_PARAMETER_DEFAULTS.kilometreMapDeadlineDay;
const ISO = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The SQL Drizzle builds for GET /api/travels (travels, road trips, monthly trips, contracts), by hand. */
const SELECT_PERSON = 'select id, name from users where id = $1';
const SELECT_MAP = 'select vehicle_plate from kilometre_maps where employee_id = $1 and year = $2';
const SELECT_MONTHS = `select m.id, m.month::text as month, m.value, m.price_per_km, m.status, m.rejection_reason, ${REJECTED_AT} from kilometre_map_months m where employee_id = $1 and month between $2 and $3 order by month`;
const SELECT_RATES = `select effective_date::text as effective_date, price_per_km from kilometre_rates order by effective_date desc`;
const SELECT_SALARIES = `select effective_date::text as effective_date, dislocation_allowance from salaries where user_id = $1 and effective_date <= $2 order by effective_date`;
const SELECT_ROAD_TRIPS = `select r.id, r.start_date::text as start_date, r.end_date::text as end_date, r.destination, r.purpose, r.client_id, c.name as client_name, r.project_id, p.name as project_name, r.client_or_project, r.transport, r.kilometres, r.status, r.rejection_reason, ${ISO('r.sent_at')} as sent_at, ${ISO('r.created_at')} as created_at, u.id as user_id, u.name as user_name from road_trips r join users u on u.id = r.employee_id left join clients c on c.id = r.client_id left join projects p on p.id = r.project_id where r.employee_id = $1 and r.start_date between $2 and $3 order by r.start_date desc, r.created_at desc`;
const SELECT_RECEIPTS = `select t.id, t.road_trip_id, t.date::text as date, t.category, t.currency, t.amount, t.exchange_rate, t.euros, f.original_name, f.media_type from travel_receipts t join files f on f.id = t.file_id where t.road_trip_id = any($1::uuid[]) order by t.date, t.created_at`;
const SELECT_RECEIPTS_BY_MONTH = `select extract(month from r.start_date)::int as month, sum(t.euros)::numeric(18,2)::text as euros from road_trips r join travel_receipts t on t.road_trip_id = r.id where r.start_date between $2 and $3 and r.status = 'Approved' and r.employee_id = $1 group by extract(month from r.start_date)::int`;
const SELECT_APPROVED_MONTHS = `select month::text as month, value, price_per_km, status from kilometre_map_months where employee_id = $1 and status = 'Approved' and month between $2 and $3 order by month`;
const SELECT_JUSTIFICATIONS = `select month::text as month, status from trip_justifications where employee_id = $1 and month between $2 and $3`;
const SELECT_TRIP_KILOMETRES = `select month::text as month, sum(case when round_trip then kilometres * 2 else kilometres end)::numeric(12,1)::text as kilometres from monthly_trips where employee_id = $1 and month between $2 and $3 group by month`;
const SELECT_OWN_CAR = `select employee_id, date_trunc('month', start_date)::date::text as month, sum(kilometres)::numeric(9,1)::text as kilometres from road_trips where employee_id = any($1::uuid[]) and transport = 'ownCar' and status in ('PendingApproval', 'Approved') and start_date between $2 and $3 group by employee_id, date_trunc('month', start_date)::date::text`;

const editable = (status: string) => status === 'PendingSubmission' || status === 'Rejected';

function sumTravel(totals: readonly { value: string; kilometres: string; receipts: string }[]) {
  const cents = (pick: (item: (typeof totals)[number]) => string) =>
    fromCents(totals.reduce((sum, item) => sum + toCents(pick(item)), 0n));
  return {
    value: cents((item) => item.value),
    kilometres: sumKilometres(totals.map((item) => item.kilometres)),
    receipts: cents((item) => item.receipts),
  };
}

/** GET /bare/travels?year=: the signed-in employee's travel state, as ours answers it. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { year: string } }>('/bare/travels', async (request, reply) => {
    const userId = userIdOf(request.headers.authorization);
    if (!userId) return reply.status(401).send({ error: 'unauthorized' });
    const year = Number(request.query.year);
    const monthBounds = [`${year}-01-01`, `${year}-12-01`];
    const dayBounds = [`${year}-01-01`, `${year}-12-31`];
    const [
      [person],
      [map],
      rows,
      rates,
      salaries,
      tripRows,
      receiptsByMonth,
      approvedMonths,
      justifications,
      tripKilometres,
      ownCar,
    ] = await Promise.all([
      store.query(SELECT_PERSON, [userId]),
      store.query(SELECT_MAP, [userId, year]),
      store.query(SELECT_MONTHS, [userId, ...monthBounds]),
      store.query(SELECT_RATES, []),
      store.query(SELECT_SALARIES, [userId, `${year}-12-01`]),
      store.query(SELECT_ROAD_TRIPS, [userId, ...dayBounds]),
      store.query(SELECT_RECEIPTS_BY_MONTH, [userId, ...dayBounds]),
      store.query(SELECT_APPROVED_MONTHS, [userId, ...monthBounds]),
      store.query(SELECT_JUSTIFICATIONS, [userId, ...monthBounds]),
      store.query(SELECT_TRIP_KILOMETRES, [userId, ...monthBounds]),
      store.query(SELECT_OWN_CAR, [`{${userId}}`, ...dayBounds]),
    ]);
    const receipts =
      tripRows.length === 0
        ? []
        : await store.query(SELECT_RECEIPTS, [`{${tripRows.map((trip) => trip.id).join(',')}}`]);
    const day = today();
    const deadlineDay = PARAMETERS.kilometreMapDeadlineDay;
    const allowances = Array.from({ length: 12 }, (_, index) => {
      const firstDay = `${year}-${String(index + 1).padStart(2, '0')}-01`;
      return (
        (salaries.findLast((salary) => (salary.effective_date as string) <= firstDay)
          ?.dislocation_allowance as string) ?? '0.00'
      );
    });
    const toReceive = dislocationToReceive(allowances);
    const rateList = rates.map((rate) => ({
      effectiveDate: rate.effective_date as string,
      pricePerKm: rate.price_per_km as string,
    }));
    const byMonth = new Map(rows.map((row) => [(row.month as string).slice(0, 7), row]));
    const windows = await rejectionWindows(store, rows);
    const ruleMonths = monthsOfYear(year).map((month): KilometreMonth => {
      const row = byMonth.get(month);
      return {
        month,
        value: (row?.value as string) ?? '0.00',
        status: ((row?.status as string) ?? 'PendingSubmission') as KilometreMonth['status'],
        resubmitUntil: row ? (windows.get(row.id as string) ?? null) : null,
      };
    });
    const months = monthsOfYear(year).map((month, index) => {
      const row = byMonth.get(month);
      const ruleMonth = ruleMonths[index] as KilometreMonth;
      const value = (row?.value as string) ?? '0.00';
      const pricePerKm =
        (row?.price_per_km as string) ?? rateOfMonth(rateList, month, PARAMETERS.pricePerKilometre);
      const status = (row?.status as string) ?? 'PendingSubmission';
      return {
        id: (row?.id as string) ?? null,
        month,
        value,
        pricePerKm,
        kilometres: kilometresOf(value, pricePerKm),
        status,
        rejectionReason: (row?.rejection_reason as string) ?? null,
        deadline: sendDeadlineOf(ruleMonth, deadlineDay),
        editable: editable(status) && isSendable(ruleMonth, day, deadlineDay),
        closed: isMonthClosed(ruleMonth, day, deadlineDay),
      };
    });
    const euros = new Map(receiptsByMonth.map((row) => [row.month, row.euros as string]));
    const monthTotals = months.map((month, index) => {
      const value = claimedValue(ruleMonths[index] as KilometreMonth, day, deadlineDay);
      return {
        value,
        kilometres: kilometresOf(value, month.pricePerKm),
        receipts: euros.get(index + 1) ?? '0.00',
      };
    });
    const monthlyTrips = approvedMonths.map((row) => {
      const month = (row.month as string).slice(0, 7);
      const status =
        (justifications.find((item) => item.month === row.month)?.status as string) ??
        'PendingSubmission';
      const late =
        isPastJustificationDeadline(month, day, DEADLINE_DAY) &&
        status !== 'PendingApproval' &&
        status !== 'Approved';
      return {
        month,
        status,
        kilometresRequired: row.price_per_km
          ? kilometresOf(row.value as string, row.price_per_km as string)
          : '0.0',
        kilometresRecorded: fromTenths(
          toTenths(
            (tripKilometres.find((item) => item.month === row.month)?.kilometres as string) ??
              '0.0',
          ) +
            toTenths(
              (ownCar.find((item) => item.month === row.month)?.kilometres as string) ?? '0.0',
            ),
        ),
        deadline: justificationDeadline(month, DEADLINE_DAY),
        requiresAttention: status === 'Rejected' || late,
      };
    });
    const roadTrips = tripRows.map((trip) => {
      const own = receipts.filter((receipt) => receipt.road_trip_id === trip.id);
      return {
        id: trip.id,
        employee: { id: trip.user_id, name: trip.user_name },
        startDate: trip.start_date,
        endDate: trip.end_date,
        destination: trip.destination,
        purpose: trip.purpose,
        client: trip.client_id ? { id: trip.client_id, name: trip.client_name } : null,
        project: trip.project_id ? { id: trip.project_id, name: trip.project_name } : null,
        unlinkedClientOrProject: trip.client_id ? null : trip.client_or_project,
        transport: trip.transport,
        kilometres: trip.kilometres,
        status: trip.status,
        rejectionReason: trip.rejection_reason,
        sentAt: trip.sent_at,
        editable: editable(trip.status as string),
        receipts: own.map((receipt) => ({
          id: receipt.id,
          date: receipt.date,
          category: receipt.category,
          currency: receipt.currency,
          amount: receipt.amount,
          exchangeRate: receipt.exchange_rate,
          euros: receipt.euros,
          file: endpointUrl(ROAD_TRIPS_ENDPOINTS.receiptFile, {
            query: { id: receipt.id as string },
          }),
          fileName: receipt.original_name,
          mediaType: receipt.media_type,
        })),
        total: roadTripTotal(own.map((receipt) => receipt.euros as string)),
        createdAt: trip.created_at,
      };
    });
    const left = dislocationLeft(toReceive, ruleMonths);
    const counted = (status: string) => rows.filter((row) => row.status === status).length;
    const toFix = ruleMonths.filter(
      (month) => month.status === 'Rejected' && !isMonthClosed(month, day, deadlineDay),
    ).length;
    const next = months.find(
      (month) => editable(month.status) && !month.closed && month.deadline >= day,
    );
    return {
      year,
      monthlyTrips,
      employeeKilometresMap: {
        year,
        employee: { id: person?.id, name: person?.name },
        vehiclePlate: (map?.vehicle_plate as string) ?? null,
        months,
      },
      roadTrips,
      numberOfMonthsToPlan: openMonthsOf(year, day, deadlineDay).length,
      nextClosing: next ? { month: next.month, deadline: next.deadline } : null,
      dislocationToReceive: toReceive,
      dislocationLeft: left,
      pendingNumber: counted('PendingApproval'),
      requiresAttentionNumber:
        toFix + monthlyTrips.filter((month) => month.requiresAttention).length,
      totals: { year: sumTravel(monthTotals), months: monthTotals },
      available: availableValue(left, PARAMETERS.kilometreMapMonthlyCap),
      max: PARAMETERS.kilometreMapMonthlyCap,
      canDownload: counted('Approved') > 0 || roadTrips.some((trip) => trip.status === 'Approved'),
    };
  });
}
