import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 1×1 red PNG. With other dimensions the header declares them while the pixel data stays
 * one pixel, as a hostile upload would.
 */
export function png({ width = 1, height = 1 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1×1 red JPEG, as sharp encodes it. */
export const jpeg = () =>
  Buffer.from(
    'ffd8ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b23' +
      '1c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a282828282828' +
      '2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011' +
      '080001000103012200021101031101ffc4001500010100000000000000000000000000000007ffc40014100100000000' +
      '000000000000000000000000ffc4001501010100000000000000000000000000000607ffc40014110100000000000000' +
      '000000000000000000ffda000c03010002110311003f00930030babfffd9',
    'hex',
  );

/** A PDF of these numbered objects, with the cross-reference table a reader looks things up in. */
function pdfOf(objects: readonly string[], trailer: string): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj ${object} endobj\n`;
  }
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  body += `trailer <</Size ${objects.length + 1} /Root 1 0 R${trailer}>>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const ONE_PAGE = [
  '<</Type /Catalog /Pages 2 0 R>>',
  '<</Type /Pages /Kids [3 0 R] /Count 1>>',
  '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>>',
];

/** A real, blank, one-page PDF. */
export const pdf = () => pdfOf(ONE_PAGE, '');

/** A multipart/form-data request body with one `file` field per part, for app.inject. */
export function multipartBody(parts: { filename: string; type: string; content: Buffer }[]) {
  const boundary = `----quadro${randomUUID()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A one-page PDF that needs a password to open: a standard security handler whose user-password
 * check no empty password passes, as a payroll program's "protect with password" gives.
 */
export function protectedPdf(): Buffer {
  return pdfOf(
    [
      ...ONE_PAGE,
      `<</Filter /Standard /V 1 /R 2 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> /P -44>>`,
    ],
    ` /Encrypt 4 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`,
  );
}

/** What a hostile upload sends as a PDF: the magic bytes, then a web page. */
export const htmlAfterPdfMagic = () =>
  Buffer.from('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n');

export type FormPart = string | { name: string; type: string; content: Buffer };

/** A multipart body as a browser's FormData sends it: fields and files in the order given. */
export async function formDataBody(entries: Array<[string, FormPart]>) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

/** A real PDF with one page per text, as a payroll program prints a month's receipts. */
export async function textPdf(pages: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    document.addPage([595, 842]).drawText(text, { x: 56, y: 780, size: 12, font });
  }
  return Buffer.from(await document.save());
}
