import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { Secret, TOTP } from 'otpauth';
import { PRODUCTION_STEPS } from '../build/production-steps.ts';
import { DEFAULT_TEST_DATABASE_URL } from '../test-phases.ts';
import { type PortalProcess, productionEnv, startPortal } from './portal-process.ts';
import { createSmokeDatabase } from './smoke-database.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * The production smoke (docs/operations.md, CI's 'production smoke' phase): what the Dockerfile
 * builds and installs, started with production settings on a fresh PostgreSQL database, answers
 * readiness, takes its first administrator from the command, signs them in and opens a page,
 * delivers mail over SMTP and stops cleanly on SIGTERM. `--build <folder>` smokes a folder built
 * already instead of running `npm run build`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { build: { type: 'string' } } });
const ADMIN = { email: 'admin@quadro.test', name: 'Smoke Administrator' };
/** Meets the password rules whatever the random part holds: upper, lower, digit and special. */
const PASSWORD = `Smoke#Pass1${randomBytes(9).toString('hex')}`;
/** The command for the first administrator, run in the installed folder. */
const CREATE_ADMIN = [
  'npm',
  'run',
  'admin',
  '--',
  'create-admin',
  '--email',
  ADMIN.email,
  '--name',
  ADMIN.name,
];
const INVITATION_LINK = /https:\/\/quadro\.test\/reset-password\/([0-9a-f-]{36})\/(\S+)/;

function run(command: readonly string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  const [program = 'npm', ...args] = command;
  const result = spawnSync(program, args, { cwd, env: env ?? process.env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

async function step<T>(name: string, action: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  process.stdout.write(`- ${name} … `);
  const result = await action();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status === status) return response;
  throw new Error(`${what}: ${response.status}, not ${status}: ${await response.text()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'quadro-smoke-'));
const folder = path.join(workDir, 'quadro');
const smtp = await startSmtpCatcher();
const database = await createSmokeDatabase(
  process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL,
);
const metricsToken = randomBytes(24).toString('hex');
const settings: NodeJS.ProcessEnv = {
  QUADRO_ENV: 'production',
  DATABASE_URL: database.url,
  PUBLIC_URL: 'https://quadro.test',
  JWT_SECRET: randomBytes(32).toString('hex'),
  TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Quadro <no-reply@quadro.test>',
  METRICS_TOKEN: metricsToken,
  QUADRO_DATA_DIR: path.join(workDir, 'data'),
};
let portal: PortalProcess | undefined;
try {
  const built = await step('build', () => {
    if (values.build) return path.resolve(values.build);
    run(PRODUCTION_STEPS.build, root);
    return path.join(root, 'dist');
  });
  await step('clean production install in a temporary folder', () => {
    cpSync(built, folder, { recursive: true });
    run(PRODUCTION_STEPS.install, folder, { ...process.env, PATH: productionEnv({}).PATH });
  });
  await step('worker files load in the installed folder', () => {
    const workers = readdirSync(path.join(folder, 'apps/api/src'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.worker.ts'))
      .map((file) => `./apps/api/src/${file}`);
    if (workers.length === 0) throw new Error('no *.worker.ts in the build');
    const load = `for (const worker of ${JSON.stringify(workers)}) await import(worker);`;
    run([process.execPath, '--input-type=module', '--eval', load], folder, productionEnv({}));
  });
  const started = await step('start with production settings', async () => {
    const server = startPortal(folder, await freePort(), settings);
    portal = server;
    return server;
  });
  const { origin } = started;
  await step('ready: GET /health/ready', () => started.waitUntilAnswers('/health/ready', 90_000));
  const link = await step('first administrator from the command', () => {
    const printed = run(CREATE_ADMIN, folder, productionEnv(settings));
    const [, userId = '', code = ''] = INVITATION_LINK.exec(printed) ?? [];
    if (!code) throw new Error(`no invitation link printed:\n${printed}`);
    return { userId, code: decodeURIComponent(code) };
  });
  await step('password set through the invitation link', async () => {
    const response = await fetch(`${origin}/account/ResetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...link,
        password: PASSWORD,
        confirm_password: PASSWORD,
        ...WEB_CLIENT,
      }),
    });
    await expectStatus(response, 204, 'POST /account/ResetPassword');
  });
  const signedIn = await step('sign in: POST /connect/token', async () => {
    const response = await fetch(`${origin}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        username: ADMIN.email,
        password: PASSWORD,
        ...WEB_CLIENT,
      }),
    });
    return (await (await expectStatus(response, 200, 'POST /connect/token')).json()) as {
      access_token: string;
      refresh_token: string;
    };
  });
  const accessToken = await step(
    'two-factor turned on, as the admin profile requires (setup, first code, refreshed token)',
    async () => {
      const headers = { authorization: `Bearer ${signedIn.access_token}` };
      const setup = await fetch(`${origin}/api/accounts/two-factor/setup`, {
        method: 'POST',
        headers,
      });
      const { secret } = (await (
        await expectStatus(setup, 200, 'POST /api/accounts/two-factor/setup')
      ).json()) as { secret: string };
      const confirm = await fetch(`${origin}/api/accounts/two-factor/confirm`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() }),
      });
      await expectStatus(confirm, 200, 'POST /api/accounts/two-factor/confirm');
      const refreshed = await fetch(`${origin}/connect/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: signedIn.refresh_token,
          ...WEB_CLIENT,
        }),
      });
      const body = (await (
        await expectStatus(refreshed, 200, 'POST /connect/token (refresh)')
      ).json()) as { access_token: string };
      return body.access_token;
    },
  );
  await step(
    'a page: GET /api/employees (nobody but the administrator) and /app/employees',
    async () => {
      const api = await fetch(`${origin}/api/employees`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const page = (await (await expectStatus(api, 200, 'GET /api/employees')).json()) as {
        total: number;
      };
      if (page.total !== 1)
        throw new Error(`a fresh production database lists ${page.total} people, not 1`);
      const html = await fetch(`${origin}/app/employees`, { headers: { accept: 'text/html' } });
      const text = await (await expectStatus(html, 200, 'GET /app/employees')).text();
      if (!text.includes('<div id="root">'))
        throw new Error('GET /app/employees is not the web app');
    },
  );
  await step('mail delivered over SMTP_URL', async () => {
    const response = await fetch(`${origin}/account/ForgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, ...WEB_CLIENT }),
    });
    await expectStatus(response, 204, 'POST /account/ForgotPassword');
    await smtp.waitFor((mail) => mail.to.includes(ADMIN.email), 30_000);
  });
  await step('metrics to their token: GET /metrics', async () => {
    const response = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    await expectStatus(response, 200, 'GET /metrics');
  });
  await step('SIGTERM: exits 0', async () => {
    const code = await started.stop(20_000);
    if (code !== 0) throw new Error(`the server exited ${code} after SIGTERM`);
  });
  console.log('Production smoke passed.');
} catch (error) {
  console.log('FAILED');
  console.error(error instanceof Error ? error.message : error);
  if (portal) console.error(`\nThe server printed:\n${portal.output()}`);
  process.exitCode = 1;
} finally {
  await portal?.stop(20_000).catch(() => undefined);
  await smtp.close();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}
