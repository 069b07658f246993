import type { ApprovalStatus } from './approval.ts';
import {
  TEAM_CALENDAR_KINDS,
  TEAM_CALENDAR_OVERLAP_NAMES,
  type TeamCalendar,
  type TeamCalendarKind,
} from './vacations.ts';

/** One vacation or absence of a month's team calendar, spelled out as the screen shows it. */
export interface TeamCalendarEntry {
  id: string;
  kind: TeamCalendarKind;
  name: string;
  start: string;
  end: string;
  halfDay: boolean;
  status: ApprovalStatus;
  label: string;
  /** The person's clients, by name. */
  clients: string[];
  /** Colleagues on a same client away on a same day: the first few by name, all counted. */
  overlapsWith: string[];
  overlapCount: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'variant' });

/**
 * The entries of a compact month (teamCalendarSchema), by start, vacations before absences,
 * then by name and id.
 */
export function teamCalendarEntries(calendar: TeamCalendar): TeamCalendarEntry[] {
  const entries: TeamCalendarEntry[] = [];
  for (const period of calendar.periods) {
    const { kind, start, end, halfDay, status, label, away } = period;
    for (const { id, person } of period.entries) {
      const { name, clients } = calendar.people[person] ?? { name: '', clients: [] };
      entries.push({
        id,
        kind,
        name,
        start,
        end,
        halfDay,
        status,
        label,
        clients: clients.map((client) => calendar.clients[client] ?? ''),
        overlapsWith: (away?.first ?? [])
          .filter((colleague) => colleague !== person)
          .slice(0, TEAM_CALENDAR_OVERLAP_NAMES)
          .map((colleague) => calendar.people[colleague]?.name ?? ''),
        overlapCount: away ? away.count - 1 : 0,
      });
    }
  }
  return entries.sort(
    (a, b) =>
      (a.start < b.start ? -1 : a.start > b.start ? 1 : 0) ||
      TEAM_CALENDAR_KINDS.indexOf(a.kind) - TEAM_CALENDAR_KINDS.indexOf(b.kind) ||
      collator.compare(a.name, b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
