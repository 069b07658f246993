import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  baseUrl: string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

const mainFile = path.resolve(import.meta.dirname, '../src/main.ts');

/** A real API process on a free port (PORT=0), read back from its 'Server listening' log line. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mainFile], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1]) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.removeAllListeners('exit');
      resolve({
        baseUrl: match[1],
        stop: () =>
          new Promise((done) => {
            child.once('exit', (code) => done(code));
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`API process exited early (${code}): ${output}`)),
    );
  });
}
