import { addDays } from '@quadro/contract/calendar-days';
import { resubmitDeadline } from '@quadro/contract/kilometre-map-rules';
import { portugueseNationalHolidays } from '@quadro/contract/portuguese-holidays';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import type { BareStore } from './bare.ts';

type Row = Record<string, unknown>;
const PARAMETERS = SYSTEM_PARAMETER_DEFAULTS;

/** SQL columns a kilometre month's row needs for its window: its rejection's instant, its last change. */
export const REJECTED_AT = `(select max(d.decided_at) from approval_decisions d where d.kind = 'kilometre_map_months' and d.item_id = m.id and d.current and d.decision = 'reject') as rejected_at, m.updated_at`;

const companyDay = (instant: Date | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date(instant));

/** Each rejected month's last day to be sent again: working days after its rejection's day. */
export async function rejectionWindows(
  store: BareStore,
  rows: Row[],
): Promise<Map<string, string>> {
  const rejected = rows.filter((row) => row.status === 'Rejected');
  const windows = new Map<string, string>();
  if (rejected.length === 0) return windows;
  const days = rejected.map((row) => companyDay((row.rejected_at ?? row.updated_at) as string));
  const from = [...days].sort()[0] as string;
  const to = addDays([...days].sort().at(-1) as string, 62);
  const stored = await store.query(
    'select date::text as date from holidays where date between $1 and $2',
    [from, to],
  );
  const holidays = new Set<string>(stored.map((holiday: Row) => holiday.date as string));
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of portugueseNationalHolidays(year)) holidays.add(holiday.date);
  }
  rejected.forEach((row, index) => {
    windows.set(
      row.id as string,
      resubmitDeadline(days[index] as string, PARAMETERS.kilometreMapResubmitWorkingDays, holidays),
    );
  });
  return windows;
}
