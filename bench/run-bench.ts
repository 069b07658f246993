/**
 * npm run bench: the runner over every domain's entries (bench/entries/bench-domains.ts; each
 * domain's `<domain>.bench.ts` holds its entries and goals, `<domain>.bare.ts` the bare routes they
 * are compared with). Seeds a scale database on PGlite and on PostgreSQL, starts the real API and
 * the bare server (bench/bare-server.ts, with every domain's bare routes) as child processes, runs
 * the domains' entries in order, loading ours and bare with autocannon (alternated), measures the
 * login page's JavaScript, checks the domains' goals, prints a table, writes
 * bench/results/latest.json and refreshes docs/performance.md. Exits 1 when it could not measure
 * what it was asked to: an engine failed, a request failed, or (all entries on PostgreSQL) a goal
 * is not measured.
 *
 * Knobs (env): BENCH_ENGINES=pglite,postgres  BENCH_EMPLOYEES=5000  BENCH_DURATION=10
 * BENCH_WARMUP=2  BENCH_ROUNDS=2  BENCH_PG_URL=postgres://postgres:postgres@127.0.0.1:5432/test
 * BENCH_SKIP_WEB_BUILD=1  BENCH_NO_DOC=1  BENCH_CPU_PROF=<dir>  BENCH_STRICT=1 (exit 1 on FAIL)
 * BENCH_PG_DATABASE=<name> (e.g. scale_bench50k): on PostgreSQL, a database kept between runs
 * instead of a fresh one per run: created and seeded (BENCH_EMPLOYEES) only when it has no users
 * table yet, otherwise only migrated; never dropped. Seeding 50,000 employees takes long, so seed
 * once and measure many times (it keeps what the entries write: sign-ins' sessions).
 * BENCH_SMOKE=1 (npm run bench:smoke, CI): every entry once without load, on PostgreSQL alone
 * (BENCH_ENGINES still chooses), on a small database:
 * 100 employees, 1 connection, 5 requests per entry and server instead of timed runs, no warm-up,
 * one round, speed not judged, the existing web build, results in bench/results/smoke-*.json and docs/performance.md left alone.
 * BENCH_API_ENTRY=<path to a main.ts> (try a modified copy of the API, relative to the repo root;
 * by default the API is started with `npm run serve`, as operators do).
 * BENCH_ENDPOINTS=<comma-separated names, e.g. 'GET /api/people/search'> runs only those entries;
 * 'POST /api/salary-receipts/batches/:id/files' is the payroll upload (lib/payroll-upload.ts,
 * an entry of entries/salary-receipts.bench.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import pg from 'pg';
import { BENCH_DOMAINS } from './entries/bench-domains.ts';
import type { BenchRun, GoalView, Login } from './lib/bench-domain.ts';
import { binaryDisagreement } from './lib/binary-answer.ts';
import { measureLoginBundle } from './lib/bundle-size.ts';
import { measure } from './lib/load.ts';
import { LOGINS } from './lib/logins.ts';
import { describeMachine } from './lib/machine.ts';
import { BENCH_METRICS_TOKEN } from './lib/metrics-token.ts';
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
import { migrateSeededDatabase, seedScaleDatabase } from './lib/seed.ts';
import { measureStartUp, START_UP_ENTRY, startUpGoals } from './lib/start-up.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JWT_SECRET = 'quadro-bench-only-jwt-secret-0123456789abcdefghi';
/** Per run, so two checkouts benchmarking on one server never drop each other's database. */
const BENCH_DATABASE = `quadro_bench_${process.pid}`;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/**
 * The smoke checks that every entry still answers: on PostgreSQL, the production engine, alone.
 * The API suite runs every route on both engines already, and the smoke's second engine was half
 * its CPU, taken from the browser suite it runs beside.
 */
const smokeRun = process.env.BENCH_SMOKE === '1';

