import { addDays, firstDayOf, isoWeekday, lastDayOf, monthOf } from './calendar-days.ts';
import type { TripFlag, TripLimitScope } from './monthly-trips.ts';

/** Tenths of a kilometre, exactly: '12.5' → 125n. */
export function toTenths(kilometres: string): bigint {
  const [units = '0', tenth = '0'] = kilometres.split('.');
  return BigInt(units) * 10n + BigInt(tenth.slice(0, 1) || '0');
}

export const fromTenths = (tenths: bigint) => `${tenths / 10n}.${tenths % 10n}`;

/** What a trip counts: its kilometres, doubled for a round trip, one decimal, exact. */
export const tripKilometres = (kilometres: string, roundTrip: boolean) =>
  fromTenths(toTenths(kilometres) * (roundTrip ? 2n : 1n));

/** Whether the recorded kilometres reach the required ones. */
export const reachesKilometres = (recorded: string, required: string) =>
  toTenths(recorded) >= toTenths(required);

/** The day a month ('YYYY-MM') must be justified by: the `day` (15th) of the next month. */
export function justificationDeadline(month: string, day: number): string {
  const next = monthOf(addDays(lastDayOf(month), 1));
  return `${next}-${String(day).padStart(2, '0')}`;
}

/** Whether `today` (the company's calendar day) is after a month's justification deadline. */
export const isPastJustificationDeadline = (month: string, today: string, day: number) =>
  today > justificationDeadline(month, day);

/**
 * A trip's day moved into `month` when last month's trips are copied: the same day of the month,
 * or the month's last day when it is shorter (31 January → 28 February).
 */
export function copiedTripDate(date: string, month: string): string {
  const last = lastDayOf(month);
  const day = `${month}-${date.slice(8, 10)}`;
  return day > last ? last : day;
}

/** A monthly trip limit as the rules see it. */
export interface TripLimitRule {
  scope: TripLimitScope;
  scopeId: string | null;
  mostTripsAMonth: number | null;
  mostKilometresATrip: string | null;
  fromDate: string | null;
}

const SPECIFICITY: Record<TripLimitScope, number> = { employee: 3, client: 2, everyone: 1 };

/**
 * The limits a person's month is held to: for each of the two limits, the most specific limit
 * that sets it (the employee's, else a client the person is on during the month, else
 * everyone's), among those in force on the month's first day (the latest `fromDate` winning;
 * between two clients, the stricter).
 */
export function limitsInForce(
  limits: readonly TripLimitRule[],
  who: { employeeId: string; clientIds: readonly string[]; month: string },
): { mostTripsAMonth: number | null; mostKilometresATrip: string | null } {
  const firstDay = firstDayOf(who.month);
  const applies = (limit: TripLimitRule) =>
    (limit.fromDate === null || limit.fromDate <= firstDay) &&
    (limit.scope === 'everyone' ||
      (limit.scope === 'employee' && limit.scopeId === who.employeeId) ||
      (limit.scope === 'client' &&
        limit.scopeId !== null &&
        who.clientIds.includes(limit.scopeId)));
  const ranked = limits.filter(applies).sort((a, b) => {
    const bySpecificity = SPECIFICITY[b.scope] - SPECIFICITY[a.scope];
    if (bySpecificity !== 0) return bySpecificity;
    return (b.fromDate ?? '').localeCompare(a.fromDate ?? '');
  });
  const winner = <T>(pick: (limit: TripLimitRule) => T | null, stricter: (a: T, b: T) => T) => {
    const setting = ranked.filter((limit) => pick(limit) !== null);
    const best = setting[0];
    if (!best) return null;
    const tied = setting.filter(
      (limit) => limit.scope === best.scope && limit.fromDate === best.fromDate,
    );
    return tied.map((limit) => pick(limit) as T).reduce(stricter);
  };
  return {
    mostTripsAMonth: winner(
      (limit) => limit.mostTripsAMonth,
      (a, b) => Math.min(a, b),
    ),
    mostKilometresATrip: winner(
      (limit) => limit.mostKilometresATrip,
      (a, b) => (toTenths(a) <= toTenths(b) ? a : b),
    ),
  };
}

/** What is known of a person's days in a month: each a set of 'YYYY-MM-DD'. */
export interface TripDayFacts {
  holidays: ReadonlySet<string>;
  vacationDays: ReadonlySet<string>;
  absenceDays: ReadonlySet<string>;
  workedDays: ReadonlySet<string>;
}

/** A trip as the flags see it. */
export interface FlaggableTrip {
  date: string;
  kilometres: string;
  roundTrip: boolean;
}

/**
 * Why each trip of a month needs a note, in the order given: a weekend, holiday, vacation or
 * full-day absence, a day without work-map hours, and over the limits. Beyond the most trips a
 * month, the trips after the limit (by date, then as listed) are the ones flagged.
 */
export function tripFlags(
  trips: readonly FlaggableTrip[],
  days: TripDayFacts,
  limits: { mostTripsAMonth: number | null; mostKilometresATrip: string | null },
): TripFlag[][] {
  const order = trips
    .map((trip, index) => ({ date: trip.date, index }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index);
  const overCount = new Set(
    limits.mostTripsAMonth === null
      ? []
      : order.slice(limits.mostTripsAMonth).map((item) => item.index),
  );
  return trips.map((trip, index) => {
    const flags: TripFlag[] = [];
    if (isoWeekday(trip.date) >= 6) flags.push('weekend');
    if (days.holidays.has(trip.date)) flags.push('holiday');
    if (days.vacationDays.has(trip.date)) flags.push('vacation');
    if (days.absenceDays.has(trip.date)) flags.push('absence');
    if (!days.workedDays.has(trip.date)) flags.push('noWorkHours');
    if (overCount.has(index)) flags.push('overTripsLimit');
    if (
      limits.mostKilometresATrip !== null &&
      toTenths(tripKilometres(trip.kilometres, trip.roundTrip)) >
        toTenths(limits.mostKilometresATrip)
    ) {
      flags.push('overKilometresLimit');
    }
    return flags;
  });
}
