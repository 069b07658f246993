import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

export type PdfCheck = { kind: 'readable'; pages: number } | { kind: 'protected' | 'unreadable' };

export type PdfText =
  | { kind: 'readable'; pageTexts: string[] }
  | { kind: 'protected' | 'unreadable' };

const failureOf = (error: unknown) =>
  (error as Error).name === 'PasswordException' ? ('protected' as const) : ('unreadable' as const);

/**
 * Opens a PDF the way a reader would: 'protected' when it needs a password to open, 'unreadable'
 * when its structure is broken, else its page count. pdf.js (through unpdf) does the parsing.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  const read = await pageTextsOf(bytes);
  return read.kind === 'readable' ? { kind: 'readable', pages: read.pageTexts.length } : read;
}

/**
 * The text of each page, in order, or why the PDF cannot be read. Pages are read one at a time and
 * each is released before the next (unpdf's extractText opens them all at once), so a payroll
 * PDF of thousands of pages costs the memory of its text, not of its parsed pages.
 */
export async function pageTextsOf(bytes: Uint8Array): Promise<PdfText> {
  try {
    // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes intact.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
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
      return { kind: 'readable', pageTexts };
    } finally {
      await document.loadingTask.destroy();
    }
  } catch (error) {
    return { kind: failureOf(error) };
  }
}

/**
 * Splits a readable PDF into new ones, one per range of pages (1-based, inclusive), loading it
 * once and making each part only when the caller asks for the next.
 */
export async function* pdfParts(
  bytes: Uint8Array,
  ranges: ReadonlyArray<{ firstPage: number; lastPage: number }>,
): AsyncGenerator<Buffer> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  for (const range of ranges) {
    const part = await PDFDocument.create();
    const count = range.lastPage - range.firstPage + 1;
    const indices = Array.from({ length: count }, (_, index) => range.firstPage - 1 + index);
    for (const page of await part.copyPages(source, indices)) part.addPage(page);
    yield Buffer.from(await part.save());
  }
}
