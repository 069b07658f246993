import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Every child this process started, so an error or a signal never leaves one running. */
const children = new Set<ChildProcess>();
/** Children started in their own process group (npm, which starts vite): signalled as a group. */
const groupLeaders = new WeakSet<ChildProcess>();

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid !== undefined && groupLeaders.has(child)) {
    try {
      process.kill(-child.pid, name);
      return;
    } catch {
      // the group is gone already; fall back to the child itself
    }
  }
  child.kill(name);
}

export interface ServerProcess {
  name: string;
  pid: number;
  baseUrl: string;
  /** The last lines the child wrote, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

/** The processes `pid` started, from /proc/<pid>/task/<thread>/children. */
function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** The one process at the end of a launcher chain (npm, then the server it exec'd). */
function serverUnder(pid: number): number {
  const children = childPids(pid);
  if (children.length !== 1) return pid;
  return serverUnder(children[0] as number);
}

/**
 * Starts `<command> <args>` (node by default) on a loopback port and resolves once `healthPath`
 * answers 200. The child gets exactly `env` on top of PATH/HOME, nothing else of ours (no stray
 * DATABASE_URL). Started through a launcher (`npm run serve`), the pid reported and measured is
 * the server's, below the launcher; stopping still goes through the launcher, as a supervisor's would.
 */
export async function startServer(options: {
  name: string;
  command?: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  healthPath: string;
  cwd: string;
  timeoutMs?: number;
  /** How often /health is asked while it starts: finer when the start-up itself is measured. */
  pollMs?: number;
}): Promise<ServerProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    ...options.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
  };
  const child = spawn(options.command ?? process.execPath, options.args, {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited with code ${child.exitCode}:\n${tail}`);
    }
    try {
      const response = await fetch(baseUrl + options.healthPath, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) {
        await response.body?.cancel();
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(options.pollMs ?? 200);
  }
  if (Date.now() >= deadline) {
    await stopChild(child);
    throw new Error(`${options.name} did not become healthy in time:\n${tail}`);
  }
  if (child.pid === undefined) throw new Error(`${options.name} has no pid`);
  return {
    name: options.name,
    pid: serverUnder(child.pid),
    baseUrl,
    output: () => tail,
    stop: () => stopChild(child),
  };
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Last resort on a synchronous exit: no time to wait, so SIGKILL. */
export function killAllChildrenNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) signal(child, 'SIGKILL');
  }
}

export interface MemoryReading {
  /** Resident set size now, in bytes. */
  rss: number;
  /** Peak resident set size since the process started (VmHWM), in bytes. */
  hwm: number;
}

export function readMemory(pid: number): MemoryReading | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => {
      const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
      return match ? Number(match[1]) * 1024 : 0;
    };
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Runs a command to completion with a time limit; resolves with its exit code and output tail. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; timeoutMs: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    groupLeaders.add(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(killed after ${options.timeoutMs} ms)`;
      signal(child, 'SIGKILL');
    }, options.timeoutMs);
    child.once('error', (error) => {
      output += `\n${error.message}`;
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({ code, output });
    });
  });
}

/** CPU time (user + system) the process has used, in clock ticks (USER_HZ, 100 on Linux). */
export function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until the process has been nearly idle (under 5% of a core) for half a second, so work
 * queued by one run (argon2 hashes of abandoned sign-ins, garbage collection) does not leak into
 * the next one. Gives up after `maxMs` and says so.
 */
export async function waitForIdle(pid: number, maxMs = 60_000): Promise<boolean> {
  const windowMs = 500;
  const deadline = Date.now() + maxMs;
  let before = cpuTicks(pid);
  while (Date.now() < deadline && before !== undefined) {
    await sleep(windowMs);
    const after = cpuTicks(pid);
    if (after === undefined) return true;
    if (((after - before) * 10) / windowMs < 0.05) return true;
    before = after;
  }
  return before === undefined;
}
