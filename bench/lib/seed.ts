import { migrateDatabase, openDatabase } from '@quadro/api/database';
import {
  DEMO_PASSWORD,
  demoUserValues,
  hashPassword,
  insertPeopleWithPassword,
  markDemoInstallation,
  type NewPerson,
  SCALE_ALLOWANCE_YEAR,
  SCALE_EVALUATION_TEAM,
  SCALE_EVALUATION_YEAR,
  SCALE_SALARY_RECEIPT_MONTH,
  SCALE_TRAVEL_PASS_MONTH,
  SCALE_VACATION_MONTH,
  SCALE_WORK_MAP_MONTH,
  seedScaleData,
} from '@quadro/api/seed';
import { CONTRACT_TYPES, GENDERS, WORKSPACES } from '@quadro/contract/account';
import type { Profile } from '@quadro/contract/profiles';
import { sql } from 'drizzle-orm';

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Carolina',
  'Diana',
  'Eva',
  'Filipa',
  'Helena',
  'Inês',
  'Joana',
  'Leonor',
  'Mariana',
  'Rita',
  'Sara',
  'Teresa',
  'Vera',
  'André',
  'Bruno',
  'Carlos',
  'Diogo',
  'Eduardo',
  'Filipe',
  'Gonçalo',
  'Hugo',
  'João',
  'Luís',
  'Miguel',
  'Nuno',
  'Pedro',
  'Rui',
  'Tiago',
];
const LAST_NAMES = [
  'Almeida',
  'Barbosa',
  'Carvalho',
  'Costa',
  'Dias',
  'Fernandes',
  'Ferreira',
  'Gomes',
  'Lopes',
  'Marques',
  'Martins',
  'Mendes',
  'Monteiro',
  'Moreira',
  'Nunes',
  'Oliveira',
  'Pereira',
  'Pinto',
  'Ribeiro',
  'Rocha',
  'Rodrigues',
  'Santos',
  'Silva',
  'Sousa',
  'Teixeira',
  'Vieira',
];
const JOB_TITLES = [
  'Software Engineer',
  'Backend Developer',
  'Frontend Developer',
  'QA Engineer',
  'Data Analyst',
  'DevOps Engineer',
  'UX Designer',
  'Business Analyst',
  'Product Owner',
  'Scrum Master',
];

const BATCH_SIZE = 500;

type UserInsert = NewPerson;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Deterministic employees with unique e-mails, shaped like the demo people. */
export function scaleUserValues(count: number, passwordHash: string): UserInsert[] {
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST_NAMES, index);
    const last = pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length));
    const profiles: Profile[] = index % 50 === 0 ? ['trainee'] : ['employee'];
    return {
      name: `${first} ${last} ${index + 1}`,
      email: `employee.${index + 1}@scale.example.com`,
      passwordHash,
      profiles,
      enabled: index % 40 !== 7,
      jobTitle: pick(JOB_TITLES, index),
      nickname: first,
      birthdate: isoDay(1970 + (index % 35), 1 + (index % 12), 1 + (index % 28)),
      phoneNumber: `+351 91${String(1_000_000 + index * 1_913).slice(0, 7)}`,
      gender: first.endsWith('a') || first === 'Inês' ? GENDERS[1] : GENDERS[0],
      maritalStatus: 1 + (index % 4),
      dependentsNumber: index % 4,
      startDate: isoDay(2010 + (index % 15), 1 + (index % 12), 1),
      contractType: profiles.includes('trainee') ? 'internship' : pick(CONTRACT_TYPES, index).key,
      workspace: pick(WORKSPACES, index).key,
    };
  });
}

export interface SeedSummary {
  users: number;
  seconds: number;
}

/**
 * Migrates a fresh database and fills it with the demo accounts and `employees` generated people,
 * in batches, with one argon2 hash shared by every row (hashing 5,000 times would take minutes
 * here and measures nothing), then every module's scale rows (`seedScaleData`).
 */
export async function seedScaleDatabase(
  location: { url?: string; pgliteDir?: string },
  employees: number,
): Promise<SeedSummary> {
  const started = performance.now();
  const database = await openDatabase(location);
  try {
    await migrateDatabase(database);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const rows = [...demoUserValues(passwordHash), ...scaleUserValues(employees, passwordHash)];
    await database.db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await insertPeopleWithPassword(tx, rows.slice(start, start + BATCH_SIZE));
      }
      // Every module's scale steps (their manifests' `scaleSeed`), the demo's parameters first.
      await seedScaleData(tx);
    });
    await database.db.execute(sql`analyze`);
    return { users: rows.length, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/**
 * A database seeded by an earlier run (BENCH_PG_DATABASE) brought up to the current migrations
 * and analysed, so new indexes are used as a fresh seed's would be; undefined when it was never
 * seeded (no users table). One seeded before installations recorded their demo seed is marked now,
 * or its accounts' demo password would not sign in.
 */
export async function migrateSeededDatabase(location: {
  url: string;
}): Promise<SeedSummary | undefined> {
  const started = performance.now();
  const database = await openDatabase(location);
  try {
    const { rows: found } = (await database.db.execute(
      sql`select to_regclass('public.users') is not null as seeded`,
    )) as unknown as { rows: Array<{ seeded: boolean }> };
    if (!found[0]?.seeded) return undefined;
    await migrateDatabase(database);
    await markDemoInstallation(database.db, new Date());
    await database.db.execute(sql`analyze`);
    const { rows: counted } = (await database.db.execute(
      sql`select count(*)::int as users from users`,
    )) as unknown as { rows: Array<{ users: number }> };
    const users = counted[0]?.users ?? 0;
    return { users, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** The password of every seeded account, for the sign-ins of the bench. */
export {
  DEMO_PASSWORD,
  SCALE_ALLOWANCE_YEAR,
  SCALE_EVALUATION_TEAM,
  SCALE_EVALUATION_YEAR,
  SCALE_SALARY_RECEIPT_MONTH,
  SCALE_TRAVEL_PASS_MONTH,
  SCALE_VACATION_MONTH,
  SCALE_WORK_MAP_MONTH,
};
