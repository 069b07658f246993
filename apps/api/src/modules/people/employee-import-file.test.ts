import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  measureInflatedZip,
  readImportSheet,
  XLSX_MAX_INFLATED_BYTES,
} from './employee-import-file.ts';

/**
 * A zip whose headers lie: every local header and central directory entry declares `declared`
 * uncompressed bytes, whatever its deflate data really inflates to.
 */
function lyingZip(entries: Record<string, Uint8Array>, declared: number): Buffer {
  const zip = Buffer.from(zipSync(entries, { level: 9 }));
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    zip.writeUInt32LE(declared, at + 22);
    at += 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
  }
  while (zip.readUInt32LE(at) === 0x02014b50) {
    zip.writeUInt32LE(declared, at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  assert.equal(zip.readUInt32LE(at), 0x06054b50, 'the end of the central directory follows');
  return zip;
}

const refusedAs = (code: string) => (error: unknown) =>
  error instanceof AppError && error.code === code;

describe('readImportSheet', () => {
  it('reads a comma CSV with a byte-order mark, quotes and a line break inside a cell', async () => {
    const csv = '\uFEFFName,Profiles\r\n"Valente, Inês","employee, hr"\r\n\r\n"Two\nlines",cto\r\n';
    assert.deepEqual(await readImportSheet(Buffer.from(csv)), [
      ['Name', 'Profiles'],
      ['Valente, Inês', 'employee, hr'],
      [''],
      ['Two\nlines', 'cto'],
    ]);
  });

  it("reads the ';' CSV a Portuguese spreadsheet saves, commas staying inside cells", async () => {
    const csv = 'Name;Profiles;Daily hours\nInês;employee, evaluator;7,5\n';
    assert.deepEqual(await readImportSheet(Buffer.from(csv)), [
      ['Name', 'Profiles', 'Daily hours'],
      ['Inês', 'employee, evaluator', '7,5'],
    ]);
  });

  it('reads the first sheet of an XLSX, dates as ISO days and numbers as their digits', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'Name' }, { value: 'Start date' }, { value: 'Tax number' }, { value: 'Hours' }],
      [
        { value: 'Inês', type: String },
        { value: new Date('2026-12-01T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' },
        { value: 123456789, type: Number },
        { value: 7.5, type: Number },
      ],
    ]).toBuffer();
    assert.deepEqual(await readImportSheet(xlsx), [
      ['Name', 'Start date', 'Tax number', 'Hours'],
      ['Inês', '2026-12-01', '123456789', '7.5'],
    ]);
  });

  it('refuses binary content that is neither CSV nor XLSX as unsupported', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    await assert.rejects(readImportSheet(png), refusedAs('unsupported_media_type'));
  });

  it('refuses a zip that is not a spreadsheet, and one that inflates too far, unread', async () => {
    const notSheet = Buffer.from(zipSync({ 'hello.txt': Buffer.from('hello') }));
    await assert.rejects(readImportSheet(notSheet), refusedAs('validation_failed'));
    const bomb = Buffer.from(zipSync({ 'xl/big.xml': new Uint8Array(80 * 1024 * 1024) }));
    await assert.rejects(
      readImportSheet(bomb),
      (error: unknown) =>
        refusedAs('validation_failed')(error) && /too large/.test((error as Error).message),
    );
  });

  it('refuses a zip whose headers declare little but whose data inflates far, counting what it inflates', async () => {
    const bomb = lyingZip(
      {
        '[Content_Types].xml': Buffer.from('<Types/>'),
        'xl/worksheets/sheet1.xml': new Uint8Array(96 * 1024 * 1024),
      },
      1_000,
    );
    assert.ok(bomb.length < 200 * 1024, `${bomb.length} bytes on the wire`);
    await assert.rejects(
      readImportSheet(bomb),
      (error: unknown) =>
        refusedAs('validation_failed')(error) && /too large/.test((error as Error).message),
    );
    const measured = measureInflatedZip(bomb, XLSX_MAX_INFLATED_BYTES);
    assert.equal(measured.tooLarge, true);
    // Stopped within one 4 KiB chunk's worth of inflation (at most ~4 MiB) past the limit.
    assert.ok(
      measured.inflatedBytes > XLSX_MAX_INFLATED_BYTES &&
        measured.inflatedBytes < XLSX_MAX_INFLATED_BYTES + 5 * 1024 * 1024,
      `${measured.inflatedBytes} bytes inflated`,
    );
  });

  it('counts every byte of a small honest spreadsheet, whatever it declares', async () => {
    const xlsx = await writeXlsxFile([[{ value: 'Name' }], [{ value: 'Inês' }]]).toBuffer();
    const honest = measureInflatedZip(xlsx, XLSX_MAX_INFLATED_BYTES);
    assert.equal(honest.tooLarge, false);
    assert.ok(honest.inflatedBytes > 0);
    const lying = lyingZip({ 'a.xml': new Uint8Array(10_000) }, 1);
    assert.deepEqual(measureInflatedZip(lying, XLSX_MAX_INFLATED_BYTES), {
      inflatedBytes: 10_000,
      tooLarge: false,
    });
  });

  it('refuses a CSV with an unclosed quote, saying where', async () => {
    await assert.rejects(
      readImportSheet(Buffer.from('Name\n"Inês\n')),
      (error: unknown) =>
        refusedAs('validation_failed')(error) && /could not be read/.test((error as Error).message),
    );
  });
});
