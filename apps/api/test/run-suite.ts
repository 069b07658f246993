import { spawn } from 'node:child_process';
import { glob, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildDatabaseTemplates } from './database-templates.ts';
import { balancedShards } from './shard-plan.ts';

/**
 * npm test -w @quadro/api: builds the run's template databases once, then runs the test files in
 * one shard per core, each shard one process importing its files once (`--test-isolation=none`):
 * a process per file spent more time loading the app than running its tests. Files are spread by
 * the seconds they took when last measured (test-durations.json), so the shards end together.
 * Each shard's report is printed whole when it ends, so shards' lines never interleave.
 * RECORD_TEST_DURATIONS=1 writes this run's seconds per file into test-durations.json.
 */
const FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const DURATIONS_FILE = path.join(import.meta.dirname, 'test-durations.json');
const shardCount = Math.max(2, availableParallelism());

interface ShardRun {
  passed: boolean;
  report: string;
  seconds: number;
}

function runShard(files: string[], durationsOut: string): Promise<ShardRun> {
  const args = [
    '--import',
    './test/load-drizzle-as-commonjs.ts',
    '--test',
    '--test-isolation=none',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./test/file-durations-reporter.ts',
    `--test-reporter-destination=${durationsOut}`,
    ...files,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        passed: code === 0,
        report: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

async function measuredSeconds(file: string): Promise<Record<string, number>> {
  return JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
}

async function recordDurations(files: string[]) {
  const merged: Record<string, number> = {};
  for (const file of files) Object.assign(merged, await measuredSeconds(file));
  const rounded = Object.keys(merged)
    .sort()
    .map((key) => [key, Math.round((merged[key] as number) * 10) / 10]);
  await writeFile(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(rounded), null, 2)}\n`);
}

const files: string[] = [];
for await (const file of glob(FILES)) files.push(file);
files.sort();
const plan = balancedShards(files, await measuredSeconds(DURATIONS_FILE), shardCount);
const reports = await mkdtemp(path.join(tmpdir(), 'quadro-test-durations-'));
const durationFiles = plan.map((_, index) => path.join(reports, `shard-${index + 1}.json`));
const removeTemplates = await buildDatabaseTemplates();
const failed: number[] = [];
try {
  const runs = plan.map((shard, index) => runShard(shard.files, durationFiles[index] as string));
  for (const [index, run] of runs.entries()) {
    const { passed, report, seconds } = await run;
    const { files: shardFiles, seconds: expected } = plan[index] as (typeof plan)[number];
    console.log(
      `\n--- API tests, shard ${index + 1} of ${shardCount}: ${shardFiles.length} files, ` +
        `${Math.round(seconds)} s (measured before: ${Math.round(expected)} s) ---\n${report}`,
    );
    if (!passed) failed.push(index + 1);
  }
  if (failed.length === 0 && process.env.RECORD_TEST_DURATIONS)
    await recordDurations(durationFiles);
} finally {
  await removeTemplates();
  await rm(reports, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`API tests failed in shard ${failed.join(', ')} of ${shardCount}.`);
  process.exit(1);
}
