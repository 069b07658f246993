import { CONTRACT_TYPES, GENDERS, WORKSPACES } from '@quadro/contract/account';
import { count } from 'drizzle-orm';
import { passwordHistory } from '../../modules/identity/credentials.schema.ts';
import { hashPassword } from '../../modules/identity/password-hashing.ts';
import { users } from '../../modules/identity/users.schema.ts';
import type { Database } from '../database.ts';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.ts';

/** Portuguese first names ending in 'a', plus the few that do not. */
const FEMININE_NAMES = /^(\S+a|Inês|Leonor|Beatriz|Matilde|Raquel) /;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Deterministic personal data, so screenshots and tests see the same company every time. */
export function demoUserValues(passwordHash: string) {
  return DEMO_PEOPLE.map((person, index) => ({
    name: person.name,
    email: person.email,
    passwordHash,
    profiles: person.profiles,
    enabled: person.enabled ?? true,
    jobTitle: person.jobTitle,
    nickname: person.name.split(' ')[0] ?? null,
    birthdate: isoDay(1975 + ((index * 7) % 28), 1 + ((index * 5) % 12), 1 + ((index * 11) % 28)),
    phoneNumber: `+351 91${String(2_000_000 + index * 137_911).slice(0, 7)}`,
    gender: FEMININE_NAMES.test(person.name) ? GENDERS[1] : GENDERS[0],
    maritalStatus: 1 + (index % 3),
    dependentsNumber: index % 4,
    startDate: isoDay(2015 + (index % 10), 1 + ((index * 3) % 12), 1),
    contractType: person.profiles.includes('trainee')
      ? 'internship'
      : pick(CONTRACT_TYPES, index % 2).key,
    workspace: pick(WORKSPACES, index).key,
  }));
}

export async function seedDemoData(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(demoUserValues(passwordHash))
      .returning({ id: users.id });
    await tx
      .insert(passwordHistory)
      .values(inserted.map((user) => ({ userId: user.id, passwordHash })));
  });
}

export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}
