import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { checkedCopy } from './checked-copy.ts';
import type { FileBytes } from './file-bytes.ts';
import { files, type StoredFile } from './files.schema.ts';

export interface CopySummary {
  copied: number;
  /** Already in the bucket with the row's digest: a rerun skips them. */
  skipped: number;
  failed: Array<{ key: string; reason: string }>;
}

/** Rows read at a time, in id order, so a run of any size keeps constant memory. */
const ROWS_PER_PAGE = 500;

async function digestOfStream(source: AsyncIterable<unknown>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Copies one file through tmp: its digest is checked before it goes and once it is there. */
async function copyOne(file: StoredFile, from: FileBytes, to: FileBytes, tmpFolder: string) {
  const temp = path.join(tmpFolder, `${randomUUID()}.copy`);
  try {
    const copy = await checkedCopy(
      await from.open(file.storageKey),
      temp,
      Number.POSITIVE_INFINITY,
    );
    if (copy.sha256 !== file.sha256) return 'the local bytes do not match the digest of the row';
    await to.put(file.storageKey, temp, { sha256: file.sha256, mediaType: file.mediaType });
  } finally {
    await rm(temp, { force: true });
  }
  if ((await digestOfStream(await to.open(file.storageKey))) !== file.sha256) {
    // Its metadata would let a rerun skip it: the object goes, so the rerun copies it again.
    await to.remove(file.storageKey);
    return 'the copy read back does not match the digest of the row';
  }
  return undefined;
}

/**
 * `npm run files -- copy-to-s3`: every files row's bytes from the local disk to the bucket. Each
 * object carries the row's sha256 as metadata, so a rerun after a failure skips what is there and
 * copies the rest; one file's failure is reported and the run goes on.
 */
export async function copyFilesToS3(
  executor: Executor,
  from: FileBytes,
  to: FileBytes,
  tmpFolder: string,
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, failed: [] };
  await mkdir(tmpFolder, { recursive: true });
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await executor
      .select()
      .from(files)
      .where(gt(files.id, after))
      .orderBy(asc(files.id))
      .limit(ROWS_PER_PAGE);
    if (page.length === 0) return summary;
    for (const file of page) {
      if ((await to.digestOf(file.storageKey)) === file.sha256) {
        summary.skipped++;
        continue;
      }
      try {
        const problem = await copyOne(file, from, to, tmpFolder);
        if (problem) summary.failed.push({ key: file.storageKey, reason: problem });
        else summary.copied++;
      } catch (error) {
        summary.failed.push({ key: file.storageKey, reason: (error as Error).message });
      }
    }
    after = (page.at(-1) as StoredFile).id;
  }
}
