import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * npm run typecheck: each TypeScript project checked by its own tsc, as many at once as there are
 * cores (one tsc uses one), each one's errors printed whole when it ends.
 */
const PROJECTS = [
  'packages/contract',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
  'tsconfig.scripts.json',
];
const tsc = path.resolve(import.meta.dirname, '../node_modules/typescript/bin/tsc');

function check(project: string): Promise<boolean> {
  const child = spawn(process.execPath, [tsc, '-p', project]);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      if (output) console.log(`--- tsc -p ${project} ---\n${output}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...PROJECTS];
const failed: string[] = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    if (!(await check(project))) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exit(1);
}
