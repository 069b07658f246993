import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type OverlapEntry, teamCalendarOverlaps } from './team-calendar-overlaps.ts';
import { TEAM_CALENDAR_OVERLAP_NAMES } from './vacations.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
const person = (n: number) => ({ id: `p${String(n).padStart(3, '0')}`, name: `Person ${n}` });

/** The first version's pairwise rule, kept as the reference. */
function pairwise(entries: OverlapEntry[], clientsOf: Map<string, string[]>, entry: OverlapEntry) {
  const mine = new Set(clientsOf.get(entry.employee.id) ?? []);
  const found = new Map<string, string>();
  for (const other of entries) {
    if (other.employee.id === entry.employee.id) continue;
    if (!(clientsOf.get(other.employee.id) ?? []).some((client) => mine.has(client))) continue;
    if (other.start <= entry.end && other.end >= entry.start) {
      found.set(other.employee.id, other.employee.name);
    }
  }
  return [...found].map(([id, name]) => ({ id, name }));
}

describe('team calendar overlaps', () => {
  it('counts and names the colleagues of a same client away on a same day, as pairs would', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const day = (d: number) =>
      d < 1
        ? `2026-09-${String(30 + d).padStart(2, '0')}`
        : d > 31
          ? `2026-11-0${d - 31}`
          : `2026-10-${String(d).padStart(2, '0')}`;
    const clientsOf = new Map<string, string[]>();
    const entries: OverlapEntry[] = [];
    for (let n = 0; n < 60; n += 1) {
      const clients = ['a', 'b', 'c'].filter(() => random(3) === 0);
      clientsOf.set(person(n).id, clients);
      for (let k = 0; k <= random(3); k += 1) {
        const start = random(36) - 2;
        entries.push({ employee: person(n), start: day(start), end: day(start + random(8)) });
      }
    }
    const overlaps = teamCalendarOverlaps('2026-10', entries, (id) => clientsOf.get(id) ?? []);
    for (const entry of entries) {
      if (entry.end < '2026-10-01' || entry.start > '2026-10-31') continue;
      const expected = pairwise(
        entries.filter((other) => other.end >= '2026-10-01' && other.start <= '2026-10-31'),
        clientsOf,
        entry,
      ).sort(byName);
      const away = overlaps.away(entry);
      if ((clientsOf.get(entry.employee.id) ?? []).length === 0) {
        assert.equal(away, null);
      } else {
        const withSelf = [...expected, entry.employee].sort(byName);
        assert.equal(away?.count, withSelf.length, "the entry's own person counts");
        assert.deepEqual(away?.first, withSelf.slice(0, TEAM_CALENDAR_OVERLAP_NAMES + 1));
      }
      assert.deepEqual(overlaps.all(entry), expected);
    }
  });

  it('counts nobody for a person on no client', () => {
    const entries = [
      { employee: person(1), start: '2026-10-05', end: '2026-10-09' },
      { employee: person(2), start: '2026-10-05', end: '2026-10-09' },
    ];
    const overlaps = teamCalendarOverlaps('2026-10', entries, (id) => (id === 'p001' ? [] : ['a']));
    assert.equal(overlaps.away(entries[0] as OverlapEntry), null);
    assert.deepEqual(overlaps.all(entries[0] as OverlapEntry), []);
    assert.deepEqual(overlaps.away(entries[1] as OverlapEntry), {
      count: 1,
      first: [person(2)],
    });
    assert.deepEqual(overlaps.all(entries[1] as OverlapEntry), []);
  });
});
