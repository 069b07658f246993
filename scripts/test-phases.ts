import { spawn } from 'node:child_process';
import net from 'node:net';

/** The PostgreSQL the API suite runs on a second time (README: TEST_DATABASE_URL). */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';

export interface Phase {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

export interface PhaseResult {
  name: string;
  seconds: number;
  status: 'passed' | 'failed' | 'not run';
}

export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(socket.end() !== undefined));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() === undefined));
  });
}

/**
 * The API suite's two passes: embedded PGlite, then the real PostgreSQL of TEST_DATABASE_URL.
 * Without a reachable PostgreSQL the second pass is left out with a warning, and fails on CI.
 */
export async function apiPhases(): Promise<Phase[]> {
  const { TEST_DATABASE_URL, ...pgliteEnv } = process.env;
  const apiSuite = ['npm', 'run', 'test', '-w', '@quadro/api'];
  const phases: Phase[] = [{ name: 'API on PGlite', command: apiSuite, env: pgliteEnv }];
  const postgresUrl = TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (await reachable(postgresUrl)) {
    const env = { ...process.env, TEST_DATABASE_URL: postgresUrl };
    phases.push({ name: 'API on PostgreSQL', command: apiSuite, env });
  } else if (process.env.CI) {
    throw new Error(
      `PostgreSQL is not reachable at ${postgresUrl}; CI must run the API tests on it.`,
    );
  } else {
    console.warn(
      `WARNING: no PostgreSQL at ${postgresUrl}: the PostgreSQL pass will not run (see README).`,
    );
  }
  return phases;
}

/**
 * The production smoke (scripts/ci/production-smoke.ts) on the same PostgreSQL, left out like
 * the PostgreSQL pass when none answers. It builds the web app, so the browser phase after it
 * finds the build fresh and the run builds it once.
 */
export async function productionSmokePhases(): Promise<Phase[]> {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (!(await reachable(postgresUrl))) return [];
  const env = { ...process.env, TEST_DATABASE_URL: postgresUrl };
  return [{ name: 'production smoke', command: ['npm', 'run', 'smoke:production'], env }];
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** A phase, or phases that run side by side (each leaves most of a core idle when alone). */
export type Step = Phase | Phase[];

interface Outcome {
  passed: boolean;
  seconds: number;
  /** What a phase run beside another said, printed when its step ends. */
  output?: string;
}

function runPhase(phase: Phase, streamed: boolean): Promise<Outcome> {
  const started = performance.now();
  const [command = 'npm', ...args] = phase.command;
  const child = spawn(command, args, {
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: phase.env ?? process.env,
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        passed: code === 0,
        seconds: (performance.now() - started) / 1000,
        ...(!streamed && { output: Buffer.concat(chunks).toString() }),
      }),
    );
  });
}

/**
 * Runs the steps in order, stopping after the first step with a failure, and prints how long each
 * phase took. The phases of one step start together: the first one's output streams, the others'
 * is printed whole when the step ends, so their lines never interleave.
 */
export async function runPhases(steps: Step[]): Promise<boolean> {
  const groups = steps.map((step) => (Array.isArray(step) ? step : [step]));
  const results: PhaseResult[] = groups.flat().map(({ name }) => ({
    name,
    seconds: 0,
    status: 'not run',
  }));
  const runStarted = performance.now();
  let position = 0;
  for (const group of groups) {
    console.log(`\n=== ${group.map(({ name }) => name).join(' + ')} ===`);
    const outcomes = await Promise.all(group.map((phase, index) => runPhase(phase, index === 0)));
    for (const [index, outcome] of outcomes.entries()) {
      const result = results[position + index] as PhaseResult;
      result.seconds = outcome.seconds;
      result.status = outcome.passed ? 'passed' : 'failed';
      if (outcome.output !== undefined) {
        console.log(`\n=== ${result.name} (beside ${group[0]?.name}) ===\n${outcome.output}`);
      }
    }
    position += group.length;
    if (outcomes.some(({ passed }) => !passed)) break;
  }
  const width = Math.max(...results.map(({ name }) => name.length));
  console.log('\nTime by phase:');
  for (const { name, seconds, status } of results) {
    console.log(
      `  ${name.padEnd(width)}  ${status === 'not run' ? '    ' : minutes(seconds).padStart(5)}  ${status}`,
    );
  }
  const total = (performance.now() - runStarted) / 1000;
  console.log(
    `  ${'total'.padEnd(width)}  ${minutes(total).padStart(5)}  (phases side by side count once)`,
  );
  return results.every(({ status }) => status === 'passed');
}
