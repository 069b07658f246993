import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { buildDatabaseTemplates } from './database-templates.ts';

/**
 * npm test -w @quadro/api: builds the run's template databases once, then runs the test files in
 * one shard per core, each shard one process importing its files once (`--test-isolation=none`):
 * a process per file spent more time loading the app than running its tests.
 * Each shard's report is printed whole when it ends, so shards' lines never interleave.
 */
const FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const shards = Math.max(2, availableParallelism());

function runShard(index: number): Promise<{ index: number; passed: boolean; report: string }> {
  const args = [
    '--import',
    './test/load-drizzle-as-commonjs.ts',
    '--test',
    '--test-isolation=none',
    `--test-shard=${index}/${shards}`,
    ...FILES,
  ];
  const child = spawn(process.execPath, args);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ index, passed: code === 0, report: Buffer.concat(chunks).toString() }),
    );
  });
}

const removeTemplates = await buildDatabaseTemplates();
const failed: number[] = [];
try {
  const runs = Array.from({ length: shards }, (_, position) => runShard(position + 1));
  for (const run of runs) {
    const { index, passed, report } = await run;
    console.log(`\n--- API tests, shard ${index} of ${shards} ---\n${report}`);
    if (!passed) failed.push(index);
  }
} finally {
  await removeTemplates();
}
if (failed.length > 0) {
  console.error(`API tests failed in shard ${failed.join(', ')} of ${shards}.`);
  process.exit(1);
}
