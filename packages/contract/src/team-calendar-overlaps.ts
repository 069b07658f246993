/**
 * The team calendar's overlaps: for an entry of a month, the colleagues on a same client or in a
 * same evaluation team away on a same day of that month (a team counts as one more 'client'
 * below, its key `team:<id>`). Shared by the API and the bench's bare route, so both send the same
 * bytes.
 *
 * Two entries that both touch a month and overlap share a day of that month, so each person's
 * days away are a bit mask of at most 31 days. The count is taken without listing anybody: the
 * people of a same set of clients are grouped, and for each group a 31 × 31 table counts the
 * people whose days miss a period [s, e] (their free runs that hold it); the count is the group's
 * size less those, summed over the groups sharing a client with the entry. The first names come
 * from each client's people in name order, scanned until enough are found, and are kept per
 * (clients, days) asked. Nothing grows with the square of the people.
 */
import { firstDayOf, lastDayOf } from './calendar-days.ts';
import { TEAM_CALENDAR_OVERLAP_NAMES } from './vacations.ts';

export interface OverlapPerson {
  id: string;
  name: string;
}

export interface OverlapEntry {
  employee: OverlapPerson;
  start: string;
  end: string;
}

interface Person extends OverlapPerson {
  mask: number;
  clients: string[];
}

interface Group {
  size: number;
  /** missing[s * days + e]: people of the group with no day away from s to e. */
  missing: Int32Array;
}

const collator = new Intl.Collator('en', { sensitivity: 'variant' });
const byName = (a: OverlapPerson, b: OverlapPerson) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The groups a person's overlaps are counted in: their clients and their teams. */
export const overlapGroupsOf = (clientIds: Iterable<string>, teamIds: readonly string[]) => [
  ...clientIds,
  ...teamIds.map((teamId) => `team:${teamId}`),
];

export interface TeamCalendarOverlaps {
  /**
   * Everybody of the entry's clients and teams away on a day of its days in the month, its own
   * person among them: how many, and the first TEAM_CALENDAR_OVERLAP_NAMES + 1 by name. Null for
   * a person on no client and in no team.
   */
  away(entry: OverlapEntry): { count: number; first: OverlapPerson[] } | null;
  /** Every colleague, by name. */
  all(entry: OverlapEntry): OverlapPerson[];
}

/**
 * Indexes a month's entries (those the calendar shows; others are left out) with each employee's
 * clients that month.
 */
