/**
 * npm run bench: seeds a scale database on PGlite and on PostgreSQL, starts the real API and a
 * bare Fastify route as child processes, loads them with autocannon (alternating ours and bare),
 * measures the login page's JavaScript, checks the goals, prints a table, writes
 * bench/results/latest.json and refreshes docs/performance.md. Exits 1 when it could not measure
 * what it was asked to: an engine failed, a request failed, or (all entries on PostgreSQL) a goal
 * is not measured.
 *
 * Knobs (env): BENCH_ENGINES=pglite,postgres  BENCH_EMPLOYEES=5000  BENCH_DURATION=10
 * BENCH_WARMUP=2  BENCH_ROUNDS=2  BENCH_PG_URL=postgres://postgres:postgres@127.0.0.1:5432/test
 * BENCH_SKIP_WEB_BUILD=1  BENCH_NO_DOC=1  BENCH_CPU_PROF=<dir>  BENCH_STRICT=1 (exit 1 on FAIL)
 * BENCH_SMOKE=1 (npm run bench:smoke, CI): every entry once without load, on a small database:
 * 100 employees, 1 connection, 1-second runs, no warm-up, one round, speed not judged, the existing
 * web build, results in bench/results/smoke-*.json and docs/performance.md left alone.
 * BENCH_API_ENTRY=<path to a main.ts> (try a modified copy of the API, relative to the repo root;
 * by default the API is started with `npm run serve`, as operators do).
 * BENCH_ENDPOINTS=<comma-separated names, e.g. 'GET /api/people/search'> runs only those entries;
 * 'POST /api/salary-receipts/batches/:id/files' is the payroll upload (lib/payroll-upload.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import pg from 'pg';
import { measureLoginBundle } from './lib/bundle-size.ts';
import { measure } from './lib/load.ts';
import { describeMachine } from './lib/machine.ts';
import {
  PAYROLL_UPLOAD_ENTRY,
  payrollUploadGoals,
  preparePayrollUpload,
  writePayrollUploadResults,
} from './lib/payroll-upload.ts';
import { ACCEPT_ENCODING, type ProbeResult, probe } from './lib/probe.ts';
import {
  freeLoopbackPort,
  killAllChildrenNow,
  type ServerProcess,
  startServer,
  stopAllChildren,
} from './lib/processes.ts';
import {
  type BenchResults,
  bundleLines,
  consoleTable,
  type Engine,
  failedRunLines,
  type Goal,
  goalLines,
  markdownSection,
  type Run,
  reading,
  summarize,
  updatePerformanceDoc,
} from './lib/report.ts';
import {
  DEMO_PASSWORD,
  SCALE_ALLOWANCE_YEAR,
  SCALE_SALARY_RECEIPT_MONTH,
  SCALE_TRAVEL_PASS_MONTH,
  SCALE_VACATION_MONTH,
  SCALE_WORK_MAP_MONTH,
  seedScaleDatabase,
} from './lib/seed.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JWT_SECRET = 'quadro-bench-only-jwt-secret-0123456789abcdefghi';
/** Per run, so two checkouts benchmarking on one server never drop each other's database. */
const BENCH_DATABASE = `quadro_bench_${process.pid}`;
const LOGIN = { username: 'employee@example.com', password: DEMO_PASSWORD };
const HR_LOGIN = { username: 'hr@example.com', password: DEMO_PASSWORD };
const ADMIN_LOGIN = { username: 'admin@example.com', password: DEMO_PASSWORD };
const FINANCE_LOGIN = { username: 'financial@example.com', password: DEMO_PASSWORD };
const BUNDLE_LIMIT_BYTES = 200 * 1024;
/** HR's GET /api/accounts at 5,000 employees, compressed, must stay under this. */
const HR_WIRE_LIMIT_BYTES = 150_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** A misspelt engine would otherwise be left out silently, and the run measure less. */
function enginesEnv(): Engine[] {
  const names = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
    .split(',')
    .map((name) => name.trim());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown engine ${unknown.join(', ')}`);
  return names as Engine[];
}

/** Every entry once, without load: CI's check that each still answers (BENCH_SMOKE=1). */
const smoke = process.env.BENCH_SMOKE === '1';
const webBuilt = existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'));

const settings = {
  smoke,
  engines: enginesEnv(),
  employees: intEnv('BENCH_EMPLOYEES', smoke ? 100 : 5_000, 0, 100_000),
  connections: smoke ? 1 : 50,
  durationSeconds: intEnv('BENCH_DURATION', smoke ? 1 : 10, 1, 60),
  warmupSeconds: intEnv('BENCH_WARMUP', smoke ? 0 : 2, 0, 30),
  rounds: intEnv('BENCH_ROUNDS', smoke ? 1 : 2, 1, 5),
  pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test',
  buildWeb: smoke ? !webBuilt : process.env.BENCH_SKIP_WEB_BUILD !== '1',
  writeDoc: !smoke && process.env.BENCH_NO_DOC !== '1' && !process.env.BENCH_API_ENTRY,
  cpuProfileDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined,
  strict: process.env.BENCH_STRICT === '1',
  apiEntry: process.env.BENCH_API_ENTRY || undefined,
  endpoints: process.env.BENCH_ENDPOINTS
    ? new Set(process.env.BENCH_ENDPOINTS.split(',').map((name) => name.trim()))
    : undefined,
};

/** Whether BENCH_ENDPOINTS (when set) names this entry. */
function measured(endpoint: string): boolean {
  return !settings.endpoints || settings.endpoints.has(endpoint);
}

/**
 * On PGlite only when named or in a smoke run: discarding the batch's 5,000 PDFs alone takes
 * minutes there (docs/performance.md); a smoke run's hundred take a moment.
 */
function uploadsPayroll(engine: Engine): boolean {
  if (!measured(PAYROLL_UPLOAD_ENTRY)) return false;
  return engine === 'postgres' || settings.smoke || !!settings.endpoints?.has(PAYROLL_UPLOAD_ENTRY);
}

/** The whole run stops by itself past this, whatever happens. */
const TIME_LIMIT_MS = 20 * 60_000;

const cleanups: Array<() => Promise<unknown>> = [];
let cleaningUp: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    await stopAllChildren();
    for (const task of cleanups.reverse()) {
      try {
        await task();
      } catch (error) {
        console.error('cleanup failed:', (error as Error).message);
      }
    }
  })();
  return cleaningUp;
}

process.on('exit', killAllChildrenNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
const deadline = setTimeout(() => {
  console.error(`Time limit of ${TIME_LIMIT_MS / 60_000} minutes reached: aborting.`);
  void cleanup().finally(() => process.exit(2));
}, TIME_LIMIT_MS);
deadline.unref();

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`refusing a non-loopback database host: ${host}`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function signIn(baseUrl: string, login: { username: string; password: string }) {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...login, ...WEB_CLIENT }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(
      `sign-in as ${login.username} failed: ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return body.access_token;
}

