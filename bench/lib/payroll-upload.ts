/**
 * The payroll upload entry: finance uploads the one PDF the payroll program prints for a month,
 * a page per employee of the scale database, to a bulk-upload batch of salary receipts. Measures
 * the wall time, the server's RSS before, its peak during (VmHWM, reset just before the upload,
 * and VmRSS sampled every 100 ms) and the growth, and checks every page's match. The batch is
 * discarded afterwards, so the database is left as it was.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openDatabase } from '@quadro/api/database';
import { SCALE_SALARY_RECEIPT_MONTH } from '@quadro/api/seed';
import { sql } from 'drizzle-orm';
import { type PayrollPage, payrollPdf, unrecordedNif } from './payroll-pdf.ts';
import { ACCEPT_ENCODING } from './probe.ts';
import { cpuTicks, readMemory, type ServerProcess, waitForIdle } from './processes.ts';
import type { Engine, Goal } from './report.ts';

/** The name BENCH_ENDPOINTS selects this entry by. */
export const PAYROLL_UPLOAD_ENTRY = 'POST /api/salary-receipts/batches/:id/files';

/**
 * What one upload may add to the server's peak RSS. The API holds about 350 MiB idle and 420 MiB
 * under load on PostgreSQL (docs/performance.md, finding 3); with 512 MiB for the largest upload
 * finance makes, the process stays within 1 GiB, a common container size for a Node service.
 */
export const PAYROLL_UPLOAD_BUDGET_BYTES = 512 * 1024 * 1024;

const MIB = 1024 * 1024;
/** Every this many matchable scale employees, one has a receipt of two pages. */
const TWO_PAGES_EVERY = 500;

/** The month after the scale seed's last receipts: no page is a duplicate. */
const [SCALE_YEAR, SCALE_MONTH] = SCALE_SALARY_RECEIPT_MONTH.split('-').map(Number) as [
  number,
  number,
];
export const PAYROLL_PERIOD =
  SCALE_MONTH === 12
    ? { year: SCALE_YEAR + 1, month: 1 }
    : { year: SCALE_YEAR, month: SCALE_MONTH + 1 };

interface PayrollPerson {
  id: string;
  name: string;
  taxNumber: string | null;
  /** Enabled, with the employee profile: who the API matches pages to. */
  matchable: boolean;
  scale: boolean;
}

/** A receipt printed over two pages: one item of the batch should hold both. */
interface TwoPages {
  firstPage: number;
  personId: string;
}

/** What a page should be matched to: a person's id, or nobody. */
interface ExpectedPage {
  person: PayrollPerson | null;
}

interface Sample {
  /** Seconds since the upload started. */
  at: number;
  rss: number;
  /** Files in the server's file store: the source, then one per receipt cut. */
  stored: number;
}

export interface PayrollUploadResult {
  engine: Engine;
  employees: number;
  file: { bytes: number; pages: number; receipts: number; generateSeconds: number };
  people: { scale: number; scaleMatchable: number; demoMatchable: number };
  seconds: number;
  /**
   * The slowest of GET /health's answers, asked one after the other during the upload: how long
   * another user's request waited behind it at worst.
   */
  healthWorstSeconds: number;
  /** The same for a signed-in GET /api/accounts (finance's own account): the database answers too. */
  accountsWorstSeconds: number;
  discardSeconds: number;
  serverCpuSeconds: number;
  rss: { before: number; peak: number; after: number; afterDiscard: number };
  growth: number;
  /** How the peak was read: VmHWM reset before the upload, or only the 100 ms samples. */
  peakFrom: 'VmHWM' | 'samples';
  phases: Array<{ phase: string; from: number; to: number; rssPeak: number }>;
  answer: { status: number; wireBytes: number; jsonBytes: number; items: number };
  pages: {
    /** Matchable scale employees whose pages all went to them. */
    scaleMatched: number;
    demoMatched: number;
    matchedBy: Record<string, number>;
    /** Pages of a matchable person not matched to them (unmatched, ambiguous or someone else). */
    missed: number;
    /** Pages of nobody matchable (disabled, trainee, outsider, cover) matched to someone. */
    wronglyMatched: number;
    /** Of those, the ones whose person has another item too: the preview flags one as a second. */
    wronglyMatchedFlagged: number;
    wronglyMatchedExamples: string[];
    unmatched: number;
    ambiguous: number;
    twoPageReceipts: { expected: number; found: number };
  };
  timeline: Array<{ at: number; rssMiB: number; stored: number }>;
}

