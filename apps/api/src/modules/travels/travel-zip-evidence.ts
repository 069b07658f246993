import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { downloadNameOf } from '../../platform/files/media-types.ts';
import type { KilometreMapTrip } from './kilometre-map-pdf.ts';
import { approvedReceiptFilesOfMonth } from './road-trips.repository.ts';

/** A receipt file of a month: its name in the zip ('2030-03-04 fuel.pdf') and its bytes, opened late. */
export interface TravelReceiptFile {
  name: string;
  open(): Promise<Readable>;
}

/** What justifies an employee's approved month: the trips printed on its map, the receipts beside it. */
export interface MonthEvidence {
  trips: readonly KilometreMapTrip[];
  receipts: AsyncIterable<TravelReceiptFile> | Iterable<TravelReceiptFile>;
}

export const NO_EVIDENCE: MonthEvidence = { trips: [], receipts: [] };

const extensionOf = (mediaType: string) => downloadNameOf(mediaType).split('.').pop() ?? 'bin';

/**
 * The trips and receipts of `month` ('YYYY-MM') of each employee given (at most a page of them,
 * 200), for the printed maps and the zips, in one query each. Employees without any are left out
 * (NO_EVIDENCE). The receipts are the files of the approved road trips starting in the month
 * ('2030-03-04 fuel.pdf'), each opened only when the zip gets to it.
 */
export async function monthEvidence(
  ctx: ServiceContext,
  month: string,
  employeeIds: readonly string[],
): Promise<Map<string, MonthEvidence>> {
  const receipts = await approvedReceiptFilesOfMonth(ctx.db, month, employeeIds);
  const found = new Map<string, { trips: KilometreMapTrip[]; receipts: TravelReceiptFile[] }>();
  const of = (employeeId: string) => {
    const evidence = found.get(employeeId) ?? { trips: [], receipts: [] };
    found.set(employeeId, evidence);
    return evidence;
  };
  for (const receipt of receipts) {
    of(receipt.employeeId).receipts.push({
      name: `${receipt.date} ${receipt.category}.${extensionOf(receipt.file.mediaType)}`,
      open: () => ctx.files.open(receipt.file),
    });
  }
  return found;
}
