import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { sha256 } from '../../../test/bytes.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { pdf, png, textPdf } from '../../../test/upload-fixtures.ts';
import { copyFilesToS3 } from './copy-files-to-s3.ts';
import type { FileBytes } from './file-bytes.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import type { StoredFile } from './files.schema.ts';
import { localFileBytes } from './local-file-bytes.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from './media-types.ts';
import { s3FileBytes } from './s3-file-bytes.ts';

describe('copying the local files to a bucket', () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let root: string;
  let local: FileStore;
  let bucket: FileBytes;
  const stored: Array<{ file: StoredFile; content: Buffer }> = [];

  before(async () => {
    s3 = await startS3TestServer();
    database = await openTestDatabase('migrated');
    root = await mkdtemp(path.join(tmpdir(), 'quadro-copy-to-s3-'));
    local = createFileStore(root);
    bucket = s3FileBytes(s3.settings);
    for (const [content, allowedTypes] of [
      [pdf(), DOCUMENT_TYPES],
      [png(), PICTURE_TYPES],
      [await textPdf(['Recibo de vencimento']), DOCUMENT_TYPES],
    ] as const) {
      const file = await local.store(database.db, {
        ownerId: randomUUID(),
        source: content,
        originalName: 'kept',
        allowedTypes,
        maxBytes: 1_000_000,
      });
      stored.push({ file, content: await readBack(local.open(file)) });
    }
  });
  after(async () => {
    await local.close();
    await database.close();
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });

  async function readBack(source: Promise<AsyncIterable<unknown>>) {
    const chunks: Buffer[] = [];
    for await (const chunk of await source) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  const copy = () =>
    copyFilesToS3(database.db, localFileBytes(root), bucket, path.join(root, 'tmp'));

  it('reports a file whose bytes fail their digest, copies the rest, and a rerun finishes the job', async () => {
    const [, damaged] = stored as [unknown, { file: StoredFile; content: Buffer }];
    await writeFile(path.join(root, damaged.file.storageKey), 'a disk error');

    const first = await copy();
    assert.equal(first.copied, 2);
    assert.equal(first.skipped, 0);
    assert.deepEqual(first.failed, [
      {
        key: damaged.file.storageKey,
        reason: 'the local bytes do not match the digest of the row',
      },
    ]);
    assert.equal(await bucket.digestOf(damaged.file.storageKey), null, 'nothing wrong copied');

    await writeFile(path.join(root, damaged.file.storageKey), damaged.content);
    const second = await copy();
    assert.deepEqual(second, { copied: 1, skipped: 2, failed: [] });

    for (const { file } of stored) {
      assert.equal(await bucket.digestOf(file.storageKey), file.sha256);
      assert.equal(sha256(await readBack(bucket.open(file.storageKey))), file.sha256);
    }
    assert.deepEqual(await copy(), { copied: 0, skipped: 3, failed: [] }, 'idempotent');
  });

  it('is refused with exit code 2 unless FILE_STORAGE=s3', async () => {
    const cli = path.resolve(import.meta.dirname, '../../files-cli/files-cli.ts');
    const run = promisify(execFile)(process.execPath, [cli, 'copy-to-s3'], {
      env: { PATH: process.env.PATH, QUADRO_DATA_DIR: root },
    });
    await assert.rejects(run, (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 2);
      assert.match(error.stderr, /FILE_STORAGE is not s3/);
      return true;
    });
  });
});
