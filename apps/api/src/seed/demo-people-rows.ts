import { CONTRACT_TYPES, GENDERS, WORKSPACES } from '@quadro/contract/account';
import type { Executor } from '../db/database.ts';
import { recordPasswordHistory } from '../modules/identity/identity.public.ts';
import { insertPeople, type NewPerson } from '../modules/people/people.public.ts';
import { DEMO_PEOPLE } from './demo-people.ts';

/** Portuguese first names ending in 'a', plus the few that do not. */
const FEMININE_NAMES = /^(\S+a|Inês|Leonor|Beatriz|Matilde|Raquel) /;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A valid Portuguese tax number (NIF) per person: '1', seven digits, the check digit. */
export function demoTaxNumber(index: number): string {
  const body = `1${String(1_234_567 + index * 7_919)
    .padStart(7, '0')
    .slice(-7)}`;
  const sum = [...body].reduce(
    (total, digit, position) => total + Number(digit) * (9 - position),
    0,
  );
  const check = 11 - (sum % 11);
  return `${body}${check >= 10 ? 0 : check}`;
}

/** Every ninth person works part time: three days of six hours. */
function workPattern(index: number): { workingWeekdays: number[]; dailyHours: string } {
  return index % 9 === 4
    ? { workingWeekdays: [1, 2, 3], dailyHours: '6.00' }
    : { workingWeekdays: [1, 2, 3, 4, 5], dailyHours: '8.00' };
}

/** Deterministic personal data, so screenshots and tests see the same company every time. */
export function demoUserValues(passwordHash: string): NewPerson[] {
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
    workspace: pick(WORKSPACES, index).key,
    ...(person.pendingActivation
      ? { startDate: null, contractType: null, taxNumber: null }
      : {
          startDate: isoDay(2015 + (index % 10), 1 + ((index * 3) % 12), 1),
          contractType: person.profiles.includes('trainee')
            ? 'internship'
            : pick(CONTRACT_TYPES, index % 2).key,
          taxNumber: demoTaxNumber(index),
          ...workPattern(index),
        }),
  }));
}

/** Inserts people with their password as the first entry of their history; pass a transaction. */
export async function insertPeopleWithPassword(executor: Executor, people: NewPerson[]) {
  const inserted = await insertPeople(executor, people);
  await recordPasswordHistory(
    executor,
    inserted.map((person, index) => ({
      userId: person.id,
      passwordHash: people[index]?.passwordHash ?? '',
    })),
  );
}