const results: PayrollUploadResult[] = [];

async function readPeople(env: Record<string, string>): Promise<PayrollPerson[]> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: 1 }
      : { pgliteDir: path.join(env.QUADRO_DATA_DIR ?? '', 'pgdata') },
  );
  try {
    const result = (await database.db.execute(sql`
      select id, name, tax_number as "taxNumber",
        enabled and 'employee' = any(profiles) as matchable,
        email like '%@scale.example.com' as scale
      from users order by id`)) as unknown as { rows: PayrollPerson[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

/**
 * The month's payroll file: a cover page, then a page per scale employee (every one of them,
 * disabled and trainees too, as payroll pays them) and per demo employee the API matches, by
 * name; every 500th matchable scale employee's receipt runs over two pages; a person from
 * outside the company halfway; a totals page at the end. A person's recorded NIF is printed, or
 * a valid NIF that is on nobody's record.
 */
function payrollPages(people: readonly PayrollPerson[]) {
  const recorded = new Set(
    people.flatMap((person) => (person.taxNumber ? [person.taxNumber] : [])),
  );
  let nifIndex = 0;
  const freshNif = () => {
    let nif = unrecordedNif(nifIndex++);
    while (recorded.has(nif)) nif = unrecordedNif(nifIndex++);
    return nif;
  };
  const printed = people
    .filter((person) => person.scale || person.matchable)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt'));
  const pages: PayrollPage[] = [];
  const expected: ExpectedPage[] = [];
  const twoPages: TwoPages[] = [];
  const receipts = printed.length + 3;
  pages.push({ kind: 'cover', receipts });
  expected.push({ person: null });
  let matchableScale = 0;
  printed.forEach((person, index) => {
    if (index === Math.floor(printed.length / 2)) {
      pages.push({ kind: 'outsider', name: 'Zacarias Quintela Brandão', nif: freshNif() });
      expected.push({ person: null });
    }
    const long = person.scale && person.matchable && matchableScale++ % TWO_PAGES_EVERY === 250;
    const of = long ? 2 : 1;
    if (long) twoPages.push({ firstPage: pages.length + 1, personId: person.id });
    const nif = person.taxNumber ?? freshNif();
    const salary = 1_200 + (index % 17) * 75;
    for (let page = 1; page <= of; page++) {
      pages.push({ kind: 'receipt', name: person.name, nif, page, of, salary });
      expected.push({ person: person.matchable ? person : null });
    }
  });
  pages.push({ kind: 'totals', receipts });
  expected.push({ person: null });
  return { pages, expected, twoPages };
}

/** Files in the store (its two-character shard folders), the half-written ones in tmp left out. */
function storedFiles(root: string): number {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'tmp')
      .reduce((sum, entry) => sum + readdirSync(path.join(root, entry.name)).length, 0);
  } catch {
    return 0;
  }
}

function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; wireBytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method,
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? gunzipSync(wire)
                : wire;
          resolve({
            status: response.statusCode ?? 0,
            wireBytes: wire.length,
            text: body.toString(),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function json<T>(
  answer: { status: number; text: string },
  what: string,
  status: number,
  server?: ServerProcess,
): T {
  if (answer.status !== status) {
    const said = server ? `\n${server.name} said:\n${server.output()}` : '';
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 500)}${said}`);
  }
  return JSON.parse(answer.text) as T;
}

function multipart(field: string, fileName: string, bytes: Uint8Array) {
  const boundary = `----quadro-bench-${process.pid}-${Date.now()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** Asks `url` one request after another until `done`; resolves with the slowest, in s. */
async function worstAnswer(
  url: string,
  headers: Record<string, string>,
  done: () => boolean,
): Promise<number> {
  let worst = 0;
  while (!done()) {
    const started = performance.now();
    await send(url, { method: 'GET', headers }).catch(() => undefined);
    worst = Math.max(worst, (performance.now() - started) / 1000);
    await sleep(200);
  }
  return worst;
}

/** While the payroll is read, other users' requests answer within this, at worst. */
export const ANSWER_WHILE_READING_SECONDS = 0.2;
/** A batch of a payroll's receipts is discarded within this. */
export const DISCARD_SECONDS = 1;

/** Resets the process's VmHWM to its current RSS (Linux ≥ 4.0): false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface BatchItem {
  firstPage: number;
  lastPage: number;
  employee: { id: string; name: string } | null;
  matchedBy: 'nif' | 'file-name' | 'name' | null;
  candidates: Array<{ id: string }>;
  duplicate: string | null;
}

function checkPages(
  items: readonly BatchItem[],
  expected: readonly ExpectedPage[],
  twoPages: readonly TwoPages[],
): PayrollUploadResult['pages'] {
  const itemOfPage = new Map<number, BatchItem>();
  for (const item of items) {
    for (let page = item.firstPage; page <= item.lastPage; page++) itemOfPage.set(page, item);
  }
  const matchedBy: Record<string, number> = {};
  const missedPeople = new Set<string>();
  const seenPeople = new Map<string, PayrollPerson>();
  const wrong: Array<{ page: number; item: BatchItem }> = [];
  const itemsOf = new Map<string, number>();
  for (const item of items) {
    if (item.employee) itemsOf.set(item.employee.id, (itemsOf.get(item.employee.id) ?? 0) + 1);
  }
  let missed = 0;
  let unmatched = 0;
  let ambiguous = 0;
  expected.forEach(({ person }, index) => {
    const item = itemOfPage.get(index + 1);
    const by = item?.matchedBy ?? (item?.candidates.length ? 'ambiguous' : 'unmatched');
    matchedBy[by] = (matchedBy[by] ?? 0) + 1;
    if (!item?.employee) {
      if (item?.candidates.length) ambiguous += 1;
      else unmatched += 1;
    }
    if (person) {
      seenPeople.set(person.id, person);
      if (item?.employee?.id !== person.id) {
        missed += 1;
        missedPeople.add(person.id);
      }
    } else if (item?.employee) {
      wrong.push({ page: index + 1, item });
    }
  });
  const matchedPeople = [...seenPeople.values()].filter((person) => !missedPeople.has(person.id));
  return {
    scaleMatched: matchedPeople.filter((person) => person.scale).length,
    demoMatched: matchedPeople.filter((person) => !person.scale).length,
    matchedBy,
    missed,
    wronglyMatched: wrong.length,
    wronglyMatchedFlagged: wrong.filter(
      ({ item }) => (itemsOf.get(item.employee?.id ?? '') ?? 0) > 1,
    ).length,
    wronglyMatchedExamples: wrong
      .slice(0, 5)
      .map(
        ({ page, item }) =>
          `page ${page} → ${item.employee?.name}${item.duplicate ? ` (${item.duplicate})` : ''}`,
      ),
    unmatched,
    ambiguous,
    twoPageReceipts: {
      expected: twoPages.length,
      found: twoPages.filter(({ firstPage, personId }) =>
        items.some(
          (item) =>
            item.firstPage === firstPage &&
            item.lastPage === firstPage + 1 &&
            item.employee?.id === personId,
        ),
      ).length,
    },
  };
}

function phasesOf(samples: readonly Sample[], end: number) {
  const phases: PayrollUploadResult['phases'] = [];
  const phaseOf = (stored: number) =>
    stored === 0
      ? 'receiving the upload'
      : stored === 1
        ? 'reading the pages, matching, loading with pdf-lib'
        : 'cutting and storing the receipts, saving the items, answering';
  for (const sample of samples) {
    const phase = phaseOf(sample.stored);
    const current = phases.at(-1);
    if (current?.phase === phase) {
      current.to = sample.at;
      current.rssPeak = Math.max(current.rssPeak, sample.rss);
    } else {
      if (current) current.to = sample.at;
      phases.push({ phase, from: sample.at, to: sample.at, rssPeak: sample.rss });
    }
  }
  const last = phases.at(-1);
  if (last) last.to = end;
  return phases;
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

/**
 * Reads the scale database's people (before the server opens it: PGlite holds its directory
 * alone) and prints their payroll file. `env` is the server's database settings, as run-bench
 * passes them (DATABASE_URL, or QUADRO_DATA_DIR for PGlite); files land in QUADRO_DATA_DIR/files.
 */
export async function preparePayrollUpload(
  engine: Engine,
  env: Record<string, string>,
  employees: number,
  log: (message: string) => void,
) {
  const people = await readPeople(env);
  const { pages, expected, twoPages } = payrollPages(people);
  const started = performance.now();
  const bytes = await payrollPdf(pages, PAYROLL_PERIOD);
  const generateSeconds = (performance.now() - started) / 1000;
  const receipts = pages.length - twoPages.length;
  log(
    `${engine}: payroll PDF of ${pages.length} pages (${receipts} receipts), ` +
      `${(bytes.length / MIB).toFixed(1)} MiB, made in ${generateSeconds.toFixed(1)} s`,
  );
  const filesRoot = env.QUADRO_DATA_DIR ? path.join(env.QUADRO_DATA_DIR, 'files') : undefined;

  /** Signs in as finance, opens a batch, uploads the file once, checks it and discards the batch. */
  return async function measureUpload(server: ServerProcess, token: string): Promise<void> {
    const auth = { authorization: `Bearer ${token}` };
    const batch = json<{ id: string }>(
      await send(`${server.baseUrl}/api/salary-receipts/batches`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ ...PAYROLL_PERIOD, kind: 'salary' }),
      }),
      'POST /api/salary-receipts/batches',
      201,
    );
    const period = `${PAYROLL_PERIOD.year}-${String(PAYROLL_PERIOD.month).padStart(2, '0')}`;
    const upload = multipart('file', `payroll-${period}.pdf`, bytes);
    await waitForIdle(server.pid);
    const before = readMemory(server.pid)?.rss ?? 0;
    const storedBefore = filesRoot ? storedFiles(filesRoot) : 0;
    const hwmReset = resetPeak(server.pid);
    const ticksBefore = cpuTicks(server.pid) ?? 0;
    const samples: Sample[] = [];
    let stored = 0;
    const t0 = performance.now();
    const at = () => (performance.now() - t0) / 1000;
    const sampler = setInterval(() => {
      samples.push({ at: at(), rss: readMemory(server.pid)?.rss ?? 0, stored });
    }, 100);
    const counter = setInterval(() => {
      if (filesRoot) stored = storedFiles(filesRoot) - storedBefore;
    }, 500);
    log(`${engine}: ${PAYROLL_UPLOAD_ENTRY}, ${(upload.body.length / MIB).toFixed(1)} MiB`);
    let answered = false;
    const health = worstAnswer(`${server.baseUrl}/health`, {}, () => answered);
    const accounts = worstAnswer(`${server.baseUrl}/api/accounts`, auth, () => answered);
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(`${server.baseUrl}/api/salary-receipts/batches/${batch.id}/files`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': upload.contentType,
          'content-length': String(upload.body.length),
        },
        body: upload.body,
      });
    } finally {
      answered = true;
      clearInterval(sampler);
      clearInterval(counter);
    }
    const seconds = at();
    const healthWorstSeconds = await health;
    const accountsWorstSeconds = await accounts;
    const ticksAfter = cpuTicks(server.pid) ?? ticksBefore;
    const sampledPeak = Math.max(0, ...samples.map((sample) => sample.rss));
    const hwm = readMemory(server.pid)?.hwm ?? 0;
    const peak = hwmReset ? Math.max(hwm, sampledPeak) : sampledPeak;
    await sleep(1_000);
    const after = readMemory(server.pid)?.rss ?? 0;
    const view = json<{ items: BatchItem[] }>(answer, PAYROLL_UPLOAD_ENTRY, 200, server);
    log(
      `  answered in ${seconds.toFixed(1)} s, RSS +${mib(peak - before)}; discarding the batch ` +
        `(${view.items.length} PDFs)`,
    );

    const discardStarted = performance.now();
    json(
      await send(`${server.baseUrl}/api/salary-receipts/batches/${batch.id}`, {
        method: 'DELETE',
        headers: auth,
      }),
      'DELETE /api/salary-receipts/batches/:id',
      200,
      server,
    );
    const discardSeconds = (performance.now() - discardStarted) / 1000;
    const left = filesRoot ? storedFiles(filesRoot) - storedBefore : 0;
    if (left !== 0) throw new Error(`discarding the batch left ${left} files in the store`);

    const result: PayrollUploadResult = {
      engine,
      employees,
      file: { bytes: bytes.length, pages: pages.length, receipts, generateSeconds },
      people: {
        scale: people.filter((person) => person.scale).length,
        scaleMatchable: people.filter((person) => person.scale && person.matchable).length,
        demoMatchable: people.filter((person) => !person.scale && person.matchable).length,
      },
      seconds,
      healthWorstSeconds,
      accountsWorstSeconds,
      discardSeconds,
      serverCpuSeconds: ((ticksAfter - ticksBefore) * 10) / 1000,
      rss: { before, peak, after, afterDiscard: readMemory(server.pid)?.rss ?? 0 },
      growth: peak - before,
      peakFrom: hwmReset ? 'VmHWM' : 'samples',
      phases: filesRoot ? phasesOf(samples, seconds) : [],
      answer: {
        status: answer.status,
        wireBytes: answer.wireBytes,
        jsonBytes: Buffer.byteLength(answer.text),
        items: view.items.length,
      },
      pages: checkPages(view.items, expected, twoPages),
      timeline: samples
        .filter((_, index) => index % 10 === 0)
        .map((sample) => ({
          at: Number(sample.at.toFixed(1)),
          rssMiB: Math.round(sample.rss / MIB),
          stored: sample.stored,
        })),
    };
    results.push(result);
    for (const line of payrollUploadLines(result)) log(`  ${line}`);
  };
}

