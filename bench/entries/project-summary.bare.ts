import { budgetShare, budgetStatus } from '@quadro/contract/budget-status';
import { costOfHours, hourCost, workingHoursInYear } from '@quadro/contract/hour-cost';
import { rateOfMonth, valueOfKilometres } from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import { tripKilometres } from '@quadro/contract/monthly-trip-rules';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';
import { SYSTEM_PARAMETERS } from '@quadro/contract/system-parameters';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/**
 * The SQL apps/api's executive summary runs (projects.repository.ts findProject and membersOf,
 * clients' clientNamesOf, work-maps' project-hours.ts, travels' project-travel.repository.ts and
 * listRates, contracts' salariesOfPeople, holidays' listStoredHolidays, project-summary.repository.ts
 * peopleOf), by hand.
 */
const PROJECT = `select id, client_id, name, code, description, start_date::text as start_date, end_date::text as end_date, status, budget_hours, budget_amount from projects where id = $1`;
const CLIENT_NAMES = `select id, name from clients where id in ($1)`;
const MEMBERS = `select pm.id, pm.user_id, u.name, pm.role, pm.allocation, pm.started_at::text as started_at, pm.ended_at::text as ended_at from project_members pm inner join users u on u.id = pm.user_id where pm.project_id = $1 order by u.name asc, pm.started_at asc`;
const HOURS = `select wm.employee_id, to_char(wm.month, 'YYYY-MM') as month, wm.status = 'Approved' as approved, sum(wd.hours + wd.extra_hours)::text as hours, max(wd.day)::text as last_day from work_days wd inner join work_maps wm on wm.id = wd.work_map_id where wd.project_id = $1 group by wm.employee_id, wm.month, wm.status = 'Approved' order by wm.month asc`;
const TRIPS = `select mt.date::text as date, to_char(mt.month, 'YYYY-MM') as month, u.name, mt.origin, mt.destination, mt.kilometres, mt.round_trip, kmm.price_per_km from monthly_trips mt inner join trip_justifications tj on tj.employee_id = mt.employee_id and tj.month = mt.month inner join users u on u.id = mt.employee_id left join kilometre_map_months kmm on kmm.employee_id = mt.employee_id and kmm.month = mt.month where mt.project_id = $1 and tj.status = 'Approved' order by mt.date asc, u.name asc, mt.id asc`;
const RATES = `select id, effective_date::text as effective_date, price_per_km, created_by, created_at from kilometre_rates order by effective_date desc`;
const ROAD_TRIPS = `select rt.id, rt.start_date::text as start_date, u.name, rt.destination, coalesce(sum(tr.euros), 0)::numeric(18, 2)::text as amount from road_trips rt inner join users u on u.id = rt.employee_id left join travel_receipts tr on tr.road_trip_id = rt.id where rt.project_id = $1 and rt.status = 'Approved' group by rt.id, u.name order by rt.start_date asc, rt.id asc`;
const inList = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');
const PEOPLE = (n: number) =>
  `select id, name, working_weekdays, daily_hours from users where id in (${inList(n)})`;
const SALARIES = (n: number) =>
  `select user_id, base_salary, effective_date::text as effective_date from salaries where user_id in (${inList(n)}) order by effective_date asc`;
const HOLIDAYS = `select id, date::text as date, name, region from holidays where date between $1 and $2 order by date`;
const PARAMETERS = `select key, value from system_parameters where key in ('employerSocialSecurityRate', 'pricePerKilometre')`;

const sum = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let at = first; at <= last; ) {
    months.push(at);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    at = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

function adminOf(authorization: string | undefined): { admin: boolean; manager: boolean } {
  const payload = authorization?.split('.')[1] ?? '';
  const { profiles = [] } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    profiles?: string[];
  };
  return {
    admin: profiles.includes('admin'),
    manager: profiles.includes('admin') || profiles.includes('comercial'),
  };
}

