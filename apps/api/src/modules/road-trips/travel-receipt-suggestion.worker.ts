import { readFile } from 'node:fs/promises';
import {
  type ReceiptSuggestion,
  suggestFromReceiptText,
} from '@quadro/contract/travel-receipt-text';
import { readPdf } from '../../platform/files/pdf-document.ts';

export interface ReceiptSuggestionTask {
  path: string;
  maxPages: number;
}

export type ReceiptReading =
  | { kind: 'readable'; suggestion: ReceiptSuggestion }
  | { kind: 'protected' | 'unreadable' }
  | { kind: 'tooManyPages'; pages: number };

/** Runs on a worker thread: reads a PDF receipt's text and finds its date and total in it. */
export default async function suggestFromReceipt(
  task: ReceiptSuggestionTask,
): Promise<ReceiptReading> {
  const { reading } = await readPdf(await readFile(task.path), task.maxPages);
  return reading.kind === 'readable'
    ? { kind: 'readable', suggestion: suggestFromReceiptText(reading.pageTexts.join('\n')) }
    : reading;
}