/** Writes the uploads measured so far (nothing when none was). */
export function writePayrollUploadResults(file: string): void {
  if (results.length === 0) return;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function payrollUploadLines(result: PayrollUploadResult): string[] {
  const { pages, rss } = result;
  return [
    `${result.file.pages} pages, ${(result.file.bytes / MIB).toFixed(1)} MiB, uploaded and ` +
      `matched in ${result.seconds.toFixed(1)} s (server CPU ${result.serverCpuSeconds.toFixed(1)} s), ` +
      `${result.answer.items} items, answer ${(result.answer.wireBytes / 1024).toFixed(0)} KiB on the wire ` +
      `(${(result.answer.jsonBytes / 1024).toFixed(0)} KiB of JSON); discarded in ${result.discardSeconds.toFixed(1)} s`,
    `meanwhile GET /health waited up to ${(result.healthWorstSeconds * 1000).toFixed(0)} ms for an answer, a signed-in GET /api/accounts up to ${(result.accountsWorstSeconds * 1000).toFixed(0)} ms`,
    `server RSS ${mib(rss.before)} before, peak ${mib(rss.peak)} (+${mib(result.growth)}, from ` +
      `${result.peakFrom}), ${mib(rss.after)} after, ${mib(rss.afterDiscard)} after the discard`,
    ...result.phases.map(
      (phase) =>
        `  ${phase.from.toFixed(1)}–${phase.to.toFixed(1)} s ${phase.phase}: RSS up to ${mib(phase.rssPeak)}`,
    ),
    `pages: ${pages.scaleMatched}/${result.people.scaleMatchable} matchable scale employees and ` +
      `${pages.demoMatched}/${result.people.demoMatchable} demo employees matched to themselves; ` +
      `by ${Object.entries(pages.matchedBy)
        .map(([by, count]) => `${by} ${count}`)
        .join(', ')}; ${pages.missed} pages missed, ${pages.wronglyMatched} matched to someone ` +
      `else (${pages.wronglyMatchedFlagged} flagged as a second receipt)${pages.wronglyMatchedExamples.length ? ` (${pages.wronglyMatchedExamples.join('; ')})` : ''}; ` +
      `two-page receipts ${pages.twoPageReceipts.found}/${pages.twoPageReceipts.expected}`,
  ];
}

/** The entry's goals: every matchable person's page matched to them, and the memory budget. */
export function payrollUploadGoals(employees: number): Goal[] {
  const measured = results.length > 0 ? results : [undefined];
  return measured.flatMap((result) => {
    const engine = result?.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const matchable = result ? result.people.scaleMatchable + result.people.demoMatchable : 0;
    const matched = result ? result.pages.scaleMatched + result.pages.demoMatched : 0;
    return [
      {
        name: `Payroll PDF upload on ${engine} (${result?.file.pages ?? employees} pages, ${employees} employees): every enabled employee's page matched to them, any other page matched only as a flagged second receipt`,
        target: `${matchable || 'all'} of ${matchable || 'all'}, none silently`,
        actual: result
          ? `${matched} of ${matchable}; ${result.pages.wronglyMatched} other pages went to someone (${result.pages.wronglyMatchedFlagged} flagged as their second receipt)`
          : 'not measured',
        pass: result
          ? matched === matchable &&
            result.pages.wronglyMatched === result.pages.wronglyMatchedFlagged &&
            result.pages.twoPageReceipts.found === result.pages.twoPageReceipts.expected
          : null,
      },
      {
        name: `Payroll PDF upload on ${engine}: slowest answer of GET /health and a signed-in GET /api/accounts while the file is read, matched and cut`,
        target: `≤ ${ANSWER_WHILE_READING_SECONDS * 1000} ms`,
        actual: result
          ? `${(result.healthWorstSeconds * 1000).toFixed(0)} ms and ${(result.accountsWorstSeconds * 1000).toFixed(0)} ms`
          : 'not measured',
        pass: result
          ? Math.max(result.healthWorstSeconds, result.accountsWorstSeconds) <=
            ANSWER_WHILE_READING_SECONDS
          : null,
      },
      {
        name: `Payroll PDF upload on ${engine}: the batch of ${result?.answer.items ?? employees} receipts discarded`,
        target: `≤ ${DISCARD_SECONDS} s`,
        actual: result ? `${result.discardSeconds.toFixed(2)} s` : 'not measured',
        pass: result ? result.discardSeconds <= DISCARD_SECONDS : null,
      },
      {
        name: `Payroll PDF upload on ${engine}: growth of the server's peak RSS`,
        target: `≤ ${mib(PAYROLL_UPLOAD_BUDGET_BYTES)}`,
        actual: result
          ? `+${mib(result.growth)} (${mib(result.rss.before)} → ${mib(result.rss.peak)}) in ${result.seconds.toFixed(0)} s`
          : 'not measured',
        pass: result ? result.growth <= PAYROLL_UPLOAD_BUDGET_BYTES : null,
      },
    ];
  });
}
