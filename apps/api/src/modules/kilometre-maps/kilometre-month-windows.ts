import { addDays } from '@quadro/contract/calendar-days';
import { resubmitDeadline } from '@quadro/contract/kilometre-map-rules';
import type { Executor } from '../../db/database.ts';
import { currentDecisions } from '../../platform/approvals/approval-decisions.ts';
import { companyDateTime } from '../../platform/context/company-time.ts';
import { holidayDatesBetween } from '../holidays/holidays.public.ts';
import { kilometreMapApproval } from './kilometre-map.approvable.ts';
import type { KilometreMapMonthRow } from './kilometre-maps.schema.ts';

/** Far enough for any window of working days the parameter allows (30) to end inside it. */
const WINDOW_SPAN_DAYS = 62;

/**
 * The last day each rejected month may be fixed and sent again, by month id: the working days of
 * `kilometreMapResubmitWorkingDays` after the company's day of its rejection (its current round's
 * rejection; a month rejected before decisions were recorded counts from its last change).
 */
export async function resubmitWindows(
  db: Executor,
  rows: readonly KilometreMapMonthRow[],
  parameters: { workingDays: number; timeZone: string },
): Promise<Map<string, string>> {
  const rejected = rows.filter((row) => row.status === 'Rejected');
  const windows = new Map<string, string>();
  if (rejected.length === 0) return windows;
  const decisions = await currentDecisions(
    db,
    kilometreMapApproval.kind,
    rejected.map((row) => row.id),
  );
  const rejectedOn = new Map(
    rejected.map((row) => {
      const rejection = decisions.get(row.id)?.findLast((item) => item.decision === 'reject');
      return [
        row.id,
        companyDateTime(rejection?.decidedAt ?? row.updatedAt, parameters.timeZone).date,
      ];
    }),
  );
  const days = [...rejectedOn.values()].sort();
  const first = days[0] as string;
  const holidays = await holidayDatesBetween(
    db,
    first,
    addDays(days.at(-1) as string, WINDOW_SPAN_DAYS),
  );
  for (const [id, day] of rejectedOn) {
    windows.set(id, resubmitDeadline(day, parameters.workingDays, holidays));
  }
  return windows;
}