/** A misspelt engine would otherwise be left out silently, and the run measure less. */
function enginesEnv(): Engine[] {
  const names = (process.env.BENCH_ENGINES ?? (smokeRun ? 'postgres' : 'pglite,postgres'))
    .split(',')
    .map((name) => name.trim());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown engine ${unknown.join(', ')}`);
  return names as Engine[];
}

/** A name used unquoted in create database: only plain lower-case identifiers. */
function keptDatabaseEnv(): string | undefined {
  const name = process.env.BENCH_PG_DATABASE;
  if (!name) return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error('BENCH_PG_DATABASE must be a lower-case identifier (letters, digits, _)');
  }
  return name;
}

/** Every entry once, without load: CI's check that each still answers (BENCH_SMOKE=1). */
/** A smoke run's requests per entry and server: more than one, so a route that breaks on a repeat fails. */
const SMOKE_REQUESTS = 5;
const smoke = smokeRun;
const webBuilt = existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'));

const settings = {
  smoke,
  engines: enginesEnv(),
  employees: intEnv('BENCH_EMPLOYEES', smoke ? 100 : 5_000, 0, 100_000),
  connections: smoke ? 1 : 50,
  durationSeconds: intEnv('BENCH_DURATION', smoke ? 1 : 10, 1, 60),
  requests: smoke ? SMOKE_REQUESTS : undefined,
  warmupSeconds: intEnv('BENCH_WARMUP', smoke ? 0 : 2, 0, 30),
  rounds: intEnv('BENCH_ROUNDS', smoke ? 1 : 2, 1, 5),
  pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test',
  keptPgDatabase: keptDatabaseEnv(),
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

async function signIn(baseUrl: string, login: Login) {
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

/** A database of this run only, seeded now and dropped at the end. */
async function freshDatabase(database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: settings.pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: settings.pgAdminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${database} with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = withDatabase(settings.pgAdminUrl, database);
  const seeded = await seedScaleDatabase({ url }, settings.employees);
  log(`PostgreSQL: seeded ${seeded.users} users in ${seeded.seconds.toFixed(1)} s`);
  return url;
}

/** BENCH_PG_DATABASE: created and seeded the first time, migrated after; never dropped. */
async function keptDatabase(database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: settings.pgAdminUrl });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (existing.rowCount === 0) await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(settings.pgAdminUrl, database);
  const kept = await migrateSeededDatabase({ url });
  if (kept) {
    log(
      `PostgreSQL: reusing ${database} (${kept.users} users), migrated in ${kept.seconds.toFixed(1)} s`,
    );
    return url;
  }
  const seeded = await seedScaleDatabase({ url }, settings.employees);
  log(
    `PostgreSQL: seeded ${database} with ${seeded.users} users in ${seeded.seconds.toFixed(1)} s (kept)`,
  );
  return url;
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
  const url = settings.keptPgDatabase
    ? await keptDatabase(settings.keptPgDatabase)
    : await freshDatabase(BENCH_DATABASE);
  // The API's files (uploads, cut receipts) go to the temporary folder too.
  const dataDir = path.join(tempRoot, 'postgres-data');
  return { ours: { DATABASE_URL: url, QUADRO_DATA_DIR: dataDir }, bare: { DATABASE_URL: url } };
}

async function startOurs(
  engine: Engine,
  env: Record<string, string>,
  pollMs?: number,
  metrics = true,
): Promise<ServerProcess> {
  const profileDir = settings.cpuProfileDir && path.join(settings.cpuProfileDir, engine);
  return startServer({
    ...(pollMs && { pollMs }),
    name: metrics ? `API (${engine})` : `API without metrics (${engine})`,
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
      // NODE_ENV=production for the libraries, on the demo's defaults (embedded database, no SMTP).
      QUADRO_ENV: 'development',
      RATE_LIMIT_TOKEN_PER_MINUTE: '1000000',
      RATE_LIMIT_PASSWORD_PER_MINUTE: '1000000',
      JWT_SECRET,
      // As operators run it, /metrics on (each request timed); metrics.bench.ts weighs that.
      ...(metrics ? { METRICS_TOKEN: BENCH_METRICS_TOKEN } : {}),
      // Through npm the flags reach the server (npm writes a profile of its own too).
      ...(profileDir && !settings.apiEntry
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }
        : {}),
    },
  });
}

async function startBare(engine: Engine, env: Record<string, string>): Promise<ServerProcess> {
  // The bare routes of every domain with entries compared to one (bench/entries/<domain>.bare.ts).
  const bareFiles = BENCH_DOMAINS.flatMap(({ bare }) =>
    bare ? [path.relative(REPO_ROOT, fileURLToPath(bare))] : [],
  );
  return startServer({
    name: `bare (${engine})`,
    args: ['bench/bare-server.ts', ...bareFiles],
    cwd: REPO_ROOT,
    port: await freeLoopbackPort(),
    healthPath: '/health',
    env: { ...env, JWT_SECRET },
  });
}

/** The user id an access token was issued to (its `sub`). */
function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

async function benchEngine(engine: Engine, tempRoot: string, runs: Run[]): Promise<void> {
  const prepared = await prepareEngine(engine, tempRoot);
  // Read before the server starts: PGlite holds its directory alone.
  const domainsPrepared: unknown[] = [];
  for (const domain of BENCH_DOMAINS) {
    domainsPrepared.push(
      await domain.beforeStart?.({
        engine,
        settings,
        oursEnv: prepared.ours,
        bareEnv: prepared.bare,
        log,
      }),
    );
  }
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

  const token = await signIn(ours.baseUrl, LOGINS.employee);
  const hrToken = await signIn(ours.baseUrl, LOGINS.hr);
  const withOutput = async <T>(server: ServerProcess, work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${server.name} said:\n${server.output()}`);
    }
  };

  const common = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    requests: settings.requests,
    warmupSeconds: settings.warmupSeconds,
    settle: !settings.smoke,
  };
  const record: BenchRun['record'] = async (endpoint, server, round, answer, options) => {
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

  const compare: BenchRun['compare'] = async (endpoint, urls, headers, options = {}) => {
    if (!measured(endpoint) && !(options.family && measured(options.family))) return;
    const oursAnswer = await withOutput(ours, probeOk(urls.ours, { headers }));
    const bareAnswer = await withOutput(bare, probeOk(urls.bare, { headers }));
    if (oursAnswer.binary || bareAnswer.binary) {
      // A file (a zip): the same media type, entries and about the same size (binary-answer.ts).
      const disagreement = binaryDisagreement(oursAnswer, bareAnswer, options.binarySizeTolerance);
      if (disagreement) throw new Error(`ours and bare disagree on ${endpoint}: ${disagreement}`);
      log(
        `${engine}: ${endpoint} answers ${oursAnswer.mediaType}, ${oursAnswer.bodyBytes} bytes ` +
          `(bare ${bareAnswer.bodyBytes})`,
      );
    } else if (JSON.stringify(oursAnswer.json) !== JSON.stringify(bareAnswer.json)) {
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
    // Both sides under the same load; a smoke run checks answers with its one connection.
    const load = {
      headers,
      timeoutSeconds: options.timeoutSeconds ?? 10,
      connections: settings.smoke
        ? settings.connections
        : (options.connections ?? settings.connections),
    };
    for (let round = 1; round <= settings.rounds; round += 1) {
      await record(endpoint, ours, round, oursAnswer, { url: urls.ours, ...load });
      await record(endpoint, bare, round, bareAnswer, { url: urls.bare, ...load });
    }
  };

  const bench: BenchRun = {
    engine,
    settings,
    ours,
    bare,
    employee: { id: subjectOf(token), headers: { authorization: `Bearer ${token}` } },
    hr: { headers: { authorization: `Bearer ${hrToken}` } },
    measured,
    signIn: (login) => signIn(ours.baseUrl, login),
    withOutput,
    probeOk,
    record,
    compare,
    startApiWithoutMetrics: () => startOurs(engine, prepared.ours, undefined, false),
  };
  for (const [index, domain] of BENCH_DOMAINS.entries()) {
    await domain.entries?.(bench, domainsPrepared[index]);
  }

  await Promise.all([ours.stop(), bare.stop()]);
  if (measured(START_UP_ENTRY) && !settings.apiEntry) {
    await measureStartUp(engine, () => startOurs(engine, prepared.ours, 25), {
      attempts: settings.smoke ? 1 : 3,
      log,
    });
  }
}

/** Every domain's goals: the ours/bare ratios first, then the budgets, each in domain order. */
function evaluateGoals(results: Omit<BenchResults, 'goals'>): Goal[] {
  const view: GoalView = {
    results,
    settings,
    pgOurs: (endpoint) =>
      results.rows.find(
        (row) => row.engine === 'postgres' && row.endpoint === endpoint && row.server === 'ours',
      ),
  };
  return [
    ...BENCH_DOMAINS.flatMap((domain) => domain.goals?.(view) ?? []),
    ...BENCH_DOMAINS.flatMap((domain) => domain.budgets?.(view) ?? []),
    ...startUpGoals(settings.engines),
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
  for (const domain of BENCH_DOMAINS) domain.writeResults?.(resultsDir, prefix);
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
