import type { Holiday } from '@quadro/contract/holidays';
import type { QueryClient } from '@tanstack/react-query';
import { holidaysKey } from './holiday-keys.ts';

/** What a holiday's change moves that its answer cannot say: the work maps' working days. */
export const holidayDependentKeys = [['work-maps']];

const yearOf = (holiday: Holiday) => Number(holiday.date.slice(0, 4));

/** After the holidays of its date, as the server merges them: by date, national first. */
function inDateOrder(holidays: readonly Holiday[], holiday: Holiday): Holiday[] {
  const after = holidays.findIndex((item) => item.date > holiday.date);
  const at = after === -1 ? holidays.length : after;
  return [...holidays.slice(0, at), holiday, ...holidays.slice(at)];
}

/** Takes a removed (or moved) holiday out of every year read. */
export function dropHoliday(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Holiday[]>({ queryKey: ['holidays'] }, (holidays) =>
    holidays?.filter((item) => item.id !== id),
  );
}

/** A saved holiday, as answered, in its year's list, which is not read again. */
export function putHoliday(queryClient: QueryClient, holiday: Holiday): void {
  if (holiday.id) dropHoliday(queryClient, holiday.id);
  queryClient.setQueryData<Holiday[]>(holidaysKey(yearOf(holiday)), (holidays) =>
    holidays ? inDateOrder(holidays, holiday) : undefined,
  );
}
