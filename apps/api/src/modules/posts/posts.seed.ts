import { mentionToken } from '@quadro/contract/post-text';
import { POST_REACTIONS } from '@quadro/contract/posts';
import sharp from 'sharp';
import type { Executor } from '../../db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { DEMO_PEOPLE } from '../../seed/demo-people.ts';
import { findPersonByEmail, updatePersonFields } from '../people/people.public.ts';
import {
  postComments,
  postImages,
  postLikes,
  postMentions,
  postReactions,
  posts,
} from './posts.schema.ts';

export const DEMO_POST_COUNT = 60;
const DAY_MS = 86_400_000;
/** The seed's post images: real pictures, stored (and re-encoded) like an upload. */
const DEMO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A small deterministic generator (mulberry32): the same demo company on every seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A few demo people go by a nickname other than their first name (the feed shows it). */
const NICKNAMES: Record<string, string> = {
  'francisco.mendes@example.com': 'Chico',
  'goncalo.moreira@example.com': 'Gonça',
  'leonor.teixeira@example.com': 'Leo',
};

/** Birthdays this week (days from today: today, and the other two kept inside the week). */
const BIRTHDAYS_THIS_WEEK: { email: string; year: number; weekday: 'today' | 'other' }[] = [
  { email: 'rui.lopes@example.com', year: 1988, weekday: 'today' },
  { email: 'helena.cardoso@example.com', year: 1992, weekday: 'other' },
  { email: 'diogo.pinto@example.com', year: 1996, weekday: 'other' },
];
/** Started on this day some years ago: the feed's work anniversary of today. */
const ANNIVERSARY_TODAY = { email: 'joana.nunes@example.com', yearsAgo: 4 };

/** What people share, with a place or two of Portugal written with its accents. */
const POST_TEXTS = [
  'Great sprint demo today, thank you all for the energy! 🚀',
  'Lunch by the river in Lisboa: the pastéis de nata at Belém are still unbeaten.',
  'Who is up for the São João party in Porto this year? Sardines are on me.',
  'Our new onboarding guide is live: https://example.com/onboarding. Feedback welcome!',
  'Ran the Meia Maratona de Lisboa on Sunday. Legs still complaining.',
  'Weekend hike in Sintra: the fog over Pena Palace was worth the early start.',
  'Reminder: the book club meets on Thursday at 18:00, room Tejo.',
  'Shipped the new reports page. Huge thanks to the QA crew for the careful testing.',
  'Coffee machine on the second floor is fixed. Productivity restored ☕',
  'Visited Évora with the family: the Capela dos Ossos is unforgettable.',
  'Looking for a climbing partner for Tuesdays after work, anyone?',
  'Proud of the team: zero incidents this month and a calmer on-call rotation.',
  'Surf lesson in Ericeira this morning. I mostly swallowed the Atlantic.',
  'The design system has new icons. Pick your favourite and tell us why.',
  'Board game night on Friday: Catan, Azul and plenty of snacks.',
  'First week done! Thank you for the warm welcome, everyone.',
  'Fresh bread from the bakery in Coimbra for the office, help yourselves.',
  'Our talk about accessibility got accepted for the Braga tech meetup!',
  'Sunset at Cabo da Roca: the westernmost point of Europe never disappoints.',
  'Cycling to work week starts Monday. Bike parking is in the garage, level −1.',
  'Thank you for the farewell lunch yesterday, I will miss our Friday retros.',
  'Tram 28 at seven in the morning: the only time it is not full of tourists.',
  'We passed the security audit with no findings. Well done, everyone!',
  'Anyone has a good recommendation for a dentist near the office?',
  'Ovos moles from Aveiro on the kitchen table, courtesy of my aunt.',
  'The new hires are joining the mobile team on Monday, say hello!',
  'Dia de São Martinho: chestnuts and água-pé in the garden at 17:00.',
  'Finished my first marathon in Porto. Never again. Maybe next year.',
  'Our team retro board is open to everyone: add your ideas for next quarter.',
  'Found a wallet near the entrance, it is at the reception desk.',
  'The kitchen now has oat milk too. You asked, facilities listened.',
  'Sunday picnic in Monsanto park was a success, thanks for coming.',
  'Hackathon results: the winning team built a travel expense scanner in 24 hours!',
  'Guess who finally got the standing desk. My back says thank you.',
  'Photos from the Algarve offsite are in the shared folder.',
  'Learning Portuguese guitar, my neighbours are very patient people.',
  'Migrated the last service to the new cluster today. Quiet night on call, please.',
  'The Christmas party venue is booked: a quinta near Óbidos.',
  'Lovely autumn light over the Douro valley last weekend.',
  'Thanks to everyone who donated blood at the office campaign.',
];

