/**
 * What every upload refusal says, whichever form the file came through: the API answers these on
 * the form's file field, and the web shows them beside it.
 */
export const UPLOAD_MESSAGES = {
  pdfUnreadable: 'The file could not be opened as a PDF: it is damaged or incomplete',
  pdfProtected: 'The PDF is protected by a password: export it without one',
  pdfTooManyPages: (pages: number, limit: number) =>
    `The PDF has ${pages} pages; a PDF may have at most ${limit} (system parameter 'Most pages in an uploaded PDF')`,
  pdfTooSlow: (seconds: number) =>
    `The PDF could not be read within ${seconds} seconds (system parameter 'Time to read an uploaded PDF')`,
  imageUnreadable: 'The image could not be read: the file is damaged or incomplete',
  imageTooManyPixels: (pixels: number) =>
    `The image has more than ${pixels.toLocaleString('en')} pixels`,
} as const;
