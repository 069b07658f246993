import { daysBetween, firstDayOf, lastDayOf } from '@quadro/contract/calendar-days';
import { limitsInForce, type TripDayFacts, tripFlags } from '@quadro/contract/monthly-trip-rules';
import {
  TRIP_FLAG_LABELS,
  type TripFlagView,
  type TripLimitsInForce,
} from '@quadro/contract/monthly-trips';
import type { Executor } from '../../db/database.ts';
import { listClientsOf } from '../clients/clients.public.ts';
import { listApprovedVacationsOfPeople } from '../days-away/days-away.public.ts';
import { holidayDatesBetween } from '../holidays/holidays.public.ts';
import { listFullDayAbsencesOf, listWorkedDaysOf } from '../work-maps/work-maps.public.ts';
import type { MonthlyTripRow } from './monthly-trips.schema.ts';
import { tripLimitRules } from './trip-limits.service.ts';

/** Each person's set of days, filled from periods clipped to the month. */
function daysByPerson(
  periods: readonly { employeeId: string; start: string; end: string }[],
  from: string,
  to: string,
) {
  const byPerson = new Map<string, Set<string>>();
  for (const period of periods) {
    const days = byPerson.get(period.employeeId) ?? new Set<string>();
    const start = period.start < from ? from : period.start;
    const end = period.end > to ? to : period.end;
    for (const day of daysBetween(start, end)) days.add(day);
    byPerson.set(period.employeeId, days);
  }
  return byPerson;
}

const EMPTY = new Set<string>();

/** What the month's trips of these people are held to, and why each trip needs a note. */
export interface MonthFlags {
  limitsOf(employeeId: string): TripLimitsInForce;
  /** Each trip's flags, by trip id, with their reasons. */
  flagsOf(trip: MonthlyTripRow): TripFlagView[];
}

/**
 * Reads once, for every person given, what flags a month's trips: holidays, approved vacations,
 * full-day absences, days with work-map hours, client allocations and the limits; then computes
 * each person's flags from their trips. Never stored, so never stale.
 */
export async function monthFlags(
  db: Executor,
  month: string,
  trips: readonly MonthlyTripRow[],
  employeeIds: readonly string[],
): Promise<MonthFlags> {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const [holidays, vacations, absences, worked, allocations, limits] = await Promise.all([
    holidayDatesBetween(db, from, to),
    listApprovedVacationsOfPeople(db, employeeIds, from, to),
    listFullDayAbsencesOf(db, employeeIds, from, to),
    listWorkedDaysOf(db, employeeIds, from, to),
    listClientsOf(db, employeeIds, from, to),
    tripLimitRules(db),
  ]);
  const vacationDays = daysByPerson(vacations, from, to);
  const absenceDays = daysByPerson(absences, from, to);
  const workedDays = daysByPerson(
    worked.map((row) => ({ employeeId: row.employeeId, start: row.day, end: row.day })),
    from,
    to,
  );
  const limitsOf = (employeeId: string) =>
    limitsInForce(limits, {
      employeeId,
      month,
      clientIds: allocations
        .filter((allocation) => allocation.employeeId === employeeId)
        .map((allocation) => allocation.clientId),
    });
  const flags = new Map<string, TripFlagView[]>();
  for (const employeeId of employeeIds) {
    const own = trips.filter((trip) => trip.employeeId === employeeId);
    const facts: TripDayFacts = {
      holidays,
      vacationDays: vacationDays.get(employeeId) ?? EMPTY,
      absenceDays: absenceDays.get(employeeId) ?? EMPTY,
      workedDays: workedDays.get(employeeId) ?? EMPTY,
    };
    tripFlags(own, facts, limitsOf(employeeId)).forEach((tripFlagList, index) => {
      const trip = own[index];
      if (!trip) return;
      flags.set(
        trip.id,
        tripFlagList.map((flag) => ({ flag, reason: TRIP_FLAG_LABELS[flag] })),
      );
    });
  }
  return { limitsOf, flagsOf: (trip) => flags.get(trip.id) ?? [] };
}
