import sharp from 'sharp';
import type { Executor } from '../../db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { DEMO_PEOPLE } from '../../seed/demo-people.ts';
import { demoUserValues, insertPeopleWithPassword } from '../../seed/demo-people-rows.ts';
import {
  addPersonInterests,
  attachProfilePicture,
  findPersonByEmail,
  insertInterests,
} from './people.public.ts';

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

/** Left with the default avatar, as people who never uploaded one (and e2e's picture test needs). */
const WITHOUT_PICTURE = new Set([
  'evaluator@example.com',
  'vasco.neves@example.com',
  'matilde.coelho@example.com',
]);

const BACKGROUNDS = ['#1e4fd8', '#0f9d8a', '#c2185b', '#6a1b9a', '#e65100', '#2e7d32', '#37474f'];

function initialsOf(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
}

/** A real picture: the person's initials on a coloured square, as PNG or JPEG. */
export async function initialsPicture(name: string, index: number): Promise<Buffer> {
  const background = BACKGROUNDS[index % BACKGROUNDS.length];
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">' +
    `<rect width="320" height="320" fill="${background}"/>` +
    '<text x="160" y="160" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ' +
    `font-size="128" font-weight="700" fill="#ffffff">${initialsOf(name)}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  return index % 2 === 0 ? image.png().toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}

/** A picture for every enabled demo person but a few, stored through people's picture function. */
export async function seedDemoPictures(
  executor: Executor,
  files: FileStore,
  now: Date,
): Promise<void> {
  for (const [index, demo] of DEMO_PEOPLE.entries()) {
    if (WITHOUT_PICTURE.has(demo.email) || demo.enabled === false) continue;
    const person = await findPersonByEmail(executor, demo.email);
    if (!person) continue;
    await attachProfilePicture(executor, files, {
      personId: person.id,
      picture: await initialsPicture(demo.name, index),
      originalName: index % 2 === 0 ? 'initials.png' : 'initials.jpg',
      now,
    });
  }
}

/** The demo people (seed/demo-people.ts), each with the demo password as the first of their history. */
export async function seedDemoPeople(executor: Executor, passwordHash: string): Promise<void> {
  await insertPeopleWithPassword(executor, demoUserValues(passwordHash));
}
