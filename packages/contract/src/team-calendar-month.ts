/**
 * A month's team calendar in its compact shape (teamCalendarSchema), from its entries and each
 * employee's clients. Shared by the API and the bench's bare route, so both send the same bytes.
 *
 * At 5,000 employees a month holds about 1,750 entries: spelled out one by one (two UUIDs, the
 * person's name, the clients' names, two dates, kind, status and label each time) they weighed
 * 1 MiB. Here each client and person is written once, and the entries that read alike (the same
 * kind, label, status, period and clients, so the same colleagues away) are written together,
 * each as its id and its person.
 */
import type { ApprovalStatus } from './approval.ts';
import {
  type OverlapEntry,
  type OverlapPerson,
  overlapGroupsOf,
  teamCalendarOverlaps,
} from './team-calendar-overlaps.ts';
import type { TeamCalendar, TeamCalendarKind, TeamCalendarPeriod } from './vacations.ts';

export interface TeamCalendarMonthEntry extends OverlapEntry {
  id: string;
  kind: TeamCalendarKind;
  halfDay: boolean;
  status: ApprovalStatus;
  label: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'variant' });
const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const NO_TEAMS: readonly string[] = [];

/**
 * The calendar of `month` showing `entries` (in their order, grouped into periods);
 * `clientsOf` gives an employee's clients that month, by id, with their names, and `teamsOf`
 * their evaluation teams' ids that month: colleagues of a same client or team overlap.
 */
export function teamCalendarMonth(
  month: string,
  entries: readonly TeamCalendarMonthEntry[],
  clientsOf: (employeeId: string) => ReadonlyMap<string, string>,
  teamsOf: (employeeId: string) => readonly string[] = () => NO_TEAMS,
): TeamCalendar {
  const people = new Map<string, OverlapPerson>();
  for (const entry of entries) people.set(entry.employee.id, entry.employee);
  const peopleByName = [...people.values()].sort(byName);
  const personAt = new Map(peopleByName.map((person, index) => [person.id, index]));

  const clients = new Map<string, string>();
  for (const person of peopleByName) {
    for (const [id, name] of clientsOf(person.id)) clients.set(id, name);
  }
  const clientsByName = [...clients].map(([id, name]) => ({ id, name })).sort(byName);
  const clientAt = new Map(clientsByName.map((client, index) => [client.id, index]));
  const clientsAt = new Map(
    peopleByName.map((person) => [
      person.id,
      [...clientsOf(person.id).keys()]
        .map((id) => clientAt.get(id) as number)
        .sort((a, b) => a - b),
    ]),
  );

  const overlaps = teamCalendarOverlaps(month, entries, (employeeId) =>
    overlapGroupsOf(clientsOf(employeeId).keys(), teamsOf(employeeId)),
  );
  const periods = new Map<string, TeamCalendarPeriod>();
  for (const entry of entries) {
    const person = personAt.get(entry.employee.id) as number;
    const { kind, label, status, start, end, halfDay } = entry;
    const clients = clientsAt.get(entry.employee.id) as number[];
    const teams = [...teamsOf(entry.employee.id)].sort().join(',');
    const key = `${kind}|${label}|${status}|${start}|${end}|${halfDay}|${clients.join(',')}|${teams}`;
    const period = periods.get(key);
    if (period) {
      period.entries.push({ id: entry.id, person });
      continue;
    }
    const away = overlaps.away(entry);
    periods.set(key, {
      kind,
      start,
      end,
      halfDay,
      status,
      label,
      entries: [{ id: entry.id, person }],
      away: away && {
        count: away.count,
        first: away.first.map((colleague) => personAt.get(colleague.id) as number),
      },
    });
  }

  return {
    month,
    clients: clientsByName.map((client) => client.name),
    people: peopleByName.map((person) => ({
      name: person.name,
      clients: clientsAt.get(person.id) as number[],
    })),
    periods: [...periods.values()],
  };
}
