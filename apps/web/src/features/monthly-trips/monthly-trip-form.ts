import type {
  MonthlyTrip,
  MonthlyTripInput,
  monthlyTripInputSchema,
} from '@quadro/contract/monthly-trips';
import type { z } from 'zod';

export type MonthlyTripFormValues = z.input<typeof monthlyTripInputSchema>;

/** A trip as the form starts it: a new one empty, an existing one as recorded. */
export function tripFormValues(trip?: MonthlyTrip): MonthlyTripFormValues {
  return {
    date: trip?.date ?? '',
    origin: trip?.origin ?? '',
    destination: trip?.destination ?? '',
    purpose: trip?.purpose ?? '',
    clientId: trip?.client?.id ?? null,
    projectId: trip?.project?.id ?? null,
    kilometres: trip?.kilometres ?? '',
    roundTrip: trip?.roundTrip ?? false,
    note: trip?.note ?? '',
  };
}

/** A recorded trip sent back as it is, so saving the month keeps it (and its id). */
export const asTripInput = (trip: MonthlyTrip): MonthlyTripInput => ({
  id: trip.id,
  date: trip.date,
  origin: trip.origin,
  destination: trip.destination,
  purpose: trip.purpose,
  clientId: trip.client?.id ?? null,
  projectId: trip.project?.id ?? null,
  kilometres: trip.kilometres,
  roundTrip: trip.roundTrip,
  note: trip.note,
});

/** The month's trips with one added (no `index`) or replaced. */
export function withTrip(
  trips: readonly MonthlyTrip[],
  trip: MonthlyTripInput,
  index: number | undefined,
): MonthlyTripInput[] {
  const inputs = trips.map(asTripInput);
  if (index === undefined) return [...inputs, trip];
  return inputs.map((item, at) => (at === index ? { ...trip, id: item.id } : item));
}

/** The month's trips without the one at `index`. */
export const withoutTrip = (trips: readonly MonthlyTrip[], index: number) =>
  trips.map(asTripInput).filter((_, at) => at !== index);

/** `trips.2.note` → `note` when it names the trip at `index`. */
export function tripField(field: string, index: number): string | undefined {
  const prefix = `trips.${index}.`;
  return field.startsWith(prefix) ? field.slice(prefix.length) : undefined;
}