/** GET /bare/projects/:id/summary-executive: the same SQL, the same JSON as ours. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  // Ours reads the parameters from its cache, not per request: so does bare, once.
  let parameters: Promise<{ rate: string; pricePerKm: string }> | undefined;
  const parametersOf = () => {
    parameters ??= store.query(PARAMETERS, []).then((rows) => {
      const stored = new Map(rows.map((row) => [row.key, (row.value as { value: string }).value]));
      return {
        rate:
          stored.get('employerSocialSecurityRate') ??
          SYSTEM_PARAMETERS.employerSocialSecurityRate.defaultValue,
        pricePerKm:
          stored.get('pricePerKilometre') ??
          String(SYSTEM_PARAMETERS.pricePerKilometre.defaultValue),
      };
    });
    return parameters;
  };

  app.get<{ Params: { id: string } }>(
    '/bare/projects/:id/summary-executive',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const { admin, manager } = adminOf(request.headers.authorization);
      if (!manager) return reply.status(403).send({ error: 'forbidden' });
      const id = request.params.id;
      const [project] = await store.query(PROJECT, [id]);
      if (!project) return reply.status(404).send({ error: 'not_found' });
      const [[client], team, rows, trips, rates, roadTrips, settings] = await Promise.all([
        store.query(CLIENT_NAMES, [project.client_id]),
        store.query(MEMBERS, [id]),
        store.query(HOURS, [id]),
        store.query(TRIPS, [id]),
        store.query(RATES, []),
        store.query(ROAD_TRIPS, [id]),
        parametersOf(),
      ]);
      const memberIds = [
        ...new Set([
          ...team.map((member) => member.user_id as string),
          ...rows.map((row) => row.employee_id as string),
        ]),
      ];
      const people = new Map(
        (memberIds.length === 0 ? [] : await store.query(PEOPLE(memberIds.length), memberIds)).map(
          (person) => [person.id as string, person],
        ),
      );
      const nameOf = (employeeId: string) => (people.get(employeeId)?.name as string) ?? '';
      const booked = rows.map((row) => row.month as string);
      const months =
        booked.length === 0 ? [] : monthsFrom(booked[0] as string, booked.at(-1) as string);
      const approved = rows.filter((row) => row.approved === true);
      const hoursOf = (list: Row[]) => sum(list.map((row) => row.hours as string));
      const byMember = memberIds.map((employeeId) => {
        const mine = approved.filter((row) => row.employee_id === employeeId);
        return {
          employeeId,
          employeeName: nameOf(employeeId),
          months: months.map((month) => ({
            month,
            hours: hoursOf(mine.filter((row) => row.month === month)),
          })),
          total: hoursOf(mine),
          pending: hoursOf(
            rows.filter((row) => row.employee_id === employeeId && row.approved !== true),
          ),
        };
      });
      const hours = {
        byMember,
        byMonth: months.map((month) => ({
          month,
          hours: hoursOf(approved.filter((row) => row.month === month)),
        })),
        total: hoursOf(approved),
        pending: hoursOf(rows.filter((row) => row.approved !== true)),
      };

      const withHours = memberIds.filter((employeeId) =>
        rows.some((row) => row.employee_id === employeeId),
      );
      const years = [
        ...new Set(approved.map((row) => Number((row.month as string).slice(0, 4)))),
      ].sort();
      const holidays = new Set<string>();
      if (years.length > 0) {
        const from = `${years[0]}-01-01`;
        const to = `${years.at(-1)}-12-31`;
        for (let year = years[0] as number; year <= (years.at(-1) as number); year++) {
          for (const holiday of portugueseNationalHolidays(year)) holidays.add(holiday.date);
        }
        for (const holiday of await store.query(HOLIDAYS, [from, to]))
          holidays.add(holiday.date as string);
      }
      const salaries =
        withHours.length === 0 ? [] : await store.query(SALARIES(withHours.length), withHours);
      // As ours: each year's working days counted once per work pattern.
      const counted = new Map<string, string>();
      const costMembers = withHours.map((employeeId) => {
        const person = people.get(employeeId);
        const steps = salaries.filter((salary) => salary.user_id === employeeId);
        const mine = approved.filter((row) => row.employee_id === employeeId);
        const yearsWorked = years.flatMap((year) => {
          const ofYear = mine.filter((row) => (row.month as string).startsWith(`${year}-`));
          if (ofYear.length === 0) return [];
          const lastDay = ofYear
            .map((row) => row.last_day as string)
            .sort()
            .at(-1) as string;
          const inForce = steps.filter((step) => (step.effective_date as string) <= lastDay).at(-1);
          const baseSalary =
            ((inForce ?? steps.find((step) => (step.effective_date as string) <= `${year}-12-31`))
              ?.base_salary as string) ?? '0.00';
          const weekdays = (person?.working_weekdays as number[]) ?? [];
          const daily = (person?.daily_hours as string) ?? '0.00';
          const key = `${year}|${weekdays.join(',')}|${daily}`;
          const workingHours =
            counted.get(key) ??
            workingHoursInYear(year, { workingWeekdays: weekdays, holidays }, daily);
          counted.set(key, workingHours);
          const cost = hourCost(baseSalary, settings.rate, workingHours);
          const yearHours = hoursOf(ofYear);
          return [
            {
              year,
              baseSalary,
              workingHours,
              hourCost: cost,
              hours: yearHours,
              cost: costOfHours(yearHours, cost),
            },
          ];
        });
        return {
          employeeId,
          employeeName: nameOf(employeeId),
          years: yearsWorked,
          hours: sum(yearsWorked.map((year) => year.hours)),
          cost: sum(yearsWorked.map((year) => year.cost)),
        };
      });
      const costs = {
        socialSecurityRate: settings.rate,
        byMember: costMembers.filter((member) => member.years.length > 0),
        total: sum(costMembers.map((member) => member.cost)),
      };

      const rateList = rates.map((rate) => ({
        effectiveDate: rate.effective_date as string,
        pricePerKm: rate.price_per_km as string,
      }));
      const valued = trips.map((trip) => {
        const kilometres = tripKilometres(trip.kilometres as string, trip.round_trip as boolean);
        const rate =
          (trip.price_per_km as string | null) ??
          rateOfMonth(rateList, trip.month as string, settings.pricePerKm);
        return {
          date: trip.date,
          employeeName: trip.name,
          origin: trip.origin,
          destination: trip.destination,
          kilometres,
          value: valueOfKilometres(kilometres, rate),
        };
      });
      const tripsTotal = sum(valued.map((trip) => trip.value));
      const receipts = roadTrips.map((trip) => ({
        roadTripId: trip.id,
        startDate: trip.start_date,
        employeeName: trip.name,
        destination: trip.destination,
        amount: trip.amount as string,
      }));
      const receiptsTotal = sum(receipts.map((trip) => trip.amount));
      const travel = {
        trips: valued,
        tripsTotal,
        receipts,
        receiptsTotal,
        total: sum([tripsTotal, receiptsTotal]),
      };

      const budgetHours = project.budget_hours as string | null;
      const budgetAmount = project.budget_amount as string | null;
      const amountUsed = sum([costs.total, travel.total]);
      const status = budgetStatus([
        { used: hours.total, budget: budgetHours },
        { used: amountUsed, budget: budgetAmount },
      ]);
      const hoursShare = budgetShare(hours.total, budgetHours);
      const budget = admin
        ? {
            hours: budgetHours,
            amount: budgetAmount,
            hoursUsed: hours.total,
            amountUsed,
            hoursShare,
            amountShare: budgetShare(amountUsed, budgetAmount),
            status,
          }
        : {
            hours: budgetHours,
            amount: budgetAmount,
            hoursUsed: hours.total,
            hoursShare,
            status: budgetStatus([{ used: hours.total, budget: budgetHours }]),
          };
      return {
        project: {
          id: project.id,
          name: project.name,
          code: project.code,
          clientId: project.client_id,
          clientName: client?.name ?? '',
          startDate: project.start_date,
          endDate: project.end_date,
          status: project.status,
        },
        team: team.map((member) => ({
          id: member.id,
          employeeId: member.user_id,
          employeeName: member.name,
          role: member.role,
          allocation: member.allocation,
          startedAt: member.started_at,
          endedAt: member.ended_at,
        })),
        months,
        hours,
        // Ours answers in the contract's key order (its serializer): costs between hours and travel.
        ...(admin ? { costs } : {}),
        travel,
        budget,
      };
    },
  );
}
