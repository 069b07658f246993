import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

/**
 * What reading a PDF found: its pages' text, or why it cannot be read. These functions parse and
 * cut whole documents: call them only inside a worker thread (pdf-check.worker.ts and the
 * modules' own workers), never on the event loop.
 */
export type PdfReading =
  | { kind: 'readable'; pageTexts: string[] }
  | { kind: 'protected' | 'unreadable' }
  | { kind: 'tooManyPages'; pages: number };

/**
 * pdf.js refuses a Buffer and detaches what it is given: a file read whole owns its memory and is
 * handed over as a plain view; bytes sharing a larger buffer are copied first.
 */
function ownBytes(source: Uint8Array): Uint8Array {
  const whole = source.byteOffset === 0 && source.byteLength === source.buffer.byteLength;
  return whole ? new Uint8Array(source.buffer, 0, source.byteLength) : new Uint8Array(source);
}

const failureOf = (error: unknown) =>
  (error as Error).name === 'PasswordException' ? ('protected' as const) : ('unreadable' as const);

/**
 * Opens a PDF the way a reader would and reads every page's text, one page at a time, each
 * released before the next; one over `maxPages` is refused from its page count, before any page
 * is read. pdf.js (through unpdf) takes the bytes over: the answer hands them back (`bytes`) for
 * cutting, so the file is held once.
 */
export async function readPdf(
  source: Uint8Array,
  maxPages: number,
): Promise<{ reading: PdfReading; bytes: Uint8Array | undefined }> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(ownBytes(source), { verbosity: 0 });
  } catch (error) {
    return { reading: { kind: failureOf(error) }, bytes: undefined };
  }
  try {
    if (document.numPages === 0) return { reading: { kind: 'unreadable' }, bytes: undefined };
    if (document.numPages > maxPages) {
      return { reading: { kind: 'tooManyPages', pages: document.numPages }, bytes: undefined };
    }
    const pageTexts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pageTexts.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
      page.cleanup();
    }
    return { reading: { kind: 'readable', pageTexts }, bytes: await document.getData() };
  } catch (error) {
    return { reading: { kind: failureOf(error) }, bytes: undefined };
  } finally {
    await document.loadingTask.destroy();
  }
}

/**
 * Splits a readable PDF into new ones, one per range of pages (1-based, inclusive), loading it
 * once and making each part only when the caller asks for the next.
 */
export async function* pdfParts(
  bytes: Uint8Array,
  ranges: ReadonlyArray<{ firstPage: number; lastPage: number }>,
): AsyncGenerator<Uint8Array> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  for (const range of ranges) {
    const part = await PDFDocument.create();
    const count = range.lastPage - range.firstPage + 1;
    const indices = Array.from({ length: count }, (_, index) => range.firstPage - 1 + index);
    for (const page of await part.copyPages(source, indices)) part.addPage(page);
    yield await part.save();
  }
}
