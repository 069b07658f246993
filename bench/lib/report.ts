import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BundleReport } from './bundle-size.ts';
import type { Measurement } from './load.ts';
import type { MachineInfo } from './machine.ts';

export type Engine = 'pglite' | 'postgres';
export type Server = 'ours' | 'bare';

export interface Run {
  engine: Engine;
  endpoint: string;
  server: Server;
  round: number;
  /** The answer's JSON bytes, and its bytes on the wire (compressed when the server compresses). */
  bodyBytes: number;
  wireBytes: number;
  measurement: Measurement;
}

export interface Row {
  engine: Engine;
  endpoint: string;
  server: Server;
  runs: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  rssPeak: number;
  rssAfter: number;
  hwm: number;
  /** Server CPU per answered request, ms (see Measurement.cpuMsPerRequest). */
  cpuMsPerRequest: number;
  bodyBytes: number;
  wireBytes: number;
  /** Requests that did not answer 2xx, errors and timeouts, summed over the runs. */
  failures: number;
  /** ours / bare, on the rows that have a bare twin. */
  ratio?: { throughput: number; p99: number };
}

export interface Goal {
  name: string;
  target: string;
  actual: string;
  /**
   * null: not measured in this run. 'not judged': measured, but a smoke run's one connection for
   * a second says nothing about speed.
   */
  pass: boolean | null | 'not judged';
}

export interface BenchResults {
  date: string;
  machine: MachineInfo;
  /** 1-minute load average when the measurements started and ended: other work on the cores. */
  loadAverage: { start: number; end: number };
  settings: Record<string, unknown>;
  rows: Row[];
  runs: Run[];
  bundle: BundleReport;
  goals: Goal[];
  notes: string[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Averages the alternated rounds of each (engine, endpoint, server) and pairs ours with bare. */
export function summarize(runs: Run[]): Row[] {
  const groups = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.engine}|${run.endpoint}|${run.server}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  const rows: Row[] = [...groups.values()].map((group) => {
    const first = group[0] as Run;
    const m = group.map((run) => run.measurement);
    return {
      engine: first.engine,
      endpoint: first.endpoint,
      server: first.server,
      runs: group.length,
      requestsPerSecond: mean(m.map((x) => x.requestsPerSecond)),
      p50: mean(m.map((x) => x.p50)),
      p99: mean(m.map((x) => x.p99)),
      rssPeak: Math.max(...m.map((x) => x.rssPeak)),
      rssAfter: m.at(-1)?.rssAfter ?? 0,
      hwm: Math.max(...m.map((x) => x.hwm)),
      cpuMsPerRequest: mean(m.map((x) => x.cpuMsPerRequest)),
      bodyBytes: first.bodyBytes,
      wireBytes: first.wireBytes,
      failures: m.reduce((sum, x) => sum + x.non2xx + x.errors + x.timeouts, 0),
    };
  });
  for (const row of rows) {
    if (row.server !== 'ours') continue;
    const bare = rows.find(
      (other) =>
        other.server === 'bare' && other.engine === row.engine && other.endpoint === row.endpoint,
    );
    if (bare) {
      row.ratio = {
        throughput: row.requestsPerSecond / bare.requestsPerSecond,
        p99: row.p99 / bare.p99,
      };
    }
  }
  return rows;
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
const bytes = (value: number) => (value < 1024 ? `${value} B` : kib(value));
const rps = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));

function tableCells(row: Row): string[] {
  return [
    row.engine,
    row.endpoint,
    row.server,
    rps(row.requestsPerSecond),
    ms(row.p50),
    ms(row.p99),
    `${mib(row.rssPeak)} / ${mib(row.rssAfter)}`,
    `${row.cpuMsPerRequest.toFixed(2)} ms`,
    `${bytes(row.wireBytes)} / ${bytes(row.bodyBytes)}`,
    row.ratio ? `×${row.ratio.throughput.toFixed(2)} · p99 ×${row.ratio.p99.toFixed(2)}` : '',
    row.failures > 0 ? `${row.failures} failed` : '',
  ];
}

