import { isValidNif } from '@quadro/contract/employees';
import { monthNameOf } from '@quadro/contract/salary-receipts';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** One page of the payroll file: a person's receipt (or one of its pages), or a page of nobody. */
export type PayrollPage =
  | { kind: 'receipt'; name: string; nif: string; page: number; of: number; salary: number }
  | { kind: 'cover' | 'totals'; receipts: number }
  | { kind: 'outsider'; name: string; nif: string };

/**
 * A valid NIF that is on nobody's record: '2', seven digits from `index`, the check digit. The
 * demo people's NIFs start with '1' (demoTaxNumber), so these never name one of them.
 */
export function unrecordedNif(index: number): string {
  const body = `2${String(index % 10_000_000).padStart(7, '0')}`;
  const sum = [...body].reduce(
    (total, digit, position) => total + Number(digit) * (9 - position),
    0,
  );
  const check = 11 - (sum % 11);
  const nif = `${body}${check >= 10 ? 0 : check}`;
  if (!isValidNif(nif)) throw new Error(`made an invalid NIF: ${nif}`);
  return nif;
}

/** '1 234,56': a Portuguese amount, never nine digits in a row (which could read as a NIF). */
function amount(value: number): string {
  const [whole, cents] = value.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
}

type Line = [text: string, font: PDFFont, size: number, x?: number];

function receiptLines(
  page: Extract<PayrollPage, { kind: 'receipt' }>,
  period: string,
  fonts: { regular: PDFFont; bold: PDFFont },
): Line[] {
  const { regular, bold } = fonts;
  const food = 10.2 * 22;
  const irs = page.salary * 0.145;
  const social = (page.salary + food) * 0.11;
  const lines: Line[] = [
    ['Quadro Demo, Lda. — NIPC 500000000', bold, 14],
    [`Recibo de vencimento / Salary receipt: ${period}`, bold, 12],
    [`Employee: ${page.name}`, regular, 11],
    [`NIF: ${page.nif}`, regular, 11],
    [`Page ${page.page} of ${page.of}`, regular, 9],
  ];
  if (page.page === 1) {
    lines.push(
      ['Earnings', bold, 11],
      [`Base salary  ${amount(page.salary)} €`, regular, 10, 72],
      [`Meal allowance (22 days)  ${amount(food)} €`, regular, 10, 72],
      ['Deductions', bold, 11],
      [`IRS withholding (14.5%)  ${amount(irs)} €`, regular, 10, 72],
      [`Social security (11%)  ${amount(social)} €`, regular, 10, 72],
      [`Net pay  ${amount(page.salary + food - irs - social)} €`, bold, 11],
    );
  } else {
    lines.push(['Overtime and adjustments: none this month.', regular, 10, 72]);
  }
  lines.push(['A benchmark document: it holds no real amounts.', regular, 8]);
  return lines;
}

/**
 * The file a payroll program prints for a month: every page its own PDF page, A4, in the layout of
 * the demo seed's receipts (apps/api/src/modules/salary-receipts/salary-receipts.seed.ts: name
 * and NIF in the text) with a few amounts; the two standard fonts are declared once and shared by every page.
 */
export async function payrollPdf(
  pages: readonly PayrollPage[],
  period: { year: number; month: number },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const periodName = `${monthNameOf(period.month)} ${period.year}`;
  for (const entry of pages) {
    const page = document.addPage([595, 842]);
    const lines: Line[] =
      entry.kind === 'receipt'
        ? receiptLines(entry, periodName, { regular, bold })
        : entry.kind === 'outsider'
          ? [
              ['Quadro Demo, Lda. — NIPC 500000000', bold, 14],
              [`Recibo de vencimento / Salary receipt: ${periodName}`, bold, 12],
              [`Employee: ${entry.name}`, regular, 11],
              [`NIF: ${entry.nif}`, regular, 11],
              ['Seconded from a partner company: not on our staff.', regular, 10],
            ]
          : [
              ['Quadro Demo, Lda. — NIPC 500000000', bold, 14],
              [
                entry.kind === 'cover'
                  ? `Payroll of ${periodName}: ${entry.receipts} receipts`
                  : `Totals of ${periodName}: ${entry.receipts} receipts printed`,
                bold,
                12,
              ],
              ['Processed by the payroll program; one receipt per employee follows.', regular, 10],
            ];
    lines.forEach(([text, font, size, x], index) => {
      page.drawText(text, { x: x ?? 56, y: 780 - index * 24, size, font });
    });
  }
  document.setTitle(`Payroll ${periodName}`);
  return document.save();
}