/** A probe that must answer 2xx: the bytes it saw are the run's bytes on the wire. */
async function probeOk(
  url: string,
  options: Parameters<typeof probe>[1] = {},
): Promise<ProbeResult & { json: { id?: unknown } }> {
  const result = await probe(url, options);
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${options.method ?? 'GET'} ${url} answered ${result.status}`);
  }
  return result as ProbeResult & { json: { id?: unknown } };
}

interface Prepared {
  ours: Record<string, string>;
  bare: Record<string, string>;
}

async function prepareEngine(engine: Engine, tempRoot: string): Promise<Prepared> {
  if (engine === 'pglite') {
    const oursDir = path.join(tempRoot, 'pglite-ours');
    const bareDir = path.join(tempRoot, 'pglite-bare');
    // main.ts opens <QUADRO_DATA_DIR>/pgdata.
    const seeded = await seedScaleDatabase(
      { pgliteDir: path.join(oursDir, 'pgdata') },
      settings.employees,
    );
    log(`PGlite: seeded ${seeded.users} users in ${seeded.seconds.toFixed(1)} s`);
    // PGlite holds its directory exclusively: the bare server reads an identical copy.
    await mkdir(bareDir, { recursive: true });
    await cp(path.join(oursDir, 'pgdata'), path.join(bareDir, 'pgdata'), { recursive: true });
    return {
      ours: { QUADRO_DATA_DIR: oursDir },
      bare: { PGLITE_DIR: path.join(bareDir, 'pgdata') },
    };
  }
  assertLoopback(settings.pgAdminUrl);
  const admin = new pg.Client({ connectionString: settings.pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: settings.pgAdminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = withDatabase(settings.pgAdminUrl, BENCH_DATABASE);
  const seeded = await seedScaleDatabase({ url }, settings.employees);
  log(`PostgreSQL: seeded ${seeded.users} users in ${seeded.seconds.toFixed(1)} s`);
  // The API's files (uploads, cut receipts) go to the temporary folder too.
  const dataDir = path.join(tempRoot, 'postgres-data');
  return { ours: { DATABASE_URL: url, QUADRO_DATA_DIR: dataDir }, bare: { DATABASE_URL: url } };
}

async function startOurs(engine: Engine, env: Record<string, string>): Promise<ServerProcess> {
  const profileDir = settings.cpuProfileDir && path.join(settings.cpuProfileDir, engine);
  return startServer({
    name: `API (${engine})`,
    ...(settings.apiEntry
      ? {
          args: [
            ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
            settings.apiEntry,
          ],
        }
      : { command: 'npm', args: ['run', '--silent', 'serve'] }),
    cwd: REPO_ROOT,
    port: await freeLoopbackPort(),
    healthPath: '/health',
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_TOKEN_PER_MINUTE: '1000000',
      RATE_LIMIT_PASSWORD_PER_MINUTE: '1000000',
      JWT_SECRET,
      // Through npm the flags reach the server (npm writes a profile of its own too).
      ...(profileDir && !settings.apiEntry
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }
        : {}),
    },
  });
}

async function startBare(engine: Engine, env: Record<string, string>): Promise<ServerProcess> {
  return startServer({
    name: `bare (${engine})`,
    args: ['bench/bare-server.ts'],
    cwd: REPO_ROOT,
    port: await freeLoopbackPort(),
    healthPath: '/health',
    env: { ...env, JWT_SECRET },
  });
}

async function benchEngine(engine: Engine, tempRoot: string, runs: Run[]): Promise<void> {
  const prepared = await prepareEngine(engine, tempRoot);
  // Read before the server starts: PGlite holds its directory alone.
  const payrollUpload = uploadsPayroll(engine)
    ? await preparePayrollUpload(engine, prepared.ours, settings.employees, log)
    : undefined;
  // Both at once: each takes seconds to load, and nothing is measured yet.
  const starting = performance.now();
  const [ours, bare] = await Promise.all([
    startOurs(engine, prepared.ours),
    startBare(engine, prepared.bare),
  ]);
  log(
    `${engine}: API pid ${ours.pid} at ${ours.baseUrl}, bare pid ${bare.pid} at ${bare.baseUrl}, ` +
      `started in ${((performance.now() - starting) / 1000).toFixed(1)} s`,
  );

  const token = await signIn(ours.baseUrl, LOGIN);
  const hrToken = await signIn(ours.baseUrl, HR_LOGIN);
  const oursUrl = `${ours.baseUrl}/api/accounts`;
  const bareUrl = `${bare.baseUrl}/bare/accounts`;
  const withOutput = async <T>(server: ServerProcess, work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${server.name} said:\n${server.output()}`);
    }
  };
  const auth = { authorization: `Bearer ${token}` };
  const hrAuth = { authorization: `Bearer ${hrToken}` };
  const oursProbe = await withOutput(ours, probeOk(oursUrl, { headers: auth }));
  const bareProbe = await withOutput(bare, probeOk(bareUrl, { headers: auth }));
  if (oursProbe.json.id !== bareProbe.json.id) {
    throw new Error(
      `ours and bare disagree on the user: ${oursProbe.json.id} vs ${bareProbe.json.id}`,
    );
  }
  const hrProbe = await withOutput(ours, probeOk(oursUrl, { headers: hrAuth }));
  const hrBareProbe = await withOutput(bare, probeOk(bareUrl, { headers: hrAuth }));
  const revalidation = { ...hrAuth, 'if-none-match': hrProbe.etag ?? '' };
  const hrNotModified = await withOutput(ours, probe(oursUrl, { headers: revalidation }));
  if (hrNotModified.status !== 304) {
    throw new Error(`If-None-Match ${hrProbe.etag} answered ${hrNotModified.status}, not 304`);
  }

  const common = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    settle: !settings.smoke,
  };
  const record = async (
    endpoint: string,
    server: ServerProcess,
    round: number,
    answer: Pick<ProbeResult, 'bodyBytes' | 'wireBytes'>,
    options: Omit<Parameters<typeof measure>[0], keyof typeof common | 'pid' | 'quietPids'> &
      Partial<typeof common>,
  ) => {
    const label = server === ours ? 'ours' : 'bare';
    log(`${engine}: ${endpoint} (${label}, round ${round})`);
    const measurement = await measure({
      ...common,
      ...options,
      headers: { 'accept-encoding': ACCEPT_ENCODING, ...options.headers },
      pid: server.pid,
      quietPids: [ours.pid, bare.pid],
    });
    runs.push({
      engine,
      endpoint,
      server: label,
      round,
      bodyBytes: answer.bodyBytes,
      wireBytes: answer.wireBytes,
      measurement,
    });
    log(
      `  ${Math.round(measurement.requestsPerSecond)} req/s, p50 ${measurement.p50} ms, p99 ` +
        `${measurement.p99} ms, ${measurement.non2xx + measurement.errors + measurement.timeouts} failed`,
    );
  };

  const tokenBody = new URLSearchParams({
    grant_type: 'password',
    ...LOGIN,
    ...WEB_CLIENT,
  }).toString();
  const tokenRequest = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: tokenBody,
  };
  const tokenProbe = await probeOk(`${ours.baseUrl}/connect/token`, tokenRequest);
  if (measured('POST /connect/token')) {
    await record('POST /connect/token', ours, 1, tokenProbe, {
      url: `${ours.baseUrl}/connect/token`,
      ...tokenRequest,
      timeoutSeconds: 60,
    });
  }

  for (let round = 1; measured('GET /api/accounts') && round <= settings.rounds; round += 1) {
    await record('GET /api/accounts', ours, round, oursProbe, {
      url: oursUrl,
      headers: auth,
      timeoutSeconds: 10,
    });
    await record('GET /api/accounts', bare, round, bareProbe, {
      url: bareUrl,
      headers: auth,
      timeoutSeconds: 10,
    });
  }
  for (let round = 1; measured('GET /api/accounts (hr)') && round <= settings.rounds; round += 1) {
    await record('GET /api/accounts (hr)', ours, round, hrProbe, {
      url: oursUrl,
      headers: hrAuth,
      timeoutSeconds: 30,
    });
    await record('GET /api/accounts (hr)', bare, round, hrBareProbe, {
      url: bareUrl,
      headers: hrAuth,
      timeoutSeconds: 30,
    });
  }
  // What a browser that holds the answer sends: its ETag back.
  if (measured('GET /api/accounts (hr, If-None-Match)')) {
    await record('GET /api/accounts (hr, If-None-Match)', ours, 1, hrNotModified, {
      url: oursUrl,
      headers: revalidation,
      timeoutSeconds: 30,
      expectedStatus: 304,
    });
  }

  // The top bar asks for suggestions as an employee types; Enter opens a page of cards.
  const peopleEntries = [
    {
      endpoint: 'GET /api/people/suggestions',
      ours: `${ours.baseUrl}/api/people/suggestions?term=joao`,
      bare: `${bare.baseUrl}/bare/people/suggestions?term=joao`,
    },
    {
      endpoint: 'GET /api/people/search',
      ours: `${ours.baseUrl}/api/people/search?search=ana&page=2&pageSize=12`,
      bare: `${bare.baseUrl}/bare/people/search?search=ana&page=2&pageSize=12`,
    },
  ];
  for (const entry of peopleEntries.filter(({ endpoint }) => measured(endpoint))) {
    const oursAnswer = await withOutput(ours, probeOk(entry.ours, { headers: auth }));
    const bareAnswer = await withOutput(bare, probeOk(entry.bare, { headers: auth }));
    if (JSON.stringify(oursAnswer.json) !== JSON.stringify(bareAnswer.json)) {
      throw new Error(`ours and bare disagree on ${entry.endpoint}`);
    }
    for (let round = 1; round <= settings.rounds; round += 1) {
      await record(entry.endpoint, ours, round, oursAnswer, {
        url: entry.ours,
        headers: auth,
        timeoutSeconds: 10,
      });
      await record(entry.endpoint, bare, round, bareAnswer, {
        url: entry.bare,
        headers: auth,
        timeoutSeconds: 10,
      });
    }
  }

  /**
   * Checks that ours and bare answer the same JSON, then measures both, round after round.
   * `family`: BENCH_ENDPOINTS naming it runs this entry too (e.g. 'GET /api/allowances/totals'
   * runs every filter of the totals). `sameBytes`: the JSON must also be byte for byte the same
   * length, and travel as the same number of bytes.
   */
  const compare = async (
    endpoint: string,
    urls: { ours: string; bare: string },
    headers: Record<string, string>,
    options: { family?: string; sameBytes?: boolean } = {},
  ) => {
    if (!measured(endpoint) && !(options.family && measured(options.family))) return;
    const oursAnswer = await withOutput(ours, probeOk(urls.ours, { headers }));
    const bareAnswer = await withOutput(bare, probeOk(urls.bare, { headers }));
    if (JSON.stringify(oursAnswer.json) !== JSON.stringify(bareAnswer.json)) {
      throw new Error(`ours and bare disagree on ${endpoint}`);
    }
    if (
      options.sameBytes &&
      (oursAnswer.bodyBytes !== bareAnswer.bodyBytes ||
        oursAnswer.wireBytes !== bareAnswer.wireBytes)
    ) {
      throw new Error(
        `ours and bare send different bytes on ${endpoint}: JSON ${oursAnswer.bodyBytes} vs ` +
          `${bareAnswer.bodyBytes}, on the wire ${oursAnswer.wireBytes} vs ${bareAnswer.wireBytes}`,
      );
    }
    for (let round = 1; round <= settings.rounds; round += 1) {
      await record(endpoint, ours, round, oursAnswer, {
        url: urls.ours,
        headers,
        timeoutSeconds: 10,
      });
      await record(endpoint, bare, round, bareAnswer, {
        url: urls.bare,
        headers,
        timeoutSeconds: 10,
      });
    }
  };

  // HR's employees table, first page by name (financial reads the same).
  await compare(
    'GET /api/employees',
    {
      ours: `${ours.baseUrl}/api/employees?page=1&page_size=20&sort=name&order=asc`,
      bare: `${bare.baseUrl}/bare/employees?page=1&page_size=20`,
    },
    hrAuth,
  );

  // The projects table (admin): its first page with each project's team size.
  if (measured('GET /api/projects')) {
    const adminAuth = { authorization: `Bearer ${await signIn(ours.baseUrl, ADMIN_LOGIN)}` };
    await compare(
      'GET /api/projects',
      {
        ours: `${ours.baseUrl}/api/projects?page=1&pageSize=10`,
        bare: `${bare.baseUrl}/bare/projects?page=1&pageSize=10`,
      },
      adminAuth,
    );
  }

  // HR's clients page: every client with its allocations; and an employee's salaries.
  await compare(
    'GET /api/clients',
    { ours: `${ours.baseUrl}/api/clients`, bare: `${bare.baseUrl}/bare/clients` },
    hrAuth,
  );
  if (measured('GET /api/salary/all/:id')) {
    const employeeId = (oursProbe.json as { id: string }).id;
    await compare(
      'GET /api/salary/all/:id',
      {
        ours: `${ours.baseUrl}/api/salary/all/${employeeId}`,
        bare: `${bare.baseUrl}/bare/salary/all/${employeeId}`,
      },
      hrAuth,
    );
  }

  // An employee opens a month's work map; HR opens the month's table, first page.
  if (measured('GET /api/work-maps/:id')) {
    const mine = await withOutput(
      ours,
      probeOk(`${ours.baseUrl}/api/work-maps/mine`, { headers: auth }),
    );
    const map = (mine.json as Array<{ id: string; month: string }>).find(
      (entry) => entry.month === SCALE_WORK_MAP_MONTH,
    );
    if (!map)
      throw new Error(`the scale seed gave the bench employee no map of ${SCALE_WORK_MAP_MONTH}`);
    await compare(
      'GET /api/work-maps/:id',
      {
        ours: `${ours.baseUrl}/api/work-maps/${map.id}`,
        bare: `${bare.baseUrl}/bare/work-maps/${map.id}`,
      },
      auth,
    );
  }
  // HR's and admin's shell asks for the attention counts (the menu badge) on every load.
  await compare(
    'GET /api/work-maps/attention',
    {
      ours: `${ours.baseUrl}/api/work-maps/attention`,
      bare: `${bare.baseUrl}/bare/work-maps/attention`,
    },
    hrAuth,
  );
  await compare(
    'GET /api/work-maps',
    {
      ours: `${ours.baseUrl}/api/work-maps?month=${SCALE_WORK_MAP_MONTH}&page=1&pageSize=20`,
      bare: `${bare.baseUrl}/bare/work-maps?month=${SCALE_WORK_MAP_MONTH}&page=1&pageSize=20`,
    },
    hrAuth,
  );

  // The approvers' vacations table, first page, and the team calendar of a month.
  await compare(
    'GET /api/vacation',
    {
      ours: `${ours.baseUrl}/api/vacation?page=1&pageSize=20`,
      bare: `${bare.baseUrl}/bare/vacation?page=1&pageSize=20`,
    },
    hrAuth,
  );
  await compare(
    'GET /api/vacation/calendar',
    {
      ours: `${ours.baseUrl}/api/vacation/calendar?month=${SCALE_VACATION_MONTH}`,
      bare: `${bare.baseUrl}/bare/vacation/calendar?month=${SCALE_VACATION_MONTH}`,
    },
    hrAuth,
  );

  // An employee's own passes (first page, with this month's block), finance's month (first page,
  // waiting first, with the approved total) and the year's totals per employee and month.
  await compare(
    'GET /api/travel-pass',
    {
      ours: `${ours.baseUrl}/api/travel-pass?page=1&pageSize=10`,
      bare: `${bare.baseUrl}/bare/travel-pass?page=1&pageSize=10`,
    },
    auth,
  );
  if (measured('GET /api/travel-pass/manage') || measured('GET /api/travel-pass/totals')) {
    const financeAuth = { authorization: `Bearer ${await signIn(ours.baseUrl, FINANCE_LOGIN)}` };
    const query = `month=${SCALE_TRAVEL_PASS_MONTH}&page=1&pageSize=20`;
    await compare(
      'GET /api/travel-pass/manage',
      {
        ours: `${ours.baseUrl}/api/travel-pass/manage?${query}`,
        bare: `${bare.baseUrl}/bare/travel-pass/manage?${query}`,
      },
      financeAuth,
    );
    const year = `year=${SCALE_TRAVEL_PASS_MONTH.slice(0, 4)}&page=1&pageSize=20`;
    await compare(
      'GET /api/travel-pass/totals',
      {
        ours: `${ours.baseUrl}/api/travel-pass/totals?${year}`,
        bare: `${bare.baseUrl}/bare/travel-pass/totals?${year}`,
      },
      financeAuth,
    );
  }

  // Finance uploads the month's payroll PDF, a page per employee, once (the batch is discarded).
  if (payrollUpload) await payrollUpload(ours, await signIn(ours.baseUrl, FINANCE_LOGIN));

  // Finance's salary receipts of a month, first page, over five years of receipts.
  if (measured('GET /api/salary-receipts')) {
    const financeAuth = { authorization: `Bearer ${await signIn(ours.baseUrl, FINANCE_LOGIN)}` };
    const [year, month] = SCALE_SALARY_RECEIPT_MONTH.split('-').map(Number);
    const query = `year=${year}&month=${month}&page=1&pageSize=20`;
    await compare(
      'GET /api/salary-receipts',
      {
        ours: `${ours.baseUrl}/api/salary-receipts?${query}`,
        bare: `${bare.baseUrl}/bare/salary-receipts?${query}`,
      },
      financeAuth,
    );
  }

  // Finance's allowance plans (vacation and Christmas allowances) over five years of plans: the
  // table's first page of the year by allowance, then with a month of payment; and the
  // consolidated totals under each filter.
  const allowanceEntries = ALLOWANCE_TABLE_ENTRIES.concat(ALLOWANCE_TOTALS_ENTRIES);
  if (allowanceEntries.some(({ endpoint, family }) => measured(endpoint) || measured(family))) {
    const financeAuth = { authorization: `Bearer ${await signIn(ours.baseUrl, FINANCE_LOGIN)}` };
    for (const { endpoint, family, path, query } of allowanceEntries) {
      await compare(
        endpoint,
        {
          ours: `${ours.baseUrl}/api/${path}${query ? `?${query}` : ''}`,
          bare: `${bare.baseUrl}/bare/${path}${query ? `?${query}` : ''}`,
        },
        financeAuth,
        { family, sameBytes: true },
      );
    }
  }

  await Promise.all([ours.stop(), bare.stop()]);
}

