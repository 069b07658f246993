import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  baseUrl: string;
  /** Resolves once `count` log lines of the process have matched `pattern`. */
  waitForLog(pattern: RegExp, count: number): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A real API process on a free port (PORT=0), read back from its 'Server listening' log line,
 * started the way the README tells operators to: `npm run serve` (npm forwards SIGTERM to it).
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: repositoryRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const watchers = new Set<() => void>();
    const countMatches = (pattern: RegExp) =>
      output.split('\n').filter((line) => pattern.test(line)).length;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const watcher of watchers) watcher();
    });
    const onEarlyExit = (code: number | null) =>
      reject(new Error(`API process exited early (${code}): ${output}`));
    child.once('exit', onEarlyExit);

    const listening = () => {
      const baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!baseUrl) return;
      watchers.delete(listening);
      child.off('exit', onEarlyExit);
      resolve({
        baseUrl,
        waitForLog: (pattern, count) =>
          new Promise((done) => {
            const check = () => {
              if (countMatches(pattern) < count) return;
              watchers.delete(check);
              done();
            };
            watchers.add(check);
            check();
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', (code) => done(code));
            child.kill('SIGTERM');
          }),
      });
    };
    watchers.add(listening);
  });
}
