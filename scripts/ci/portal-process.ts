import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { PRODUCTION_ENTRY } from '../build/production-steps.ts';

export interface PortalProcess {
  origin: string;
  /** Everything the server printed, for the report of a failed step. */
  output(): string;
  /** Polls `route` until it answers 200 with JSON; fails when the process exits or time runs out. */
  waitUntilAnswers(route: string, timeoutMs: number): Promise<void>;
  /** SIGTERM, as a supervisor stops it; resolves with the exit code. */
  stop(timeoutMs: number): Promise<number | null>;
}

/** The environment the production folder's commands run with: this Node 24 first on the PATH. */
export function productionEnv(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const PATH = [path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
  return { PATH, HOME: process.env.HOME, ...settings };
}

/** Starts `node apps/api/src/main.ts` in the production folder, as the image's CMD does. */
export function startPortal(
  folder: string,
  port: number,
  settings: NodeJS.ProcessEnv,
): PortalProcess {
  const server: ChildProcess = spawn(process.execPath, [PRODUCTION_ENTRY], {
    cwd: folder,
    env: productionEnv({ ...settings, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  server.stdout?.on('data', (chunk) => (printed += chunk));
  server.stderr?.on('data', (chunk) => (printed += chunk));
  const exited = once(server, 'exit').then(([code]) => code as number | null);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    output: () => printed,
    async waitUntilAnswers(route, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
        // JSON, so that the web app's page (which answers any unknown path) is never taken for it.
        const answered = await fetch(`${origin}${route}`).then(
          (response) =>
            response.status === 200 &&
            (response.headers.get('content-type') ?? '').startsWith('application/json'),
          () => false,
        );
        if (answered) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${route} did not answer 200 within ${timeoutMs / 1000} s`);
    },
    async stop(timeoutMs) {
      if (server.exitCode !== null) return server.exitCode;
      server.kill('SIGTERM');
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(resolve, timeoutMs, 'timeout').unref(),
      );
      const code = await Promise.race([exited, timeout]);
      if (code !== 'timeout') return code;
      server.kill('SIGKILL');
      throw new Error(`the server did not exit within ${timeoutMs / 1000} s of SIGTERM`);
    },
  };
}
