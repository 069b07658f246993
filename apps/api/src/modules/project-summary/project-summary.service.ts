import { budgetShare, budgetStatus } from '@quadro/contract/budget-status';
import { costOfHours, hourCost, workingHoursInYear } from '@quadro/contract/hour-cost';
import { rateOfMonth, valueOfKilometres } from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import { tripKilometres } from '@quadro/contract/monthly-trip-rules';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { salariesOfPeople } from '../contracts/contracts.public.ts';
import { holidayDatesBetween } from '../holidays/holidays.public.ts';
import { listKilometreRates } from '../kilometre-maps/kilometre-maps.public.ts';
import { approvedTripsOfProject } from '../monthly-trips/monthly-trips.public.ts';
import { type WorkSchedule, workSchedulesOf } from '../people/people.public.ts';
import { findProject, membersOf } from '../projects/projects.public.ts';
import { approvedRoadTripsOfProject } from '../road-trips/road-trips.public.ts';
import { projectHoursByEmployeeMonth } from '../work-maps/work-maps.public.ts';
import { canReadSummary, seesCosts } from './project-summary.policy.ts';

type Summary = ProjectExecutiveSummary;
type HoursRow = Awaited<ReturnType<typeof projectHoursByEmployeeMonth>>[number];

const sum = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/** Items grouped by a key, in their order: one pass instead of a filter per member or month. */
function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Every 'YYYY-MM' from `first` to `last`, both included. */
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

/** The base salary in force on `day`, else the first one of that day's year, else none. */
function salaryOn(steps: readonly { baseSalary: string; effectiveDate: string }[], day: string) {
  const inForce = steps.filter((step) => step.effectiveDate <= day).at(-1);
  const yearEnd = `${day.slice(0, 4)}-12-31`;
  return (inForce ?? steps.find((step) => step.effectiveDate <= yearEnd))?.baseSalary ?? '0.00';
}

function hoursOf(
  rows: readonly HoursRow[],
  months: readonly string[],
  memberIds: string[],
  nameOf: (employeeId: string) => string,
) {
  const approved = rows.filter((row) => row.approved);
  const ownRows = groupBy(rows, (row) => row.employeeId);
  const byMember = memberIds.map((employeeId) => {
    const own = ownRows.get(employeeId) ?? [];
    const mine = own.filter((row) => row.approved);
    const ofMonth = groupBy(mine, (row) => row.month);
    return {
      employeeId,
      employeeName: nameOf(employeeId),
      months: months.map((month) => ({
        month,
        hours: sum((ofMonth.get(month) ?? []).map((row) => row.hours)),
      })),
      total: sum(mine.map((row) => row.hours)),
      pending: sum(own.filter((row) => !row.approved).map((row) => row.hours)),
    };
  });
  const approvedOfMonth = groupBy(approved, (row) => row.month);
  return {
    byMember,
    byMonth: months.map((month) => ({
      month,
      hours: sum((approvedOfMonth.get(month) ?? []).map((row) => row.hours)),
    })),
    total: sum(approved.map((row) => row.hours)),
    pending: sum(rows.filter((row) => !row.approved).map((row) => row.hours)),
  };
}

/**
 * Each member's salary cost: per year with approved hours, the hour cost from the base salary in
 * force on the last day of that year they booked to the project (docs/project-summary.md).
 */
async function costsOf(
  ctx: ServiceContext,
  rows: readonly HoursRow[],
  people: Map<string, WorkSchedule>,
  memberIds: readonly string[],
): Promise<NonNullable<Summary['costs']>> {
  const socialSecurityRate = ctx.parameters.current().employerSocialSecurityRate;
  const approved = rows.filter((row) => row.approved);
  const approvedOf = groupBy(approved, (row) => row.employeeId);
  const years = [...new Set(approved.map((row) => Number(row.month.slice(0, 4))))].sort();
  const holidays =
    years.length === 0
      ? new Set<string>()
      : await holidayDatesBetween(ctx.db, `${years[0]}-01-01`, `${years.at(-1)}-12-31`);
  const salariesOf = groupBy(await salariesOfPeople(ctx.db, memberIds), (row) => row.userId);
  // Most members share a week and daily hours: count each year's working days once per pattern.
  const counted = new Map<string, string>();
  const workingHoursOf = (year: number, workingWeekdays: number[], dailyHours: string) => {
    const key = `${year}|${workingWeekdays.join(',')}|${dailyHours}`;
    const known = counted.get(key);
    if (known !== undefined) return known;
    const hours = workingHoursInYear(year, { workingWeekdays, holidays }, dailyHours);
    counted.set(key, hours);
    return hours;
  };
  const byMember = memberIds.map((employeeId) => {
    const person = people.get(employeeId);
    const steps = salariesOf.get(employeeId) ?? [];
    const mine = approvedOf.get(employeeId) ?? [];
    const yearsWorked = years.flatMap((year) => {
      const ofYear = mine.filter((row) => row.month.startsWith(`${year}-`));
      if (ofYear.length === 0) return [];
      const lastDay = ofYear
        .map((row) => row.lastDay)
        .sort()
        .at(-1) as string;
      const baseSalary = salaryOn(steps, lastDay);
      const workingHours = workingHoursOf(
        year,
        person?.workingWeekdays ?? [],
        person?.dailyHours ?? '0.00',
      );
      const cost = hourCost(baseSalary, socialSecurityRate, workingHours);
      const hours = sum(ofYear.map((row) => row.hours));
      return [
        {
          year,
          baseSalary,
          workingHours,
          hourCost: cost,
          hours,
          cost: costOfHours(hours, cost),
        },
      ];
    });
    return {
      employeeId,
      employeeName: person?.name ?? '',
      years: yearsWorked,
      hours: sum(yearsWorked.map((year) => year.hours)),
      cost: sum(yearsWorked.map((year) => year.cost)),
    };
  });
  return {
    socialSecurityRate,
    byMember: byMember.filter((member) => member.years.length > 0),
    total: sum(byMember.map((member) => member.cost)),
  };
}