/** Finance's allowances table: the year's first page by allowance, and with a month of payment. */
const ALLOWANCE_TABLE_ENTRIES = [
  {
    endpoint: 'GET /api/allowances',
    family: 'GET /api/allowances',
    goal: "GET /api/allowances (finance's table, a year by allowance, first page)",
    path: 'allowances',
    query: `allowance=VACATIONS&year=${SCALE_ALLOWANCE_YEAR}&page=1&pageSize=20`,
  },
  {
    endpoint: 'GET /api/allowances (month)',
    family: 'GET /api/allowances',
    goal: "GET /api/allowances (finance's table, a year's Christmas plans paying in June, first page)",
    path: 'allowances',
    query: `allowance=CHRISTMAS&year=${SCALE_ALLOWANCE_YEAR}&month=6&page=1&pageSize=20`,
  },
];
/** The consolidated totals under each filter (with a month: what falls due in it). */
const ALLOWANCE_TOTALS_ENTRIES = [
  { filter: 'none', query: '' },
  { filter: 'allowance', query: 'allowance=CHRISTMAS' },
  { filter: 'year', query: `year=${SCALE_ALLOWANCE_YEAR}` },
  { filter: 'year+month', query: `year=${SCALE_ALLOWANCE_YEAR}&month=6` },
  { filter: 'status', query: 'status=PENDING_APPROVAL' },
].map(({ filter, query }) => ({
  endpoint: `GET /api/allowances/totals${filter === 'none' ? '' : ` (${filter})`}`,
  family: 'GET /api/allowances/totals',
  goal: `GET /api/allowances/totals (${filter === 'none' ? 'every plan' : `by ${filter}`})`,
  path: 'allowances/totals',
  query,
}));

