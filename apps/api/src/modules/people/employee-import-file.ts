import { EMPLOYEE_IMPORT_MESSAGES } from '@quadro/contract/employee-import';
import { parse } from 'csv-parse/sync';
import { Unzip, UnzipInflate } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { AppError, invalidField } from '../../platform/errors/app-error.ts';

/** The cells of an import file as text, the header first; blank rows keep their place. */
export type ImportSheet = string[][];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A spreadsheet that inflates past this is a zip bomb, not a list of employees. */
export const XLSX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** The zip is fed to the inflater this much at a time: a chunk inflates to 1,032 times it at most. */
const ZIP_CHUNK_BYTES = 4 * 1024;

const unsupported = () =>
  new AppError('unsupported_media_type', EMPLOYEE_IMPORT_MESSAGES.unsupportedFile, [
    { field: 'file', message: EMPLOYEE_IMPORT_MESSAGES.unsupportedFile },
  ]);
const unreadable = (detail?: string) =>
  invalidField(
    'file',
    detail
      ? `${EMPLOYEE_IMPORT_MESSAGES.unreadableFile}: ${detail}`
      : EMPLOYEE_IMPORT_MESSAGES.unreadableFile,
  );

/** Reads a CSV or an XLSX file by its content (never by its name) into rows of text cells. */
export async function readImportSheet(bytes: Buffer): Promise<ImportSheet> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(bytes);
  const text = decodeUtf8(bytes);
  if (text === undefined) throw unsupported();
  return readCsv(text);
}

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** Spreadsheets saved in Portugal separate with ';': the header line tells which. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (character: string) => header.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(text: string): ImportSheet {
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw unreadable(error instanceof Error ? error.message : undefined);
  }
}

/**
 * Inflates every entry of a zip in the order a streaming reader meets them (the spreadsheet reader
 * reads it so), counting the bytes the deflate data actually gives rather than the sizes the zip
 * declares, which a crafted file sets to anything; stops as soon as the count passes `limit`.
 * Nothing is kept: each inflated chunk is counted and dropped. Throws when the zip is broken.
 */
export function measureInflatedZip(
  bytes: Uint8Array,
  limit: number,
): { inflatedBytes: number; tooLarge: boolean } {
  let inflatedBytes = 0;
  let tooLarge = false;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) {
        failure = error;
        return;
      }
      inflatedBytes += chunk.length;
      if (inflatedBytes > limit && !tooLarge) {
        tooLarge = true;
        file.terminate();
      }
    };
    if (!tooLarge) file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !tooLarge && failure === undefined; at += ZIP_CHUNK_BYTES) {
    const end = Math.min(at + ZIP_CHUNK_BYTES, bytes.length);
    unzip.push(bytes.subarray(at, end), end === bytes.length);
  }
  if (failure !== undefined && !tooLarge) throw failure;
  return { inflatedBytes, tooLarge };
}

async function readXlsx(bytes: Buffer): Promise<ImportSheet> {
  let measured: ReturnType<typeof measureInflatedZip>;
  try {
    measured = measureInflatedZip(bytes, XLSX_MAX_INFLATED_BYTES);
  } catch {
    throw unreadable();
  }
  if (measured.tooLarge) throw unreadable('the spreadsheet is too large');
  try {
    const rows = await readSheet(bytes);
    return rows.map((row) => row.map(cellText));
  } catch {
    throw unreadable();
  }
}

/** Dates become ISO days; numbers keep their digits (a tax number stays nine digits). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}