const COMMENT_TEXTS = [
  'Congratulations! 🎉',
  'Love this, thanks for sharing.',
  'Count me in!',
  'Great pictures!',
  'So well deserved.',
  'I was there too, what a day.',
  'Next time let me know, I would join.',
  'Brilliant work, team.',
  'Adding this to my list.',
  'Ha, so true.',
];

interface DemoAuthor {
  id: string;
  name: string;
  email: string;
}

function isoDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The same month and day in another year (29 February only in a leap year: pass one). */
function sameDayIn(year: number, day: Date): string {
  return `${year}-${isoDayOf(day).slice(5)}`;
}

/** The other days of today's week (Monday to Sunday), nearest first. */
function otherDaysOfTheWeek(today: Date): Date[] {
  const weekday = (today.getUTCDay() + 6) % 7; // Monday 0
  const days: Date[] = [];
  for (let offset = -weekday; offset < 7 - weekday; offset++) {
    if (offset !== 0) days.push(new Date(today.getTime() + offset * DAY_MS));
  }
  return days.sort(
    (a, b) => Math.abs(a.getTime() - today.getTime()) - Math.abs(b.getTime() - today.getTime()),
  );
}

const PALETTES = [
  ['#1e4fd8', '#7fb3ff', '#ffd166'],
  ['#0f9d8a', '#a8e6cf', '#ff8b94'],
  ['#c2185b', '#f8bbd0', '#283593'],
  ['#6a1b9a', '#ce93d8', '#ffca28'],
  ['#e65100', '#ffcc80', '#00695c'],
  ['#2e7d32', '#c5e1a5', '#1565c0'],
  ['#37474f', '#b0bec5', '#ef6c00'],
];

