import type { ApprovalStatus } from '@quadro/contract/approval';
import { kilometresOf } from '@quadro/contract/kilometre-map-rules';
import {
  fromTenths,
  justificationDeadline,
  toTenths,
  tripKilometres,
} from '@quadro/contract/monthly-trip-rules';
import type { MonthlyTrip, TripFlagView, TripJustification } from '@quadro/contract/monthly-trips';
import type { KilometreMapMonthRow } from '../kilometre-maps/kilometre-maps.public.ts';
import { isMonthEditable } from '../kilometre-maps/kilometre-maps.public.ts';
import type { MonthlyTripRow, TripJustificationRow } from './monthly-trips.schema.ts';

/** What a trip may name, by id. */
export interface TripNames {
  clients: ReadonlyMap<string, string>;
  projects: ReadonlyMap<string, string>;
}

export function toMonthlyTrip(
  row: MonthlyTripRow,
  names: TripNames,
  flags: TripFlagView[],
): MonthlyTrip {
  return {
    id: row.id,
    date: row.date,
    origin: row.origin,
    destination: row.destination,
    purpose: row.purpose,
    client: row.clientId ? { id: row.clientId, name: names.clients.get(row.clientId) ?? '' } : null,
    project: row.projectId
      ? { id: row.projectId, name: names.projects.get(row.projectId) ?? '' }
      : null,
    kilometres: row.kilometres,
    roundTrip: row.roundTrip,
    totalKilometres: tripKilometres(row.kilometres, row.roundTrip),
    note: row.note,
    flags,
  };
}

/** A flagged trip as finance reviews it: when, where, how far, why flagged and the note. */
export const toFlaggedTrip = (row: MonthlyTripRow, flags: TripFlagView[]) => ({
  id: row.id,
  date: row.date,
  origin: row.origin,
  destination: row.destination,
  purpose: row.purpose,
  totalKilometres: tripKilometres(row.kilometres, row.roundTrip),
  note: row.note,
  flags,
});

/** The kilometres the trips must reach: the approved month's, at the rate it was sent with. */
export const requiredKilometres = (
  kilometreMonth: Pick<KilometreMapMonthRow, 'value' | 'pricePerKm' | 'status'> | undefined,
) =>
  kilometreMonth?.status === 'Approved' && kilometreMonth.pricePerKm
    ? kilometresOf(kilometreMonth.value, kilometreMonth.pricePerKm)
    : '0.0';

/**
 * The kilometres a month's trips add up to, round trips twice, plus `alsoDriven` (road trips by
 * own car that month).
 */
export const recordedKilometres = (
  trips: readonly Pick<MonthlyTripRow, 'kilometres' | 'roundTrip'>[],
  alsoDriven = '0.0',
) =>
  fromTenths(
    trips.reduce(
      (sum, trip) => sum + toTenths(tripKilometres(trip.kilometres, trip.roundTrip)),
      toTenths(alsoDriven),
    ),
  );

export function toTripJustification(
  month: string,
  row: TripJustificationRow | undefined,
  monthApproved: boolean,
  deadlineDay: number,
): TripJustification {
  const status = (row?.status ?? 'PendingSubmission') as ApprovalStatus;
  return {
    id: row?.id ?? null,
    status,
    rejectionReason: row?.rejectionReason ?? null,
    deadline: justificationDeadline(month, deadlineDay),
    editable: monthApproved && isMonthEditable(status),
  };
}
