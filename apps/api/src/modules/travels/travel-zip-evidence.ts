import type { Readable } from 'node:stream';
import { tripKilometres } from '@quadro/contract/monthly-trip-rules';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { downloadNameOf } from '../../platform/files/media-types.ts';
import type { KilometreMapTrip } from '../kilometre-maps/kilometre-maps.public.ts';
import { acceptedTripsOfPeople } from '../monthly-trips/monthly-trips.public.ts';
import { approvedReceiptFilesOfMonth } from '../road-trips/road-trips.public.ts';

/** A receipt file of a month: its name in the zip ('2030-03-04 fuel.pdf') and its bytes, opened late. */
export interface TravelReceiptFile {
  name: string;
  open(): Promise<Readable>;
}

/** A trip as recorded; the printed map adds its value at the month's rate. */
export type EvidenceTrip = Omit<KilometreMapTrip, 'value'>;

/** What justifies an employee's approved month: the trips printed on its map, the receipts beside it. */
export interface MonthEvidence {
  trips: readonly EvidenceTrip[];
  receipts: AsyncIterable<TravelReceiptFile> | Iterable<TravelReceiptFile>;
}

export const NO_EVIDENCE: MonthEvidence = { trips: [], receipts: [] };

const extensionOf = (mediaType: string) => downloadNameOf(mediaType).split('.').pop() ?? 'bin';

/**
 * The trips and receipts of `month` ('YYYY-MM') of each employee given (at most a page of them,
 * 200), for the printed maps and the zips, in one query each. Employees without any are left out
 * (NO_EVIDENCE). The trips are those of a justification finance accepted (a round trip counted
 * twice); until then the map prints the month's value as one line. The receipts are the files of the approved road trips starting in the month
 * ('2030-03-04 fuel.pdf'), each opened only when the zip gets to it.
 */
export async function monthEvidence(
  ctx: ServiceContext,
  month: string,
  employeeIds: readonly string[],
): Promise<Map<string, MonthEvidence>> {
  const [trips, receipts] = await Promise.all([
    acceptedTripsOfPeople(ctx.db, employeeIds, `${month}-01`),
    approvedReceiptFilesOfMonth(ctx.db, month, employeeIds),
  ]);
  const found = new Map<string, { trips: EvidenceTrip[]; receipts: TravelReceiptFile[] }>();
  const of = (employeeId: string) => {
    const evidence = found.get(employeeId) ?? { trips: [], receipts: [] };
    found.set(employeeId, evidence);
    return evidence;
  };
  for (const trip of trips) {
    of(trip.employeeId).trips.push({
      date: trip.date,
      origin: trip.origin,
      destination: trip.destination,
      purpose: trip.purpose,
      kilometres: tripKilometres(trip.kilometres, trip.roundTrip),
    });
  }
  for (const receipt of receipts) {
    of(receipt.employeeId).receipts.push({
      name: `${receipt.date} ${receipt.category}.${extensionOf(receipt.file.mediaType)}`,
      open: () => ctx.files.open(receipt.file),
    });
  }
  return found;
}