/** A real, text-free picture: a gradient sky with circles and a hill, as PNG or JPEG. */
export async function demoPostPicture(
  seed: number,
  format: 'png' | 'jpeg',
  size = { width: 960, height: 640 },
): Promise<Buffer> {
  const random = seededRandom(seed);
  const [from, to, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0] ?? [];
  const { width, height } = size;
  const circles = Array.from({ length: 3 + Math.floor(random() * 4) }, () => {
    const r = Math.round(30 + random() * 120);
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height * 0.6)}" r="${r}" fill="${accent}" fill-opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const hill = Math.round(height * (0.55 + random() * 0.2));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${random() > 0.5 ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}` +
    `<path d="M0 ${hill} Q ${width * 0.35} ${hill - height * 0.25} ${width * 0.6} ${hill} T ${width} ${hill - height * 0.08} V ${height} H 0 Z" fill="${from}" fill-opacity="0.85"/>` +
    '</svg>';
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** Nicknames, this week's birthdays and today's work anniversary of a few demo people. */
async function celebrateDemoPeople(executor: Executor, today: Date, now: Date): Promise<void> {
  for (const [email, nickname] of Object.entries(NICKNAMES)) {
    const person = await findPersonByEmail(executor, email);
    if (person) await updatePersonFields(executor, person.id, { nickname }, now);
  }
  const otherDays = otherDaysOfTheWeek(today);
  let other = 0;
  for (const birthday of BIRTHDAYS_THIS_WEEK) {
    const person = await findPersonByEmail(executor, birthday.email);
    const day = birthday.weekday === 'today' ? today : (otherDays[other++] ?? today);
    if (person) {
      await updatePersonFields(
        executor,
        person.id,
        { birthdate: sameDayIn(birthday.year, day) },
        now,
      );
    }
  }
  const veteran = await findPersonByEmail(executor, ANNIVERSARY_TODAY.email);
  if (veteran) {
    const startDate = sameDayIn(today.getUTCFullYear() - ANNIVERSARY_TODAY.yearsAgo, today);
    await updatePersonFields(executor, veteran.id, { startDate }, now);
  }
}

/**
 * The demo feed: DEMO_POST_COUNT posts over the three months before `today` by enabled demo
 * people (Ana, employee@, among them), a third with pictures when the seed has a file store,
 * comments (some mentioning a colleague), likes and reactions from various people; and the people
 * the feed's celebrations show this week.
 */
export async function seedDemoPosts(
  executor: Executor,
  input: { today: string; files?: FileStore | undefined },
): Promise<void> {
  const today = new Date(`${input.today}T00:00:00Z`);
  const now = new Date(`${input.today}T09:00:00Z`);
  await celebrateDemoPeople(executor, today, now);

  const people: DemoAuthor[] = [];
  for (const demo of DEMO_PEOPLE) {
    if (demo.enabled === false) continue;
    const person = await findPersonByEmail(executor, demo.email);
    if (person)
      people.push({ id: person.id, name: person.nickname ?? person.name, email: demo.email });
  }
  if (people.length < 2) return;
  const random = seededRandom(24);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const ana = people.find((person) => person.email === 'employee@example.com');

  // Oldest first, spread over the 90 days before today, in office hours (Lisbon ≈ UTC).
  const startMs = today.getTime() - 90 * DAY_MS;
  const rows = Array.from({ length: DEMO_POST_COUNT }, (_, index) => {
    const day = Math.floor((index * 90) / DEMO_POST_COUNT);
    const minutes = 8 * 60 + Math.floor(random() * 10 * 60);
    const author =
      ana && (index === DEMO_POST_COUNT - 3 || index % 17 === 5)
        ? ana
        : (people[(index * 11 + 3) % people.length] as DemoAuthor);
    return {
      authorId: author.id,
      text: POST_TEXTS[index % POST_TEXTS.length] as string,
      createdAt: new Date(startMs + day * DAY_MS + minutes * 60_000),
    };
  });
  const inserted = await executor
    .insert(posts)
    .values(rows)
    .returning({ id: posts.id, authorId: posts.authorId, createdAt: posts.createdAt });

  if (input.files) {
    const imageRows = [];
    for (const [index, post] of inserted.entries()) {
      if (index % 3 !== 1) continue;
      const count = 1 + (index % 4 === 1 ? 2 : index % 5 === 0 ? 1 : 0);
      for (let position = 0; position < count; position++) {
        const seed = index * 4 + position;
        const format = seed % 2 === 0 ? 'png' : 'jpeg';
        const stored = await input.files.store(executor, {
          ownerId: post.authorId,
          source: await demoPostPicture(seed, format),
          originalName: `photo-${seed}.${format === 'png' ? 'png' : 'jpg'}`,
          allowedTypes: PICTURE_TYPES,
          maxBytes: DEMO_IMAGE_MAX_BYTES,
        });
        imageRows.push({ postId: post.id, fileId: stored.id, position });
      }
    }
    if (imageRows.length > 0) await executor.insert(postImages).values(imageRows);
  }

  const likes: (typeof postLikes.$inferInsert)[] = [];
  const reactions: (typeof postReactions.$inferInsert)[] = [];
  const comments: (typeof postComments.$inferInsert)[] = [];
  const mentions: (typeof postMentions.$inferInsert)[] = [];
  for (const [index, post] of inserted.entries()) {
    const others = people.filter((person) => person.id !== post.authorId);
    const hoursLater = (hours: number) => new Date(post.createdAt.getTime() + hours * 3_600_000);
    const likers = others.filter(() => random() < 0.3);
    for (const [n, liker] of likers.entries()) {
      likes.push({ postId: post.id, personId: liker.id, createdAt: hoursLater(1 + n) });
    }
    const reactors = others.filter(() => random() < 0.15);
    for (const [n, reactor] of reactors.entries()) {
      reactions.push({
        postId: post.id,
        personId: reactor.id,
        reaction: pick(POST_REACTIONS),
        createdAt: hoursLater(2 + n),
      });
    }
    const commentCount = index % 4 === 3 ? 0 : Math.floor(random() * 4);
    const mentioned = new Set<string>();
    for (let n = 0; n < commentCount; n++) {
      const commenter = pick(others);
      let text = pick(COMMENT_TEXTS);
      if ((index + n) % 5 === 0) {
        const friend = pick(others.filter((person) => person.id !== commenter.id));
        text = `${mentionToken(friend.name, friend.id)} look at this! ${text}`;
        mentioned.add(friend.id);
      }
      comments.push({
        postId: post.id,
        authorId: commenter.id,
        text,
        createdAt: hoursLater(3 + n * 5),
      });
    }
    for (const personId of mentioned) {
      mentions.push({ postId: post.id, personId, mailedAt: hoursLater(3) });
    }
  }
  if (likes.length > 0) await executor.insert(postLikes).values(likes);
  if (reactions.length > 0) await executor.insert(postReactions).values(reactions);
  if (comments.length > 0) await executor.insert(postComments).values(comments);
  if (mentions.length > 0) await executor.insert(postMentions).values(mentions);
}
