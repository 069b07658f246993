import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { users } from '../src/modules/people/people.public.ts';
import type { Clock } from '../src/platform/context/clock.ts';
import type { LogDestination } from '../src/platform/http/request-logging.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { testConfig } from './test-config.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle & { url: string | undefined };
  config: Config;
  /** Signs in through the real token endpoint and returns the token response. */
  login(
    email: string,
    password?: string,
  ): Promise<{ access_token: string; refresh_token: string; profiles: string[] }>;
  /** Authorization header for a demo account. */
  authAs(email: string): Promise<{ authorization: string }>;
  /** The id of the person with this e-mail (throws when nobody has it). */
  personId(email: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A test clock (createTestClock) to stand on a rule's edge; the system clock otherwise. */
  clock?: Clock;
  /** Collects the app's log lines (at LOG_LEVEL, which the test then sets) instead of none. */
  logDestination?: LogDestination;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-test-'));
  const config = testConfig({
    QUADRO_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
    RATE_LIMIT_PASSWORD_PER_MINUTE: '1000',
    ...env,
  });
  const database = await openTestDatabase('seeded');
  const app = await buildApp({ config, database, logger: false, runJobs: false, ...options });
  await app.ready();

  async function login(email: string, password = DEMO_PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password,
        ...WEB_CLIENT,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
    return response.json();
  }

  return {
    app,
    database,
    config,
    login,
    async authAs(email) {
      return { authorization: `Bearer ${(await login(email)).access_token}` };
    },
    async personId(email) {
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (!row) throw new Error(`nobody has the e-mail ${email}`);
      return row.id;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function tokenForm(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    url: '/connect/token',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Signs in with a password at the token endpoint as the web client does. */
export function passwordGrant(t: TestApp, username: string, password = DEMO_PASSWORD) {
  return t.app.inject(tokenForm({ grant_type: 'password', username, password, ...WEB_CLIENT }));
}
