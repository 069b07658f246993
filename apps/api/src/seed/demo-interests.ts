import type { Executor } from '../db/database.ts';
import {
  addPersonInterests,
  findPersonByEmail,
  insertInterests,
} from '../modules/people/people.public.ts';
import { DEMO_PEOPLE } from './demo-people.ts';

export const DEMO_INTERESTS = [
  'Board Games',
  'Cinema',
  'Climbing',
  'Cooking',
  'Cycling',
  'Football',
  'Gardening',
  'Hiking',
  'Music',
  'Photography',
  'Reading',
  'Running',
  'Surfing',
  'Travel',
  'Video Games',
  'Yoga',
] as const;

/** Three or four interests per person, spread so no two neighbours share the same set. */
function picksFor(index: number): number[] {
  const count = 3 + (index % 2);
  return Array.from({ length: count }, (_, step) => (index * 5 + step * 3) % DEMO_INTERESTS.length);
}

/** The catalogue HR starts with, and every demo person's picks from it. */
export async function seedDemoInterests(executor: Executor): Promise<void> {
  const catalogue = await insertInterests(executor, [...DEMO_INTERESTS]);
  const picks = [];
  for (const [index, demo] of DEMO_PEOPLE.entries()) {
    const person = await findPersonByEmail(executor, demo.email);
    if (!person) continue;
    for (const position of picksFor(index)) {
      const interest = catalogue[position];
      if (interest) picks.push({ userId: person.id, interestId: interest.id });
    }
  }
  await addPersonInterests(executor, picks);
}