function evaluateGoals(results: Omit<BenchResults, 'goals'>): Goal[] {
  const pgOurs = (endpoint: string) =>
    results.rows.find(
      (row) => row.engine === 'postgres' && row.endpoint === endpoint && row.server === 'ours',
    );
  const own = pgOurs('GET /api/accounts');
  const hr = pgOurs('GET /api/accounts (hr)');
  const suggestions = pgOurs('GET /api/people/suggestions');
  const search = pgOurs('GET /api/people/search');
  const employees = pgOurs('GET /api/employees');
  const bundle = results.bundle;
  const ratioGoal = (name: string, row: typeof own, pick: 'throughput' | 'p99', limit: number) => ({
    name,
    target: pick === 'throughput' ? `≥ ${limit.toFixed(2)}` : `≤ ${limit.toFixed(2)}`,
    actual: row?.ratio ? row.ratio[pick].toFixed(2) : 'not measured',
    pass: !row?.ratio
      ? null
      : settings.smoke
        ? ('not judged' as const)
        : (pick === 'throughput' ? row.ratio[pick] >= limit : row.ratio[pick] <= limit) &&
          row.failures === 0,
  });
  return [
    ratioGoal('GET /api/accounts throughput on PostgreSQL, ours/bare', own, 'throughput', 0.5),
    ratioGoal('GET /api/accounts p99 on PostgreSQL, ours/bare', own, 'p99', 2),
    ratioGoal(
      `HR's GET /api/accounts throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      hr,
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/people/suggestions throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      suggestions,
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/people/search throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      search,
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/employees (the table's first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      employees,
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/projects (the table's first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/projects'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/clients (HR's clients page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/clients'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/salary/all/:id (an employee's salaries) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/salary/all/:id'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/work-maps/:id (a month's map) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/work-maps/:id'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/work-maps/attention (the menu badge) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/work-maps/attention'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/work-maps (HR's table of a month, first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/work-maps'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/vacation (the approvers' table, first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/vacation'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/vacation/calendar (the team calendar of a month) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/vacation/calendar'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/travel-pass (an employee's passes, first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/travel-pass'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/travel-pass/manage (finance's month, first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/travel-pass/manage'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/travel-pass/totals (a year per employee and month, first page) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/travel-pass/totals'),
      'throughput',
      0.5,
    ),
    ratioGoal(
      `GET /api/salary-receipts (finance's month, first page, five years of receipts) throughput on PostgreSQL, ours/bare (${settings.employees} employees)`,
      pgOurs('GET /api/salary-receipts'),
      'throughput',
      0.5,
    ),
    ...[...ALLOWANCE_TABLE_ENTRIES, ...ALLOWANCE_TOTALS_ENTRIES].map(({ endpoint, goal }) =>
      ratioGoal(
        `${goal} throughput on PostgreSQL, ours/bare (${settings.employees} employees, five years of plans)`,
        pgOurs(endpoint),
        'throughput',
        0.5,
      ),
    ),
    {
      name: `HR's GET /api/accounts on the wire (${settings.employees} employees)`,
      target: `< ${HR_WIRE_LIMIT_BYTES / 1000} kB`,
      actual: hr ? `${(hr.wireBytes / 1000).toFixed(1)} kB` : 'not measured',
      pass: hr ? hr.wireBytes < HR_WIRE_LIMIT_BYTES : null,
    },
    {
      name: 'Login page JavaScript, gzipped',
      target: '< 200 KiB',
      actual:
        bundle.status === 'measured'
          ? `${(bundle.gzipBytes / 1024).toFixed(1)} KiB`
          : (bundle.note.split('\n')[0] ?? bundle.status),
      pass:
        bundle.status === 'measured'
          ? bundle.gzipBytes < BUNDLE_LIMIT_BYTES
          : bundle.status === 'build-failed'
            ? false
            : null,
    },
    ...payrollUploadGoals(settings.employees),
  ];
}

async function main(): Promise<number> {
  const machine = describeMachine();
  log(
    `${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
      `engines ${settings.engines.join(', ')}` +
      (settings.smoke ? `; smoke run on ${settings.employees} employees, speed not judged` : ''),
  );
  const loadAtStart = os.loadavg()[0] ?? 0;
  const tempRoot = await mkdtemp(path.join(os.tmpdir(), 'quadro-bench-'));
  cleanups.push(() => rm(tempRoot, { recursive: true, force: true }));

  const runs: Run[] = [];
  const notes: string[] = [];
  const failedEngines: string[] = [];
  for (const engine of settings.engines) {
    try {
      await benchEngine(engine, tempRoot, runs);
    } catch (error) {
      await stopAllChildren();
      const message = `${engine} not measured: ${(error as Error).message}`;
      log(message);
      const firstLine = message.split('\n')[0] ?? message;
      notes.push(firstLine);
      failedEngines.push(firstLine);
    }
  }

  log(settings.buildWeb ? 'building the web app' : 'measuring the existing web build');
  const bundle = await measureLoginBundle({ repoRoot: REPO_ROOT, build: settings.buildWeb });

  const partial = {
    date: new Date().toISOString(),
    machine,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
    settings: { ...settings, pgAdminUrl: undefined },
    rows: summarize(runs),
    runs,
    bundle,
    notes,
  };
  const results: BenchResults = { ...partial, goals: evaluateGoals(partial) };

  console.log(`\n${consoleTable(results.rows)}\n`);
  for (const line of bundleLines(bundle)) console.log(line);
  console.log('');
  for (const line of reading(results)) console.log(`- ${line}`);
  for (const line of notes) console.log(`- ${line}`);
  console.log('');
  for (const line of goalLines(results.goals)) console.log(line);

  // A smoke run keeps its own files, so the last real run's numbers stay in place.
  const prefix = settings.smoke ? 'smoke-' : '';
  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `${prefix}latest.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  writePayrollUploadResults(path.join(resultsDir, `${prefix}payroll-upload.json`));
  if (settings.writeDoc) {
    updatePerformanceDoc(path.join(REPO_ROOT, 'docs/performance.md'), markdownSection(results));
  }
  log(
    `wrote bench/results/${prefix}latest.json${settings.writeDoc ? ' and docs/performance.md' : ''}`,
  );

  const missing = [...failedEngines, ...failedRunLines(runs), ...unmeasuredGoals(results.goals)];
  if (missing.length > 0) {
    console.log('\nNot measured, or measured with failed requests (exit 1):');
    for (const line of missing) console.log(`- ${line}`);
    return 1;
  }
  log(`every entry measured without a failed request (${results.rows.length} rows)`);
  const failed = results.goals.some((goal) => goal.pass === false);
  return failed && settings.strict ? 1 : 0;
}

/** The goals left unmeasured, when the run was asked for every entry on PostgreSQL. */
function unmeasuredGoals(goals: Goal[]): string[] {
  if (settings.endpoints || !settings.engines.includes('postgres')) return [];
  return goals
    .filter((goal) => goal.pass === null)
    .map((goal) => `goal not measured: ${goal.name} (${goal.actual})`);
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(exitCode);
