import { readFile } from 'node:fs/promises';
import { readPdf } from './pdf-document.ts';

export interface PdfCheckTask {
  path: string;
  maxPages: number;
}

export type PdfCheck =
  | { kind: 'readable'; pages: number }
  | { kind: 'protected' | 'unreadable' }
  | { kind: 'tooManyPages'; pages: number };

/** Runs on a worker thread (worker-pool.ts): opens an uploaded PDF and reads each of its pages. */
export default async function checkPdfFile(task: PdfCheckTask): Promise<PdfCheck> {
  const { reading } = await readPdf(await readFile(task.path), task.maxPages);
  return reading.kind === 'readable'
    ? { kind: 'readable', pages: reading.pageTexts.length }
    : reading;
}