export function teamCalendarOverlaps(
  month: string,
  entries: readonly OverlapEntry[],
  clientsOf: (employeeId: string) => Iterable<string>,
): TeamCalendarOverlaps {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const days = Number(to.slice(8));
  const dayIndex = (day: string, edge: number) =>
    day < from || day > to ? edge : Number(day.slice(8)) - 1;
  const maskOf = (entry: OverlapEntry) => {
    const s = dayIndex(entry.start, 0);
    const e = dayIndex(entry.end, days - 1);
    return { s, e, mask: runMask(s, e) };
  };

  const people = new Map<string, Person>();
  for (const entry of entries) {
    if (entry.end < from || entry.start > to) continue;
    const person = people.get(entry.employee.id);
    if (person) person.mask |= maskOf(entry).mask;
    else {
      people.set(entry.employee.id, {
        id: entry.employee.id,
        name: entry.employee.name,
        mask: maskOf(entry).mask,
        clients: [...new Set(clientsOf(entry.employee.id))].sort(),
      });
    }
  }

  const byClient = new Map<string, Person[]>();
  const groupMasks = new Map<string, number[]>();
  for (const person of people.values()) {
    if (person.clients.length === 0) continue;
    for (const clientId of person.clients) {
      const list = byClient.get(clientId);
      if (list) list.push(person);
      else byClient.set(clientId, [person]);
    }
    const key = person.clients.join(',');
    const masks = groupMasks.get(key);
    if (masks) masks.push(person.mask);
    else groupMasks.set(key, [person.mask]);
  }
  for (const list of byClient.values()) list.sort(byName);

  const groups = new Map<string, Group>();
  const groupsOfClient = new Map<string, Group[]>();
  for (const [key, masks] of groupMasks) {
    const group = { size: masks.length, missing: missingTable(masks, days) };
    groups.set(key, group);
    for (const clientId of key.split(',')) {
      const list = groupsOfClient.get(clientId);
      if (list) list.push(group);
      else groupsOfClient.set(clientId, [group]);
    }
  }

  const sharingGroups = new Map<string, Group[]>();
  const groupsSharing = (clients: string[]) => {
    const key = clients.join(',');
    let found = sharingGroups.get(key);
    if (!found) {
      found = [...new Set(clients.flatMap((clientId) => groupsOfClient.get(clientId) ?? []))];
      sharingGroups.set(key, found);
    }
    return found;
  };

  /** The first people by name (self included) away on a day of `mask` on one of `clients`. */
  const firstNames = new Map<string, Person[]>();
  const firstAway = (clients: string[], mask: number, limit: number) => {
    const key = `${clients.join(',')}|${mask}`;
    let found = firstNames.get(key);
    if (!found) {
      const union = new Map<string, Person>();
      for (const clientId of clients) {
        let taken = 0;
        for (const person of byClient.get(clientId) ?? []) {
          if (taken === limit) break;
          if ((person.mask & mask) === 0) continue;
          taken += 1;
          union.set(person.id, person);
        }
      }
      found = [...union.values()].sort(byName).slice(0, limit);
      firstNames.set(key, found);
    }
    return found;
  };

  const clientsOfEntry = (entry: OverlapEntry) => people.get(entry.employee.id)?.clients ?? [];

  return {
    away(entry) {
      const clients = clientsOfEntry(entry);
      if (clients.length === 0) return null;
      const { s, e, mask } = maskOf(entry);
      let count = 0;
      for (const group of groupsSharing(clients)) {
        count += group.size - (group.missing[s * days + e] ?? 0);
      }
      const first = firstAway(clients, mask, TEAM_CALENDAR_OVERLAP_NAMES + 1).map((person) => ({
        id: person.id,
        name: person.name,
      }));
      return { count, first };
    },
    all(entry) {
      const { mask } = maskOf(entry);
      const union = new Map<string, OverlapPerson>();
      for (const clientId of clientsOfEntry(entry)) {
        for (const person of byClient.get(clientId) ?? []) {
          if (person.id === entry.employee.id || (person.mask & mask) === 0) continue;
          union.set(person.id, { id: person.id, name: person.name });
        }
      }
      return [...union.values()].sort(byName);
    },
  };
}

/** Days s to e (0-based, both included) as bits. */
function runMask(s: number, e: number): number {
  let mask = 0;
  for (let day = s; day <= e; day += 1) mask |= 1 << day;
  return mask;
}

/**
 * For every period [s, e] of the month, how many of the masks have no bit in it: each mask's
 * free runs [a, b] hold the periods with a ≤ s and e ≤ b, summed over a 2-D table.
 */
function missingTable(masks: readonly number[], days: number): Int32Array {
  const table = new Int32Array(days * days);
  for (const mask of masks) {
    let day = 0;
    while (day < days) {
      if (mask & (1 << day)) {
        day += 1;
        continue;
      }
      const a = day;
      while (day < days && !(mask & (1 << day))) day += 1;
      add(table, a * days + (day - 1), 1);
    }
  }
  // missing[s][e] = Σ table[a][b] for a ≤ s, b ≥ e: prefix over a, suffix over b.
  for (let a = 1; a < days; a += 1) {
    for (let b = 0; b < days; b += 1) add(table, a * days + b, table[(a - 1) * days + b] ?? 0);
  }
  for (let a = 0; a < days; a += 1) {
    for (let b = days - 2; b >= 0; b -= 1) add(table, a * days + b, table[a * days + b + 1] ?? 0);
  }
  return table;
}

function add(table: Int32Array, index: number, value: number): void {
  table[index] = (table[index] ?? 0) + value;
}
