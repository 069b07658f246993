import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getDocumentProxy } from 'unpdf';
import {
  type KilometreMapPrint,
  type KilometreMapTrip,
  kilometreMapPdf,
} from './kilometre-map-pdf.ts';

async function pageTextsOf(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.loadingTask.destroy();
  return texts;
}

const MONTH: KilometreMapPrint = {
  companyName: 'Quadro Demo, Lda.',
  employee: { name: 'Joana Conceição', taxNumber: '123456789' },
  vehiclePlate: '12-AB-34',
  month: '2030-03',
  pricePerKm: '0.400',
  value: '1234.40',
  kilometres: '3086.0',
  approvedAt: '2030-03-20',
  trips: [],
};

describe('kilometreMapPdf: the printed map of a month', () => {
  it('names the company, employee, NIF, plate, month, rate, totals and approval date', async () => {
    const [text, ...more] = await pageTextsOf(await kilometreMapPdf(MONTH));
    assert.equal(more.length, 0, 'one page');
    for (const expected of [
      'Mapa de deslocações em viatura própria',
      'Company: Quadro Demo, Lda.',
      'Employee: Joana Conceição',
      'NIF: 123456789',
      'Vehicle plate: 12-AB-34',
      'Month: March 2030',
      '03/2030',
      'Monthly value',
      '3.086,0',
      '0,400',
      '1.234,40 €',
      'Approved on: 20/03/2030',
    ]) {
      assert.ok(text?.includes(expected), `${expected} in ${text}`);
    }
  });

  it('prints each trip and sums them; a long table continues on more pages', async () => {
    const trips: KilometreMapTrip[] = Array.from({ length: 90 }, (_, index) => ({
      date: `2030-03-${String((index % 28) + 1).padStart(2, '0')}`,
      origin: 'Lisboa',
      destination: index === 89 ? 'Último destino' : 'Porto',
      purpose: `Client visit number ${index + 1} with a purpose far too long for its column`,
      kilometres: '10.5',
      value: '4.20',
    }));
    const texts = await pageTextsOf(await kilometreMapPdf({ ...MONTH, trips }));
    assert.ok(texts.length >= 2, `${texts.length} pages`);
    const all = texts.join('\n');
    assert.ok(texts[1]?.includes('Employee: Joana Conceição'), 'the header again');
    assert.ok(texts[1]?.includes('Destination'), 'the columns again');
    assert.ok(all.includes('01/03/2030'));
    assert.ok(all.includes('Último destino'));
    assert.ok(all.includes('Client visit number 1'));
    assert.ok(!all.includes('far too long for its column'), 'cut to its column');
    assert.ok(!all.includes('Monthly value'));
    assert.ok(all.includes('945,0'), '90 × 10.5 km');
    assert.ok(all.includes('378,00 €'), '90 × 4.20 €');
    assert.ok(all.includes(`Page ${texts.length} of ${texts.length}`));
  });

  it('prints what the font lacks as a question mark, and no NIF or plate as a dash', async () => {
    const [text] = await pageTextsOf(
      await kilometreMapPdf({
        ...MONTH,
        companyName: undefined,
        employee: { name: 'Łukasz Nowak' },
        vehiclePlate: null,
        approvedAt: null,
      }),
    );
    assert.ok(text?.includes('Employee: ?ukasz Nowak'), text);
    assert.ok(text?.includes('NIF: —'), text);
    assert.ok(text?.includes('Vehicle plate: —'), text);
    assert.ok(!text?.includes('Company:'), text);
  });
});
