import { addDays } from './calendar-days.ts';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface NationalHoliday {
  date: string;
  name: string;
}

/** Suspended by Lei 23/2012 from 2013 to 2015, restored by Lei 8/2016. */
const SUSPENDED_2013_TO_2015 = new Set([
  'Corpus Christi',
  'Republic Day',
  "All Saints' Day",
  'Restoration of Independence',
]);

/** Portugal's mandatory national holidays of a year (Código do Trabalho, art. 234), by date. */
export function portugueseNationalHolidays(year: number): NationalHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const holidays: NationalHoliday[] = [
    { date: fixed(1, 1), name: "New Year's Day" },
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: easter, name: 'Easter Sunday' },
    { date: fixed(4, 25), name: 'Freedom Day' },
    { date: fixed(5, 1), name: 'Labour Day' },
    { date: addDays(easter, 60), name: 'Corpus Christi' },
    { date: fixed(6, 10), name: 'Portugal Day' },
    { date: fixed(8, 15), name: 'Assumption Day' },
    { date: fixed(10, 5), name: 'Republic Day' },
    { date: fixed(11, 1), name: "All Saints' Day" },
    { date: fixed(12, 1), name: 'Restoration of Independence' },
    { date: fixed(12, 8), name: 'Immaculate Conception' },
    { date: fixed(12, 25), name: 'Christmas Day' },
  ];
  return holidays
    .filter(
      (holiday) => !(year >= 2013 && year <= 2015 && SUSPENDED_2013_TO_2015.has(holiday.name)),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}
