import { chmod, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, PGLITE_EXTENSIONS, pgliteHandle } from '../db/database.ts';
import { describeDatabase } from './backup-manifest.ts';
import { SECRETS_TABLE } from './postgres-dump.ts';

/**
 * PGlite has no lock: a second process that opens a data directory the server holds replays its
 * WAL and checkpoints over it. So the server answers backups itself, on a Unix socket in the data
 * directory (whoever can reach it can read the database files anyway); the CLI opens the
 * directory itself only when nobody answers there.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** The running server's side: each connection receives one dump of the data directory. */
export async function serveEmbeddedDumps(
  database: DatabaseHandle,
  dataDir: string,
): Promise<{ close(): Promise<void> }> {
  const dumpDataDir = database.dumpDataDir;
  if (!dumpDataDir) return { close: async () => {} };
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a server that was killed: this process holds the directory now.
  await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    dumpDataDir().then(
      async (dump) => socket.end(Buffer.from(await dump.arrayBuffer())),
      () => socket.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The dump from the server holding the directory, or undefined when no server answers. */
function dumpFromServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const nobody = !connected && ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '');
      if (nobody) resolve(undefined);
      else reject(new Error(`the running server's dump failed: ${error.message}`));
    });
  });
}

async function dumpOwnOpening(pgdataDir: string): Promise<Buffer> {
  const client = await PGlite.create(pgdataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * The embedded database as the archive holds it: the signing key taken out (as pg_dump leaves it
 * out), its counts and file list read from the dump itself, gzipped. Loading the dump here also
 * proves it opens.
 */
export async function dumpEmbedded(dataDir: string) {
  const raw =
    (await dumpFromServer(dataDir)) ?? (await dumpOwnOpening(path.join(dataDir, 'pgdata')));
  const copy = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([raw]),
  });
  try {
    const handle = pgliteHandle(copy);
    await handle.db.execute(sql`delete from ${sql.identifier(SECRETS_TABLE)}`);
    const description = await describeDatabase(handle.db);
    const dump = Buffer.from(await (await copy.dumpDataDir('gzip')).arrayBuffer());
    return { dump, description };
  } finally {
    await copy.close();
  }
}

/** Writes the archive's dump into an empty data directory. */
export async function restoreEmbedded(pgdataDir: string, dump: Buffer): Promise<void> {
  const client = await PGlite.create(pgdataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([dump]),
  });
  await client.close();
}
