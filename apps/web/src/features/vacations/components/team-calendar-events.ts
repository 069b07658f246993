import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';
import type { TeamCalendarEntry } from '@quadro/contract/team-calendar-entries';
import { EVENT_COLOURS } from '../../../components/calendar/event-colours.ts';

export interface TeamCalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  hexColor: string;
  entry: TeamCalendarEntry;
}

const localDay = (day: string, plus = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plus);
};

/** Approved vacations green, pending ones blue, absences red; overlaps on a client marked ⚠. */
export function teamCalendarEventsOf(entries: readonly TeamCalendarEntry[]): TeamCalendarEvent[] {
  return entries.map((entry) => {
    const pending = entry.status === 'PendingApproval';
    const colour =
      entry.kind === 'absence'
        ? EVENT_COLOURS.red
        : pending
          ? EVENT_COLOURS.blue
          : EVENT_COLOURS.green;
    const what = pending
      ? `${entry.label} (${APPROVAL_STATUS_LABELS.PendingApproval})`
      : entry.label;
    return {
      id: `${entry.kind}-${entry.id}`,
      title: `${entry.overlapCount > 0 ? '⚠ ' : ''}${entry.name}: ${what}${entry.halfDay ? ', half day' : ''}`,
      start: localDay(entry.start),
      end: localDay(entry.end, 1),
      hexColor: colour,
      entry,
    };
  });
}
