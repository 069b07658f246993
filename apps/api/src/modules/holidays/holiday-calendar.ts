import type { Holiday } from '@quadro/contract/holidays';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';

/** The national holidays of every year from `from` to `to` merged with the stored ones, by date. */
export function mergeHolidays(
  from: string,
  to: string,
  stored: readonly { id: string; date: string; name: string; region: string | null }[],
): Holiday[] {
  const national: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of portugueseNationalHolidays(year)) {
      if (holiday.date >= from && holiday.date <= to) {
        national.push({ id: null, ...holiday, scope: 'national', region: null });
      }
    }
  }
  const regional: Holiday[] = stored.map((holiday) => ({ ...holiday, scope: 'regional' }));
  return [...national, ...regional].sort((a, b) => a.date.localeCompare(b.date));
}