async function travelOf(
  ctx: ServiceContext,
  project: { id: string; code: string; name: string },
): Promise<Summary['travel']> {
  const [trips, rates, roadTrips] = await Promise.all([
    approvedTripsOfProject(ctx.db, project.id),
    listKilometreRates(ctx.db),
    approvedRoadTripsOfProject(ctx.db, project.id),
  ]);
  const fallback = ctx.parameters.current().pricePerKilometre;
  const valued = trips.map((trip) => {
    const kilometres = tripKilometres(trip.kilometres, trip.roundTrip);
    const rate = trip.pricePerKm ?? rateOfMonth(rates, trip.month, fallback);
    return {
      date: trip.date,
      employeeName: trip.employeeName,
      origin: trip.origin,
      destination: trip.destination,
      kilometres,
      value: valueOfKilometres(kilometres, rate),
    };
  });
  const tripsTotal = sum(valued.map((trip) => trip.value));
  const receiptsTotal = sum(roadTrips.map((trip) => trip.amount));
  return {
    trips: valued,
    tripsTotal,
    receipts: roadTrips,
    receiptsTotal,
    total: sum([tripsTotal, receiptsTotal]),
  };
}

/**
 * The budget's use: admin's of hours and euros (salary costs plus travel), the status the worse of
 * the two; comercial's of hours alone, its status from the hours alone, so that nothing in it moves
 * with a salary (docs/project-summary.md).
 */
function budgetOf(
  project: { budgetHours: string | null; budgetAmount: string | null },
  hoursUsed: string,
  amountUsed: string | undefined,
): Summary['budget'] {
  const hours = { used: hoursUsed, budget: project.budgetHours };
  const ofHours = {
    hours: project.budgetHours,
    amount: project.budgetAmount,
    hoursUsed,
    hoursShare: budgetShare(hoursUsed, project.budgetHours),
  };
  if (amountUsed === undefined) return { ...ofHours, status: budgetStatus([hours]) };
  return {
    ...ofHours,
    amountUsed,
    amountShare: budgetShare(amountUsed, project.budgetAmount),
    status: budgetStatus([hours, { used: amountUsed, budget: project.budgetAmount }]),
  };
}

/**
 * GET /api/projects/:id/summary-executive. Comercial's answer is built without reading a salary:
 * no costs, no euro use (absent keys), the status from the hours alone.
 */
export async function executiveSummary(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<Summary> {
  if (!canReadSummary(actor)) throw notFound('Project');
  const project = await findProject(ctx.db, id);
  if (!project) throw notFound('Project');
  const [team, rows, travel] = await Promise.all([
    membersOf(ctx.db, id),
    projectHoursByEmployeeMonth(ctx.db, id),
    travelOf(ctx, project),
  ]);
  const memberIds = [
    ...new Set([...team.map((member) => member.employeeId), ...rows.map((row) => row.employeeId)]),
  ];
  const people = new Map(
    (await workSchedulesOf(ctx.db, memberIds)).map((person) => [person.id, person]),
  );
  const bookedMonths = rows.map((row) => row.month);
  const months =
    bookedMonths.length === 0
      ? []
      : monthsFrom(bookedMonths[0] as string, bookedMonths.at(-1) as string);
  const hours = hoursOf(
    rows,
    months,
    memberIds,
    (employeeId) => people.get(employeeId)?.name ?? '',
  );
  const booked = new Set(rows.map((row) => row.employeeId));
  const withHours = memberIds.filter((employeeId) => booked.has(employeeId));
  const costs = seesCosts(actor) ? await costsOf(ctx, rows, people, withHours) : undefined;
  const amountUsed = costs && sum([costs.total, travel.total]);
  return {
    project: {
      id: project.id,
      name: project.name,
      code: project.code,
      clientId: project.clientId,
      clientName: project.clientName,
      startDate: project.startDate,
      endDate: project.endDate,
      status: project.status,
    },
    team,
    months,
    hours,
    travel,
    budget: budgetOf(project, hours.total, amountUsed),
    ...(costs && { costs }),
  };
}
