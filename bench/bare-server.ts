/**
 * The yardstick of every bench entry: bare Fastify routes with no code of ours that do the same
 * work as the entry's route (verify the HS256 bearer token with fast-jwt, run the same SQL, answer
 * the same JSON), compressed by @fastify/compress with the API's settings. The routes are each
 * domain's `bench/entries/<domain>.bare.ts`, named on the command line by the runner
 * (bench/run-bench.ts, from the domains' entries); each exports `bareRoutes`.
 *
 * Env: PORT, HOST (loopback), JWT_SECRET, and DATABASE_URL (PostgreSQL through a plain `pg` pool)
 * or PGLITE_DIR (an embedded PGlite data directory of its own).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import compress from '@fastify/compress';
import { createVerifier } from 'fast-jwt';
import Fastify from 'fastify';
import pg from 'pg';
import type { BareRoutes } from './lib/bare.ts';

type Row = Record<string, unknown>;

interface Store {
  query(text: string, values: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

async function openStore(): Promise<Store> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Same pool size as the API's (apps/api/src/db/database.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, values) => (await pool.query(text, values)).rows,
      close: () => pool.end(),
    };
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error('set DATABASE_URL or PGLITE_DIR');
  const client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } });
  return {
    query: async (text, values) => (await client.query<Row>(text, values)).rows,
    close: () => client.close(),
  };
}

const secret = process.env.JWT_SECRET;
if (!secret) throw new Error('set JWT_SECRET');
// The options the API's codec uses (apps/api/src/platform/auth/access-token.ts).
const verify = createVerifier({
  key: secret,
  algorithms: ['HS256'],
  allowedIss: 'quadro',
  allowedAud: 'quadro-api',
  cache: 10_000,
});

const store = await openStore();
const app = Fastify({ logger: false });
// The API's compression settings (apps/api/src/platform/http/compression.ts).
await app.register(compress, {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
});

app.get('/health', async () => ({ status: 'ok' }));

function userIdOf(authorization: string | undefined): string | undefined {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  try {
    return (verify(token) as { sub: string }).sub;
  } catch {
    return undefined;
  }
}

for (const file of process.argv.slice(2)) {
  const { bareRoutes } = (await import(pathToFileURL(path.resolve(file)).href)) as {
    bareRoutes?: BareRoutes;
  };
  if (typeof bareRoutes !== 'function') throw new Error(`${file} exports no bareRoutes`);
  bareRoutes(app, store, userIdOf);
}

app.addHook('onClose', () => store.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
