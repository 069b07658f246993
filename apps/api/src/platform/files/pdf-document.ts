import { getDocumentProxy } from 'unpdf';

export type PdfCheck = { kind: 'readable'; pages: number } | { kind: 'protected' | 'unreadable' };

/**
 * Opens a PDF the way a reader would: 'protected' when it needs a password to open, 'unreadable'
 * when its structure is broken, else its page count. pdf.js (through unpdf) does the parsing.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  try {
    // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes intact.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const pages = document.numPages;
    await document.loadingTask.destroy();
    return { kind: 'readable', pages };
  } catch (error) {
    return { kind: (error as Error).name === 'PasswordException' ? 'protected' : 'unreadable' };
  }
}
