/**
 * A real one-page PDF whose page shows `lines` in Helvetica, with the cross-reference table a
 * reader looks objects up in: its text is what a receipt's suggestion reads.
 */
export function makeTextPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 56 ${780 - index * 18} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources <</Font <</F1 4 0 R>>>> /Contents 5 0 R>>',
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
    `<</Length ${Buffer.byteLength(text, 'latin1')}>>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj ${object} endobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  body += `trailer <</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real 1×1 red JPEG, as sharp encodes it. */
export const makeJpeg = () =>
  Buffer.from(
    'ffd8ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b23' +
      '1c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a282828282828' +
      '2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011' +
      '080001000103012200021101031101ffc4001500010100000000000000000000000000000007ffc40014100100000000' +
      '000000000000000000000000ffc4001501010100000000000000000000000000000607ffc40014110100000000000000' +
      '000000000000000000ffda000c03010002110311003f00930030babfffd9',
    'hex',
  );
