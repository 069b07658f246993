/** What a receipt's text suggests: its day ('YYYY-MM-DD') and total ('12.34'); the person confirms. */
export interface ReceiptSuggestion {
  date?: string;
  total?: string;
}

const DAY_FIRST = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;
const YEAR_FIRST = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/;

/** Words a receipt puts before what is paid, most telling first (Portuguese and English). */
const TOTAL_WORDS = [
  'total a pagar',
  'valor a pagar',
  'total pago',
  'amount due',
  'total',
  'valor',
  'amount',
];

/** 1.234,56 · 1,234.56 · 1234,56 · 12.34 · 12 (€ and spaces around allowed). */
const AMOUNT = /(\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)/;

function validDay(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first date the text holds: dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy or yyyy-mm-dd. */
export function receiptDateIn(text: string): string | undefined {
  for (const line of text.split('\n')) {
    const yearFirst = YEAR_FIRST.exec(line);
    if (yearFirst) {
      const day = validDay(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
      if (day) return day;
    }
    const dayFirst = DAY_FIRST.exec(line);
    if (dayFirst) {
      const day = validDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
      if (day) return day;
    }
  }
  return undefined;
}

/**
 * An amount as written on a receipt, as a decimal string: the last '.' or ',' followed by one or
 * two digits is the decimal mark, the other marks and spaces group thousands.
 */
export function amountOf(written: string): string | undefined {
  const compact = written.replace(/\s/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const units = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d{1,10}$/.test(units)) return undefined;
  const cents = (decimal?.[1] ?? '').padEnd(2, '0');
  return `${BigInt(units)}.${cents}`;
}

function amountIn(text: string): string | undefined {
  const found = AMOUNT.exec(text);
  return found?.[1] ? amountOf(found[1].trim()) : undefined;
}

/**
 * The amount after the most telling total word in the text, on its line or the next (a PDF's text
 * often breaks between a label and its value); the last such line wins a tie.
 */
export function receiptTotalIn(text: string): string | undefined {
  const lines = text.split('\n').map((line) => line.toLowerCase());
  for (const word of TOTAL_WORDS) {
    for (let index = lines.length - 1; index >= 0; index--) {
      const line = lines[index] as string;
      const at = line.indexOf(word);
      if (at < 0) continue;
      const amount = amountIn(line.slice(at + word.length)) ?? amountIn(lines[index + 1] ?? '');
      if (amount) return amount;
    }
  }
  return undefined;
}

/** The day and total a receipt's text suggests, each only when found. */
export function suggestFromReceiptText(text: string): ReceiptSuggestion {
  const date = receiptDateIn(text);
  const total = receiptTotalIn(text);
  return { ...(date && { date }), ...(total && { total }) };
}
