import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { FileStore } from './file-store.ts';
import { files } from './files.schema.ts';

/**
 * Only what is older than this goes: an upload is put to the backend a moment before its row
 * commits, so bytes without a row that young may be an upload in flight.
 */
export const CLEANUP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Keys asked of the files table at once. */
const KEYS_PER_QUERY = 500;

async function removeUnnamed(executor: Executor, store: FileStore, keys: string[]) {
  const named = await executor
    .select({ key: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  const kept = new Set(named.map((row) => row.key));
  const orphans = keys.filter((key) => !kept.has(key));
  for (const key of orphans) await store.bytes.remove(key);
  return orphans.length;
}

async function removeStaleTemporaries(tmpFolder: string, cutoff: number) {
  let removed = 0;
  for (const name of await readdir(tmpFolder).catch(() => [] as string[])) {
    const file = path.join(tmpFolder, name);
    const facts = await stat(file).catch(() => undefined);
    if (!facts || facts.mtimeMs > cutoff) continue;
    await rm(file, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * Deletes stored bytes that no files row names (orphans) and temporary files, both only when
 * older than a day, on either backend. Answers how many of each went.
 */
export async function cleanUpFiles(
  executor: Executor,
  store: FileStore,
  now = new Date(),
): Promise<{ orphans: number; temporaries: number }> {
  const cutoff = now.getTime() - CLEANUP_MIN_AGE_MS;
  let orphans = 0;
  let keys: string[] = [];
  for await (const object of store.bytes.list()) {
    if (object.modifiedAt.getTime() > cutoff) continue;
    keys.push(object.key);
    if (keys.length < KEYS_PER_QUERY) continue;
    orphans += await removeUnnamed(executor, store, keys);
    keys = [];
  }
  if (keys.length > 0) orphans += await removeUnnamed(executor, store, keys);
  return { orphans, temporaries: await removeStaleTemporaries(store.tmpFolder, cutoff) };
}
