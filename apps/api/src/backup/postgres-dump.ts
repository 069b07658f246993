import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';

const run = promisify(execFile);

/** The signing key's table: its rows stay out of every archive. */
export const SECRETS_TABLE = 'app_secrets';

/** A refusal or failure the CLI prints as its one line. */
export class BackupError extends Error {}

/** The client tools read the password from the environment, never from a command line others see. */
function connection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    args: [`--dbname=${parsed.toString()}`],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  try {
    const { stdout } = await run(tool, ['--version']);
    return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
  } catch {
    throw new BackupError(
      `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
    );
  }
}

/** pg_dump refuses a newer server anyway; saying so first names the fix. */
export async function checkClientTools(client: pg.ClientBase): Promise<void> {
  const server = Math.floor(
    Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000,
  );
  for (const tool of ['pg_dump', 'pg_restore'] as const) {
    const major = await toolMajor(tool);
    if (major < server) {
      throw new BackupError(
        `${tool} ${major} is older than the PostgreSQL ${server} server: install the client tools of version ${server} or later`,
      );
    }
  }
}

/**
 * pg_dump's custom format in the snapshot a transaction of `client` exported, so that the counts
 * and file list the manifest takes in that transaction describe exactly this dump. The signing key
 * (app_secrets) is left out on purpose: an archive must not let its reader sign tokens.
 */
export async function dumpPostgres(url: string, snapshot: string, file: string): Promise<void> {
  const { args, env } = connection(url);
  try {
    await run(
      'pg_dump',
      [
        ...args,
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--no-owner',
        '--no-privileges',
        `--exclude-table-data=${SECRETS_TABLE}`,
        `--file=${file}`,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw new BackupError(`pg_dump failed: ${lastLine(error)}`);
  }
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  const { args, env } = connection(url);
  try {
    await run(
      'pg_restore',
      [...args, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw new BackupError(`pg_restore failed: ${lastLine(error)}`);
  }
}

function lastLine(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return (stderr || (error as Error).message).split('\n').at(-1) ?? '';
}

/** Tables of the portal's schemas: none in an empty database. */
export async function postgresTableCount(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return rows[0].n;
}

/** --force: what a restore replaces goes, schemas and extensions with it. */
export async function emptyPostgres(client: pg.ClientBase): Promise<void> {
  await client.query(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
  );
}
