import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { KilometreMapTrip } from './kilometre-map-pdf.ts';

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

/**
 * The trips and receipts of `month` ('YYYY-MM') of each employee given (at most a page of them,
 * 200), for the printed maps and the zips. Employees without any are left out (NO_EVIDENCE).
 *
 * Today there are no trips or receipts yet: this answers none, and every map prints its month's
 * value as one line. The monthly trips and road trips fill it in: the month's trips of each
 * employee by date (kilometres one decimal, value = kilometres × the month's rate, in euros), and
 * their approved road trips' receipt files (`open` reads the stored file only when the zip gets to
 * it, so a page's receipts are never held at once).
 */
export async function monthEvidence(
  _ctx: ServiceContext,
  _month: string,
  _employeeIds: readonly string[],
): Promise<Map<string, MonthEvidence>> {
  return new Map();
}
