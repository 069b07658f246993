import { formatCalendarDay, formatEuros, formatMonth } from '@quadro/contract/formatting';
import { sumKilometres } from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A trip printed on the map: a day of the month, where from and to, why, how far, how much. */
export interface KilometreMapTrip {
  /** 'YYYY-MM-DD'. */
  date: string;
  origin: string;
  destination: string;
  purpose: string;
  /** One decimal ('12.5'). */
  kilometres: string;
  /** Euros ('5.00'). */
  value: string;
}

/**
 * What the printed map of one employee's approved month shows ('mapa de deslocações em viatura
 * própria'): plain data, so it can be handed to a worker thread. Without trips, one line stands
 * for the month's value and kilometres.
 */
export interface KilometreMapPrint {
  companyName?: string | undefined;
  employee: { name: string; taxNumber?: string | null | undefined };
  vehiclePlate: string | null;
  /** 'YYYY-MM'. */
  month: string;
  /** €/km the month was sent at ('0.400'). */
  pricePerKm: string;
  /** The month's approved value in euros. */
  value: string;
  /** What the value stands for at the rate, one decimal. */
  kilometres: string;
  /** 'YYYY-MM-DD' on the company's calendar, or null when unknown. */
  approvedAt: string | null;
  trips: readonly KilometreMapTrip[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const ROW_HEIGHT = 16;
const TEXT_SIZE = 9;
const INK = rgb(0, 0, 0);
const RULE = rgb(0.6, 0.6, 0.6);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Date, origin, destination, purpose, kilometres, rate, value: 515 points, the page's width. */
const COLUMNS: readonly Column[] = [
  { title: 'Date', width: 58, align: 'left' },
  { title: 'Origin', width: 95, align: 'left' },
  { title: 'Destination', width: 95, align: 'left' },
  { title: 'Purpose', width: 122, align: 'left' },
  { title: 'Km', width: 45, align: 'right' },
  { title: '€/km', width: 42, align: 'right' },
  { title: 'Value', width: 58, align: 'right' },
];

/** '1250.5' as '1.250,5' (pt-PT), without ever becoming a float. */
function formatDecimal(value: string): string {
  const [integer = '0', fraction] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** The standard fonts write WinAnsi only: any other character is printed as '?'. */
function printable(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text.normalize('NFC').replace(/\s+/g, ' ')]
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
}

/** Cuts `text` with an ellipsis so it fits `width` at the table's size. */
function fitted(font: PDFFont, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, TEXT_SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, TEXT_SIZE) > width) {
    cut = cut.slice(0, -1);
  }
  return `${cut}…`;
}

/** The table's rows as printed texts: the trips, or one line for the month's value. */
function rowsOf(map: KilometreMapPrint): string[][] {
  const rate = formatDecimal(map.pricePerKm);
  if (map.trips.length === 0) {
    return [
      [
        `${map.month.slice(5)}/${map.month.slice(0, 4)}`,
        '—',
        '—',
        'Monthly value',
        formatDecimal(map.kilometres),
        rate,
        formatEuros(map.value),
      ],
    ];
  }
  return map.trips.map((trip) => [
    formatCalendarDay(trip.date),
    trip.origin,
    trip.destination,
    trip.purpose,
    formatDecimal(trip.kilometres),
    rate,
    formatEuros(trip.value),
  ]);
}

function totalsOf(map: KilometreMapPrint): { kilometres: string; value: string } {
  if (map.trips.length === 0) return { kilometres: map.kilometres, value: map.value };
  return {
    kilometres: sumKilometres(map.trips.map((trip) => trip.kilometres)),
    value: fromCents(map.trips.reduce((sum, trip) => sum + toCents(trip.value), 0n)),
  };
}

/**
 * The printed kilometre map of one employee's month, as Portuguese tax rules expect of a map of
 * trips in one's own vehicle: who pays and who is paid (name, NIF), the plate, the month, each
 * trip (date, origin, destination, purpose, kilometres, rate, value), the totals and the approval
 * date. A long table continues on the next pages under its header again. CPU work: run it on a
 * worker (kilometre-map-pdf.worker.ts), never on the event loop.
 */
export async function kilometreMapPdf(map: KilometreMapPrint): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Kilometre map ${map.month} ${map.employee.name}`);
  document.setCreator('Quadro');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(font);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let page: PDFPage;
  let y = 0;

  const write = (text: string, x: number, options: { face?: PDFFont; size?: number } = {}) => {
    page.drawText(clean(text), {
      x,
      y,
      size: options.size ?? TEXT_SIZE,
      font: options.face ?? font,
      color: INK,
    });
  };
  const cells = (texts: readonly string[], face: PDFFont) => {
    let x = left;
    COLUMNS.forEach((column, index) => {
      const text = fitted(face, clean(texts[index] ?? ''), column.width - 4);
      if (text === '') {
        x += column.width;
        return;
      }
      const width = face.widthOfTextAtSize(text, TEXT_SIZE);
      page.drawText(text, {
        x: column.align === 'right' ? x + column.width - 2 - width : x + 2,
        y,
        size: TEXT_SIZE,
        font: face,
        color: INK,
      });
      x += column.width;
    });
  };
  const rule = () => {
    page.drawLine({
      start: { x: left, y: y - 4 },
      end: { x: right, y: y - 4 },
      thickness: 0.5,
      color: RULE,
    });
  };
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin - 12;
    write('Mapa de deslocações em viatura própria / Kilometre map', left, {
      face: bold,
      size: 13,
    });
    y -= 22;
    const details = [
      ...(map.companyName ? [`Company: ${map.companyName}`] : []),
      `Employee: ${map.employee.name}`,
      `NIF: ${map.employee.taxNumber || '—'}`,
      `Vehicle plate: ${map.vehiclePlate ?? '—'}`,
      `Month: ${formatMonth(map.month)}`,
    ];
    for (const line of details) {
      write(line, left, { size: 10 });
      y -= 14;
    }
    y -= 8;
    cells(
      COLUMNS.map((column) => column.title),
      bold,
    );
    rule();
    y -= ROW_HEIGHT;
  };

  newPage();
  const bottom = PAGE.margin + 24;
  for (const row of rowsOf(map)) {
    if (y < bottom) newPage();
    cells(row, font);
    y -= ROW_HEIGHT;
  }
  if (y < bottom + 3 * ROW_HEIGHT) newPage();
  y += ROW_HEIGHT - 4;
  rule();
  y -= ROW_HEIGHT;
  const totals = totalsOf(map);
  cells(
    ['Total', '', '', '', formatDecimal(totals.kilometres), '', formatEuros(totals.value)],
    bold,
  );
  y -= ROW_HEIGHT * 2;
  write(`Approved on: ${map.approvedAt ? formatCalendarDay(map.approvedAt) : '—'}`, left, {
    size: 10,
  });

  const pages = document.getPages();
  pages.forEach((each, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
    each.drawText(text, {
      x: right - font.widthOfTextAtSize(text, 8),
      y: PAGE.margin - 16,
      size: 8,
      font,
      color: RULE,
    });
  });
  return document.save();
}
