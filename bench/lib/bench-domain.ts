/**
 * What a domain gives the bench (`bench/entries/<domain>.bench.ts`): its entries, the bare routes
 * they are compared with (`<domain>.bare.ts` next to them) and its goals. `bench/run-bench.ts`
 * seeds, starts the servers, and runs every domain of `bench/entries/bench-domains.ts` in order.
 */
import type { measure } from './load.ts';
import type { ProbeResult, probe } from './probe.ts';
import type { ServerProcess } from './processes.ts';
import type { BenchResults, Engine, Goal, Row } from './report.ts';

/** The run's settings an entry reads. */
export interface EntrySettings {
  smoke: boolean;
  employees: number;
  rounds: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** BENCH_ENDPOINTS, when set: only these entries run. */
  endpoints: Set<string> | undefined;
}

export interface Login {
  username: string;
  password: string;
}

export type Headers = Record<string, string>;

/** A probe that answered 2xx: the bytes it saw are the run's bytes on the wire. */
export type OkProbe = ProbeResult & { json: { id?: unknown } };

/** Load options an entry gives `record` (the run's connections, duration and warm-up by default). */
export type RecordOptions = Omit<
  Parameters<typeof measure>[0],
  'connections' | 'durationSeconds' | 'warmupSeconds' | 'settle' | 'pid' | 'quietPids'
> &
  Partial<Pick<Parameters<typeof measure>[0], 'connections' | 'durationSeconds' | 'warmupSeconds'>>;

/** How `compare` checks and loads an entry (see `BenchRun.compare`). */
export interface CompareOptions {
  family?: string;
  sameBytes?: boolean;
  connections?: number;
  timeoutSeconds?: number;
  /** A binary answer (a zip): how far ours' size may be from bare's, a share (0.1 by default). */
  binarySizeTolerance?: number;
}

/** One engine's servers, started and signed in to, as a domain's entries see them. */
export interface BenchRun {
  engine: Engine;
  settings: EntrySettings;
  ours: ServerProcess;
  bare: ServerProcess;
  /** The two sign-ins every engine starts with (on ours): employee@example.com and hr@example.com. */
  employee: { id: string; headers: Headers };
  hr: { headers: Headers };
  /** Whether BENCH_ENDPOINTS (when set) names this entry. */
  measured(endpoint: string): boolean;
  /** A password-grant sign-in on ours: the access token. */
  signIn(login: Login): Promise<string>;
  /** `work`, its error followed by what `server` printed. */
  withOutput<T>(server: ServerProcess, work: Promise<T>): Promise<T>;
  /** A probe that must answer 2xx. */
  probeOk(url: string, options?: Parameters<typeof probe>[1]): Promise<OkProbe>;
  /** Loads `server` with one run of the entry and keeps the measurement. */
  record(
    endpoint: string,
    server: ServerProcess,
    round: number,
    answer: Pick<ProbeResult, 'bodyBytes' | 'wireBytes'>,
    options: RecordOptions,
  ): Promise<void>;
  /**
   * Checks that ours and bare answer the same JSON (or, for a file, the same media type, zip
   * entries and about the same size: lib/binary-answer.ts), then measures both, round after round.
   * `family`: BENCH_ENDPOINTS naming it runs this entry too (e.g. 'GET /api/allowances/totals'
   * runs every filter of the totals). `sameBytes`: the JSON must also be byte for byte the same
   * length, and travel as the same number of bytes. `connections` and `timeoutSeconds`: the load
   * of both sides when the entry's readers are few (the run's connections and 10 s by default; a
   * smoke run keeps its one connection).
   */
  compare(
    endpoint: string,
    urls: { ours: string; bare: string },
    headers: Headers,
    options?: CompareOptions,
  ): Promise<void>;
  /**
   * A second API on the same database with /metrics off (no METRICS_TOKEN; ours has one). Only on
   * PostgreSQL: PGlite holds its directory alone. The caller stops it.
   */
  startApiWithoutMetrics(): Promise<ServerProcess>;
}

/** What an engine's domains may read before its servers start (PGlite holds its directory then). */
export interface EngineSetup {
  engine: Engine;
  settings: EntrySettings;
  /** The API server's environment for the database (DATABASE_URL, or QUADRO_DATA_DIR). */
  oursEnv: Record<string, string>;
  /**
   * The bare server's (DATABASE_URL, or PGLITE_DIR: on PGlite its own copy, made before this
   * runs, so rows the bare route reads are written to both).
   */
  bareEnv: Record<string, string>;
  log(message: string): void;
}

/** The results so far, as a domain's goals read them. */
export interface GoalView {
  results: Omit<BenchResults, 'goals'>;
  settings: EntrySettings;
  /** The row of ours on PostgreSQL for this entry. */
  pgOurs(endpoint: string): Row | undefined;
}

export interface BenchDomain<Prepared = undefined> {
  /** The API module (or side) the entries belong to. */
  name: string;
  /** `<domain>.bare.ts` next to the entries, exporting `bareRoutes` (loaded by bare-server.ts). */
  bare?: URL;
  /** On each engine, before its servers start: what the entries read from the database first. */
  beforeStart?(setup: EngineSetup): Promise<Prepared>;
  /** The domain's entries on one engine, in order; `prepared` is what `beforeStart` returned. */
  entries?(bench: BenchRun, prepared: Prepared): Promise<void>;
  /** Ours against bare: the throughput and latency goals, listed first. */
  goals?(view: GoalView): Goal[];
  /** Absolute budgets (bytes on the wire, the login page, memory), listed after every ratio. */
  budgets?(view: GoalView): Goal[];
  /** Files of the domain's own next to bench/results/<prefix>latest.json. */
  writeResults?(resultsDir: string, prefix: string): void;
}

/** A goal on ours/bare of one entry's PostgreSQL row: not judged in a smoke run. */
export function ratioGoal(
  view: GoalView,
  name: string,
  row: Row | undefined,
  pick: 'throughput' | 'p99',
  limit: number,
): Goal {
  return {
    name,
    target: pick === 'throughput' ? `≥ ${limit.toFixed(2)}` : `≤ ${limit.toFixed(2)}`,
    actual: row?.ratio ? row.ratio[pick].toFixed(2) : 'not measured',
    pass: !row?.ratio
      ? null
      : view.settings.smoke
        ? ('not judged' as const)
        : (pick === 'throughput' ? row.ratio[pick] >= limit : row.ratio[pick] <= limit) &&
          row.failures === 0,
  };
}

/**
 * A goal on a count that has a fixed budget (statements a request sends): judged in a smoke run
 * too, since a count does not depend on the load or the machine as speed does.
 */
export function budgetGoal(
  name: string,
  count: number | undefined,
  budget: number,
  unit: string,
  detail = '',
): Goal {
  return {
    name,
    target: `≤ ${budget} ${unit}`,
    actual: count === undefined ? 'not measured' : `${count} ${unit}${detail}`,
    pass: count === undefined ? null : count <= budget,
  };
}

/** The usual goal: ours serves at least half the bare route's throughput on PostgreSQL. */
export function halfTheBareThroughput(view: GoalView, endpoint: string, what: string): Goal {
  return ratioGoal(
    view,
    `${what} throughput on PostgreSQL, ours/bare (${view.settings.employees} employees)`,
    view.pgOurs(endpoint),
    'throughput',
    0.5,
  );
}
