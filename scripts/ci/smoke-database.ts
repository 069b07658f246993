import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface SmokeDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, as a fresh installation has. */
export async function createSmokeDatabase(serverUrl: string): Promise<SmokeDatabase> {
  const name = `quadro_smoke_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
