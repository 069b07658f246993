import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { pdfParts, readPdf } from '../../platform/files/pdf-document.ts';
import {
  createReceiptMatcher,
  type MatchablePerson,
  type ReceiptMatch,
  receiptsOfPages,
} from './receipt-matcher.ts';

export interface PayrollSplitTask {
  /** The uploaded file, already in the file store. */
  path: string;
  fileName: string;
  people: MatchablePerson[];
  maxPages: number;
  maxReceiptBytes: number;
  /** Receipts cut from the file are written to `${partPrefix}-${index}`. */
  partPrefix: string;
}

export interface PayrollReceipt {
  firstPage: number;
  lastPage: number;
  match: ReceiptMatch;
}

export interface PayrollPart {
  tempPath: string;
  sizeBytes: number;
  sha256: string;
}

export type PayrollSplit =
  | { kind: 'readable'; receipts: PayrollReceipt[]; parts: PayrollPart[] }
  | { kind: 'protected' | 'unreadable' | 'receiptTooLarge' }
  | { kind: 'tooManyPages'; pages: number };

/**
 * Runs on a worker thread (worker-pool.ts): reads the payroll PDF once, matches each page to an
 * employee (receipt-matcher.ts) and, when the file holds more than one receipt, cuts one PDF per
 * receipt into the store's tmp folder. The file is one receipt: no part is made.
 */
export default async function splitPayroll(task: PayrollSplitTask): Promise<PayrollSplit> {
  const { reading, bytes } = await readPdf(await readFile(task.path), task.maxPages);
  if (reading.kind !== 'readable') return reading;
  const match = createReceiptMatcher(task.people);
  const receipts = receiptsOfPages(
    reading.pageTexts.map((text) => match({ text, fileName: task.fileName })),
  );
  if (receipts.length === 1 || !bytes) return { kind: 'readable', receipts, parts: [] };
  const parts: PayrollPart[] = [];
  let index = 0;
  for await (const part of pdfParts(bytes, receipts)) {
    const tempPath = `${task.partPrefix}-${index++}`;
    await writeFile(tempPath, part, { flag: 'wx' });
    parts.push({
      tempPath,
      sizeBytes: part.length,
      sha256: createHash('sha256').update(part).digest('hex'),
    });
    if (part.length > task.maxReceiptBytes) {
      await Promise.all(parts.map((made) => rm(made.tempPath, { force: true })));
      return { kind: 'receiptTooLarge' };
    }
  }
  return { kind: 'readable', receipts, parts };
}
