import { spawnSync } from 'node:child_process';
import net from 'node:net';

/** Runs the API suite on embedded PGlite, then again on the real PostgreSQL of TEST_DATABASE_URL. */
const DEFAULT_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(socket.end() !== undefined));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() === undefined));
  });
}

function runSuite(label: string, env: NodeJS.ProcessEnv): void {
  console.log(`\n=== API tests on ${label} ===`);
  const result = spawnSync('npm', ['run', 'test', '-w', '@quadro/api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...pgliteEnv } = process.env;
runSuite('PGlite', pgliteEnv);
const postgresUrl = TEST_DATABASE_URL ?? DEFAULT_URL;
if (await reachable(postgresUrl)) {
  runSuite('PostgreSQL', { ...process.env, TEST_DATABASE_URL: postgresUrl });
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl}; CI must run the API tests on it.`);
  process.exit(1);
} else {
  console.warn(
    `\nWARNING: no PostgreSQL at ${postgresUrl}: the PostgreSQL pass did not run (see README).`,
  );
}