const HEADER = [
  'engine',
  'endpoint',
  'server',
  'req/s',
  'p50',
  'p99',
  'RSS peak / after',
  'CPU/req',
  'on the wire / JSON',
  'ours/bare (req/s · p99)',
  '',
];

export function consoleTable(rows: Row[]): string {
  const lines = [HEADER, ...rows.map(tableCells)];
  const widths = HEADER.map((_, column) =>
    Math.max(...lines.map((cells) => (cells[column] ?? '').length)),
  );
  return lines
    .map((cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
}

function markdownTable(rows: Row[]): string {
  const header = HEADER.slice(0, -1).concat('notes');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${tableCells(row).join(' | ')} |`),
  ].join('\n');
}

function verdict(pass: Goal['pass']): string {
  if (pass === null) return 'n/a ';
  if (pass === 'not judged') return 'SKIP';
  return pass ? 'PASS' : 'FAIL';
}

export function goalLines(goals: Goal[]): string[] {
  return goals.map(
    (goal) => `${verdict(goal.pass)}  ${goal.name}: ${goal.actual} (goal ${goal.target})`,
  );
}

/** The runs that had requests fail, one line each with how they failed. */
export function failedRunLines(runs: Run[]): string[] {
  return runs
    .filter(({ measurement: m }) => m.non2xx + m.errors + m.timeouts > 0)
    .map(
      ({ engine, endpoint, server, round, measurement: m }) =>
        `${engine} ${endpoint} (${server}, round ${round}): ${m.non2xx} of ${m.requests} ` +
        `answers had another status than expected, ${m.errors} errors, ${m.timeouts} timeouts`,
    );
}

export function bundleLines(bundle: BundleReport): string[] {
  if (bundle.status !== 'measured') return [bundle.note];
  return [
    `Login page JavaScript: ${kib(bundle.gzipBytes)} gzipped in ${bundle.files.length} files (${bundle.method})`,
    ...bundle.files.map(
      (file) => `  ${file.file}  ${kib(file.bytes)} raw, ${kib(file.gzipBytes)} gz  [${file.why}]`,
    ),
    ...(bundle.note ? [bundle.note] : []),
  ];
}

/** A few sentences generated from the numbers, so the doc never disagrees with its table. */
export function reading(results: BenchResults): string[] {
  const lines: string[] = [];
  const find = (engine: Engine, endpoint: string, server: Server) =>
    results.rows.find(
      (row) => row.engine === engine && row.endpoint === endpoint && row.server === server,
    );
  for (const engine of ['postgres', 'pglite'] as const) {
    const ours = find(engine, 'GET /api/accounts', 'ours');
    const bare = find(engine, 'GET /api/accounts', 'bare');
    if (ours?.ratio && bare) {
      lines.push(
        `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: GET /api/accounts served ` +
          `${rps(ours.requestsPerSecond)} req/s against ${rps(bare.requestsPerSecond)} for the bare ` +
          `route (×${ours.ratio.throughput.toFixed(2)}), p99 ${ms(ours.p99)} against ${ms(bare.p99)} ` +
          `(×${ours.ratio.p99.toFixed(2)}); the answer is ${bytes(ours.wireBytes)} on the wire ` +
          `(${bytes(ours.bodyBytes)} of JSON) against ${bytes(bare.wireBytes)} ` +
          `(${bytes(bare.bodyBytes)}).`,
      );
    }
    const token = find(engine, 'POST /connect/token', 'ours');
    if (token) {
      lines.push(
        `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: the password grant ran at ` +
          `${rps(token.requestsPerSecond)} sign-ins/s, p99 ${ms(token.p99)}: argon2id ` +
          `(19 MiB, t=2) on ${results.machine.cores} cores shared with the load generator, by design.`,
      );
    }
    const directory = find(engine, 'GET /api/accounts (hr)', 'ours');
    const bareDirectory = find(engine, 'GET /api/accounts (hr)', 'bare');
    if (directory) {
      lines.push(
        `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: the same endpoint for an HR user ` +
          `(who gets the whole employee directory, twice) answered ${kib(directory.wireBytes)} ` +
          `on the wire (${kib(directory.bodyBytes)} of JSON) at ` +
          `${rps(directory.requestsPerSecond)} req/s, p99 ${ms(directory.p99)}` +
          (directory.ratio && bareDirectory
            ? `, against ${rps(bareDirectory.requestsPerSecond)} req/s for the bare route ` +
              `sending ${kib(bareDirectory.wireBytes)} (×${directory.ratio.throughput.toFixed(2)})`
            : '') +
          '.',
      );
    }
    const revalidated = find(engine, 'GET /api/accounts (hr, If-None-Match)', 'ours');
    if (revalidated) {
      lines.push(
        `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: a browser that already holds it ` +
          `sends its ETag back and gets 304 with no body: ${rps(revalidated.requestsPerSecond)} ` +
          `req/s, p99 ${ms(revalidated.p99)}.`,
      );
    }
  }
  const memory = results.rows.filter((row) => row.server === 'ours');
  if (memory.length > 0) {
    lines.push(
      `Server memory peaked at ${mib(Math.max(...memory.map((row) => row.hwm)))} (VmHWM); ` +
        memory
          .filter((row) => row.endpoint === 'GET /api/accounts')
          .map((row) => `${row.engine} ${mib(row.rssPeak)} under load`)
          .join(', ') +
        '.',
    );
  }
  if (results.bundle.status === 'measured') {
    lines.push(
      `The login page needs ${kib(results.bundle.gzipBytes)} of JavaScript gzipped ` +
        `(${results.bundle.files.length} files).`,
    );
  } else {
    lines.push(results.bundle.note.split('\n')[0] ?? '');
  }
  return lines;
}

export function markdownSection(results: BenchResults): string {
  const m = results.machine;
  const s = results.settings;
  return [
    `Last run: ${results.date} · ${m.cores} cores (${m.cpuModel}) · ${m.memoryGiB} GiB RAM · ` +
      `Node ${m.node} · ${m.platform} · load average ${results.loadAverage.start.toFixed(1)} at ` +
      `the start, ${results.loadAverage.end.toFixed(1)} at the end`,
    '',
    `Settings: ${s.employees} seeded employees, ${s.connections} connections, ${s.durationSeconds} s ` +
      `per run after ${s.warmupSeconds} s of warm-up, ours and bare alternated ${s.rounds} times ` +
      '(ratios are from the same run; absolute numbers only compare with this machine).',
    '',
    markdownTable(results.rows),
    '',
    '```text',
    ...goalLines(results.goals),
    '```',
    '',
    ...reading(results).map((line) => `- ${line}`),
    ...results.notes.map((line) => `- ${line}`),
    '',
    ...(results.bundle.status === 'measured'
      ? ['<details><summary>Login page files</summary>', '', '```text']
          .concat(bundleLines(results.bundle))
          .concat(['```', '', '</details>'])
      : []),
  ].join('\n');
}

const START = '<!-- bench:start (written by npm run bench; edit outside these markers) -->';
const END = '<!-- bench:end -->';

const DOC_SKELETON = `# Performance

\`npm run bench\` seeds a scale database (5,000 employees plus the demo accounts) on PGlite and on
PostgreSQL, starts the real API and a bare Fastify route doing the same work, loads both with
autocannon and checks the goals below.

## Latest numbers

${START}
${END}
`;

/** Replaces the generated block of docs/performance.md, keeping everything written around it. */
export function updatePerformanceDoc(file: string, section: string): void {
  let current = existsSync(file) ? readFileSync(file, 'utf8') : DOC_SKELETON;
  if (!current.includes(START) || !current.includes(END)) {
    current = `${current.trimEnd()}\n\n## Latest numbers\n\n${START}\n${END}\n`;
  }
  const before = current.slice(0, current.indexOf(START) + START.length);
  const after = current.slice(current.indexOf(END));
  writeFileSync(file, `${before}\n${section}\n${after}`);
}
