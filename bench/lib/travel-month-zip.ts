/**
 * The month zip entry: finance downloads the zip of a month in which every scale employee's
 * kilometre map is approved (a printed PDF each, made on the API's worker threads). Measures the
 * wall time, the zip's size and entries (counted as they stream by, never held), the server's RSS
 * before and its peak during (VmHWM reset just before, and VmRSS sampled every 100 ms), and the
 * slowest GET /health meanwhile.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { SCALE_KILOMETRE_MAP_MONTH } from '@quadro/api/seed';
import { Unzip } from 'fflate';
import { readMemory, type ServerProcess, waitForIdle } from './processes.ts';
import type { Engine, Goal } from './report.ts';

/** The name BENCH_ENDPOINTS selects this entry by. */
export const TRAVEL_MONTH_ZIP_ENTRY = 'GET /api/travels/zip-download';

/**
 * What one month's zip may add to the server's peak RSS, however many employees it holds: it is
 * made a page of 200 employees at a time, so it does not grow with the company. Nearly all of it
 * is the worker thread printing the maps: its modules, and a V8 young generation that grows to
 * 128 MiB under pdf-lib's stream of short-lived objects (docs/performance.md, 'Travels').
 */
export const TRAVEL_MONTH_ZIP_BUDGET_BYTES = 256 * 1024 * 1024;

/** While the zip is made, other requests answer within this, at worst (the PDFs are made off the loop). */
export const ANSWER_WHILE_ZIPPING_SECONDS = 0.2;

/**
 * June of the scale year: every scale employee's map is approved in it (January to September are),
 * and no scale road trip starts in it (they run July to October with receipt rows but no bytes in
 * the store, which a zip could not read).
 */
const [SCALE_YEAR] = SCALE_KILOMETRE_MAP_MONTH.split('-').map(Number) as [number];
export const ZIPPED_MONTH = `${SCALE_YEAR}-06`;

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

export interface TravelMonthZipResult {
  engine: Engine;
  employees: number;
  month: string;
  seconds: number;
  zip: { bytes: number; entries: number; status: number };
  healthWorstSeconds: number;
  rss: { before: number; peak: number; after: number };
  growth: number;
  peakFrom: 'VmHWM' | 'samples';
}

const results: TravelMonthZipResult[] = [];

/** Downloads `url`, counting the zip's bytes and entries as they pass; nothing is kept. */
function downloadZip(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; entries: number }> {
  return new Promise((resolve, reject) => {
    let entries = 0;
    let bytes = 0;
    const unzip = new Unzip(() => {
      entries += 1;
    });
    const outgoing = request(url, { headers }, (response) => {
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        unzip.push(new Uint8Array(chunk));
      });
      response.on('error', reject);
      response.on('end', () => {
        unzip.push(new Uint8Array(0), true);
        resolve({ status: response.statusCode ?? 0, bytes, entries });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Asks `url` one request after another until `done`; resolves with the slowest, in s. */
async function worstAnswer(url: string, done: () => boolean): Promise<number> {
  let worst = 0;
  while (!done()) {
    const started = performance.now();
    await fetch(url).catch(() => undefined);
    worst = Math.max(worst, (performance.now() - started) / 1000);
    await sleep(200);
  }
  return worst;
}

/** Resets the process's VmHWM to its current RSS (Linux ≥ 4.0): false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Finance downloads the month's zip once; the server's memory is watched throughout. */
export async function measureTravelMonthZip(
  engine: Engine,
  employees: number,
  server: ServerProcess,
  token: string,
  log: (message: string) => void,
): Promise<void> {
  await waitForIdle(server.pid);
  const before = readMemory(server.pid)?.rss ?? 0;
  const hwmReset = resetPeak(server.pid);
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, readMemory(server.pid)?.rss ?? 0);
  }, 100);
  log(`${engine}: ${TRAVEL_MONTH_ZIP_ENTRY}?month=${ZIPPED_MONTH}`);
  let done = false;
  const health = worstAnswer(`${server.baseUrl}/health`, () => done);
  const started = performance.now();
  let zip: Awaited<ReturnType<typeof downloadZip>>;
  try {
    zip = await downloadZip(`${server.baseUrl}/api/travels/zip-download?month=${ZIPPED_MONTH}`, {
      authorization: `Bearer ${token}`,
    });
  } finally {
    done = true;
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const healthWorstSeconds = await health;
  const hwm = readMemory(server.pid)?.hwm ?? 0;
  const peak = hwmReset ? Math.max(hwm, sampledPeak) : sampledPeak;
  await sleep(1_000);
  if (zip.status !== 200) {
    throw new Error(`${TRAVEL_MONTH_ZIP_ENTRY} answered ${zip.status}\n${server.output()}`);
  }
  const result: TravelMonthZipResult = {
    engine,
    employees,
    month: ZIPPED_MONTH,
    seconds,
    zip,
    healthWorstSeconds,
    rss: { before, peak, after: readMemory(server.pid)?.rss ?? 0 },
    growth: peak - before,
    peakFrom: hwmReset ? 'VmHWM' : 'samples',
  };
  results.push(result);
  log(`  ${travelMonthZipLine(result)}`);
}

export function travelMonthZipLine(result: TravelMonthZipResult): string {
  return (
    `${result.zip.entries} entries, ${(result.zip.bytes / MIB).toFixed(1)} MiB in ` +
    `${result.seconds.toFixed(1)} s; server RSS ${mib(result.rss.before)} before, peak ` +
    `${mib(result.rss.peak)} (+${mib(result.growth)}, from ${result.peakFrom}), ` +
    `${mib(result.rss.after)} after; GET /health waited up to ` +
    `${(result.healthWorstSeconds * 1000).toFixed(0)} ms meanwhile`
  );
}

/** Writes the downloads measured so far (nothing when none was). */
export function writeTravelMonthZipResults(file: string): void {
  if (results.length === 0) return;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** The entry's budgets on each engine measured: the peak RSS growth, and the loop kept free. */
export function travelMonthZipGoals(employees: number): Goal[] {
  const measured = results.length > 0 ? results : [undefined];
  return measured.flatMap((result) => {
    const engine = result?.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const what = `Month zip of printed kilometre maps on ${engine} (${result?.zip.entries ?? employees} PDFs)`;
    return [
      {
        name: `${what}: growth of the server's peak RSS`,
        target: `≤ ${mib(TRAVEL_MONTH_ZIP_BUDGET_BYTES)}`,
        actual: result
          ? `+${mib(result.growth)} (${mib(result.rss.before)} → ${mib(result.rss.peak)}) in ${result.seconds.toFixed(0)} s, ${(result.zip.bytes / MIB).toFixed(1)} MiB`
          : 'not measured',
        pass: result ? result.growth <= TRAVEL_MONTH_ZIP_BUDGET_BYTES : null,
      },
      {
        name: `${what}: slowest GET /health while the zip is made`,
        target: `≤ ${ANSWER_WHILE_ZIPPING_SECONDS * 1000} ms`,
        actual: result ? `${(result.healthWorstSeconds * 1000).toFixed(0)} ms` : 'not measured',
        pass: result ? result.healthWorstSeconds <= ANSWER_WHILE_ZIPPING_SECONDS : null,
      },
    ];
  });
}
