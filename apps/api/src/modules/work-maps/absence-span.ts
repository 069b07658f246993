import { addDays } from '@quadro/contract/calendar-days';
import { type AbsenceInput, WORK_MAP_MESSAGES } from '@quadro/contract/work-maps';
import { isWorkingDay } from '@quadro/contract/working-days';
import { invalidField } from '../../platform/errors/app-error.ts';
import type { MonthPattern } from './work-pattern.ts';

/**
 * The days an absence takes inside its map's month: the start, which must be one of the person's
 * working days, and for whole days the last of `days` working days from there (400 on the field
 * at fault otherwise).
 */
export function absenceSpan(
  input: AbsenceInput,
  month: MonthPattern,
): { start: string; end: string } {
  if (input.start < month.month.from || input.start > month.month.to) {
    throw invalidField('start', WORK_MAP_MESSAGES.dayOutsideMonth);
  }
  if (!isWorkingDay(input.start, month.pattern)) {
    throw invalidField('start', WORK_MAP_MESSAGES.absenceNoWorkingDay);
  }
  if (input.unit === 'hours') return { start: input.start, end: input.start };
  let end = input.start;
  let counted = 1;
  while (counted < (input.days ?? 1)) {
    end = addDays(end, 1);
    if (end > month.month.to) throw invalidField('days', WORK_MAP_MESSAGES.absencePastMonth);
    if (isWorkingDay(end, month.pattern)) counted += 1;
  }
  return { start: input.start, end };
}
