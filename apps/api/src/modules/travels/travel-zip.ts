import { monthOf } from '@quadro/contract/calendar-days';
import { kilometresOf, valueOfKilometres } from '@quadro/contract/kilometre-map-rules';
import { companyDateTime } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { type ZipStreamEntry, zipEntryNamer } from '../../platform/files/zip-stream.ts';
import type {
  KilometreMapPdfTask,
  KilometreMapPrint,
} from '../kilometre-maps/kilometre-maps.public.ts';
import type { ApprovedMonthRow } from './travel-zip.repository.ts';
import { type MonthEvidence, monthEvidence, NO_EVIDENCE } from './travel-zip-evidence.ts';

const PDF_WORKER = new URL('../kilometre-maps/kilometre-map-pdf.worker.ts', import.meta.url);

/** Approved months a page at a time: read from the database as the zip goes, or all at hand. */
type Pages = AsyncIterable<readonly ApprovedMonthRow[]> | Iterable<readonly ApprovedMonthRow[]>;

/** A page of approved months, each with its printed map and what justifies it. */
interface PrintedPage {
  rows: readonly ApprovedMonthRow[];
  /** Null where the person has only road trips that month. */
  pdfs: readonly (Uint8Array | null)[];
  evidence: readonly MonthEvidence[];
}

/** The trips and receipts of each row, asked once per month the page holds. */
async function evidenceOf(
  ctx: ServiceContext,
  rows: readonly ApprovedMonthRow[],
): Promise<MonthEvidence[]> {
  const months = [...new Set(rows.map((row) => monthOf(row.month)))];
  const found = new Map<string, MonthEvidence>();
  for (const month of months) {
    const ids = rows.filter((row) => monthOf(row.month) === month).map((row) => row.employeeId);
    for (const [employeeId, evidence] of await monthEvidence(ctx, month, ids)) {
      found.set(`${employeeId} ${month}`, evidence);
    }
  }
  return rows.map((row) => found.get(`${row.employeeId} ${monthOf(row.month)}`) ?? NO_EVIDENCE);
}

type MappedMonthRow = ApprovedMonthRow & { value: string; approvedAt: Date };
const hasMap = (row: ApprovedMonthRow): row is MappedMonthRow =>
  row.value !== null && row.approvedAt !== null;

function printOf(
  row: MappedMonthRow,
  evidence: MonthEvidence,
  timeZone: string,
): KilometreMapPrint {
  const pricePerKm = row.pricePerKm ?? '0';
  return {
    employee: { name: row.employeeName, taxNumber: row.taxNumber },
    vehiclePlate: row.vehiclePlate,
    month: monthOf(row.month),
    pricePerKm,
    value: row.value,
    kilometres: kilometresOf(row.value, pricePerKm),
    approvedAt: companyDateTime(row.approvedAt, timeZone).date,
    trips: evidence.trips.map((trip) => ({
      ...trip,
      value: valueOfKilometres(trip.kilometres, pricePerKm),
    })),
  };
}

/** A page's maps printed on a worker thread, within the PDF time limit in force. */
async function printPage(ctx: ServiceContext, rows: readonly ApprovedMonthRow[]) {
  const evidence = await evidenceOf(ctx, rows);
  const timeZone = ctx.parameters.current().companyTimeZone;
  const task: KilometreMapPdfTask = {
    maps: rows.flatMap((row, index) =>
      hasMap(row) ? [printOf(row, evidence[index] ?? NO_EVIDENCE, timeZone)] : [],
    ),
  };
  const printed =
    task.maps.length === 0
      ? []
      : await ctx.files.workers.run<Uint8Array[]>(PDF_WORKER, task, {
          seconds: ctx.files.pdfLimits().pdfSecondsLimit,
        });
  let next = 0;
  const pdfs = rows.map((row) => (hasMap(row) ? (printed[next++] ?? null) : null));
  return { rows, pdfs, evidence };
}

/** Prints each page while the one before it is still being zipped: two pages in memory at most. */
async function* printedAhead(ctx: ServiceContext, pages: Pages): AsyncGenerator<PrintedPage> {
  const source =
    Symbol.asyncIterator in pages ? pages[Symbol.asyncIterator]() : pages[Symbol.iterator]();
  const next = async () => {
    const page = await source.next();
    return page.done ? undefined : printPage(ctx, page.value);
  };
  let pending = next();
  pending.catch(() => undefined);
  for (;;) {
    const printed = await pending;
    if (!printed) return;
    pending = next();
    pending.catch(() => undefined);
    yield printed;
  }
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] ?? 'bin';
const baseOf = (name: string) => name.replace(/\.[A-Za-z0-9]{1,8}$/, '');

/**
 * The zip's entries of approved months, page by page: per employee and month the printed map
 * ('Ana Ferreira 2030-03 kilometre map.pdf') and then its receipts ('Ana Ferreira 2030-03
 * 2030-03-04 fuel.pdf'), each opened only when the zip gets to it.
 */
export async function* travelZipEntries(
  ctx: ServiceContext,
  pages: Pages,
): AsyncGenerator<ZipStreamEntry> {
  const nameOf = zipEntryNamer();
  for await (const page of printedAhead(ctx, pages)) {
    for (const [index, row] of page.rows.entries()) {
      const prefix = `${row.employeeName} ${monthOf(row.month)}`;
      const pdf = page.pdfs[index];
      if (pdf) yield { name: nameOf(`${prefix} kilometre map`, 'pdf'), content: async () => pdf };
      for await (const receipt of page.evidence[index]?.receipts ?? []) {
        yield {
          name: nameOf(`${prefix} ${baseOf(receipt.name)}`, extensionOf(receipt.name)),
          content: () => receipt.open(),
        };
      }
    }
  }
}
