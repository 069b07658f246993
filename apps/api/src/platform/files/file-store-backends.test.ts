import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bytesOf, sha256 } from '../../../test/bytes.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { pdf, png } from '../../../test/upload-fixtures.ts';
import { AppError } from '../errors/app-error.ts';
import type { FileBytes } from './file-bytes.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import { files } from './files.schema.ts';
import { CLEANUP_MIN_AGE_MS, cleanUpFiles } from './files-cleanup.ts';
import { localFileBytes } from './local-file-bytes.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from './media-types.ts';
import { s3FileBytes } from './s3-file-bytes.ts';

async function keysIn(bytes: FileBytes): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bytes.list()) keys.push(object.key);
  return keys.sort();
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'not_found';

/** Two days on: everything written during the test is past the cleanup's one-day guard. */
const IN_TWO_DAYS = () => new Date(Date.now() + 2 * CLEANUP_MIN_AGE_MS);

type Backend = {
  kind: 'local' | 's3';
  start(root: string): Promise<FileBytes>;
  stop(): Promise<void>;
};

let s3: S3TestServer | undefined;
const backends: Backend[] = [
  { kind: 'local', start: async (root) => localFileBytes(root), stop: async () => {} },
  {
    kind: 's3',
    async start() {
      s3 = await startS3TestServer();
      return s3FileBytes(s3.settings);
    },
    stop: async () => s3?.close(),
  },
];

for (const backend of backends) {
  describe(`file store on ${backend.kind}`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let root: string;
    let bytes: FileBytes;
    let store: FileStore;
    const ownerId = randomUUID();
    const storePicture = () =>
      store.store(database.db, {
        ownerId,
        source: png(),
        originalName: 'me.png',
        allowedTypes: PICTURE_TYPES,
        maxBytes: 1_000_000,
      });

    before(async () => {
      database = await openTestDatabase();
      root = await mkdtemp(path.join(tmpdir(), `quadro-store-${backend.kind}-`));
      bytes = await backend.start(root);
      store = createFileStore(root, { bytes });
    });
    after(async () => {
      await store.close();
      await backend.stop();
      await database.close();
      await rm(root, { recursive: true, force: true });
    });

    it('stores a checked upload and streams the same bytes back, leaving nothing in tmp', async () => {
      const source = pdf();
      const file = await store.store(database.db, {
        ownerId,
        source,
        originalName: 'note.pdf',
        allowedTypes: DOCUMENT_TYPES,
        maxBytes: 1_000_000,
      });
      assert.match(file.storageKey, /^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      assert.equal(file.sha256, sha256(source));
      assert.deepEqual(await bytesOf(await store.open(file)), source);
      assert.deepEqual(await readdir(store.tmpFolder), []);
      assert.ok((await keysIn(bytes)).includes(file.storageKey));
    });

    it('keeps nothing of a refused upload, in the backend or in tmp', async () => {
      const before = await keysIn(bytes);
      await assert.rejects(
        store.store(database.db, {
          ownerId,
          source: Buffer.from('not a picture'),
          originalName: 'me.png',
          allowedTypes: PICTURE_TYPES,
          maxBytes: 1_000_000,
        }),
        (error) => error instanceof AppError && error.code === 'unsupported_media_type',
      );
      assert.deepEqual(await keysIn(bytes), before);
      assert.deepEqual(await readdir(store.tmpFolder), []);
    });

    it('hands a worker a local path holding the file, and leaves no download behind', async () => {
      const file = await storePicture();
      const seen = await store.withLocalCopy(file, (local) => readFile(local));
      assert.equal(sha256(seen), file.sha256);
      assert.deepEqual(await readdir(store.tmpFolder), []);
    });

    it('takes files a worker made in tmp into the store', async () => {
      const made = store.tempPath();
      const content = pdf();
      await mkdir(path.dirname(made), { recursive: true });
      await writeFile(made, content);
      const [file] = await store.adopt(database.db, [
        {
          tempPath: made,
          ownerId,
          originalName: 'cut.pdf',
          mediaType: 'application/pdf',
          sizeBytes: content.length,
          sha256: sha256(content),
        },
      ]);
      assert.ok(file);
      assert.deepEqual(await bytesOf(await store.open(file)), content);
      assert.deepEqual(await readdir(store.tmpFolder), []);
    });

    it('deletes the bytes with the row: opening it then is a 404', async () => {
      const file = await storePicture();
      await store.delete(database.db, file);
      await assert.rejects(store.open(file), isNotFound);
      assert.equal(await bytes.digestOf(file.storageKey), null);
    });

    it('answers its readiness probe, and fails it when its place is gone', async () => {
      await store.probe();
      const gone =
        backend.kind === 's3' && s3
          ? s3FileBytes({ ...s3.settings, bucket: 'no-such-bucket' })
          : localFileBytes(path.join(root, 'a-file', 'below'));
      if (backend.kind === 'local') await writeFile(path.join(root, 'a-file'), 'not a folder');
      await assert.rejects(createFileStore(root, { bytes: gone }).probe());
    });

    it('cleans up orphans and stale tmp files a day old, never a file a row names', async () => {
      const orphan = await storePicture();
      // The row goes, the bytes stay: what a crash between the two steps of delete() leaves.
      await database.db.delete(files);
      const kept = await storePicture();
      await mkdir(store.tmpFolder, { recursive: true });
      await writeFile(path.join(store.tmpFolder, 'left.part'), 'half an upload');

      const today = await cleanUpFiles(database.db, store);
      assert.deepEqual(today, { orphans: 0, temporaries: 0 }, 'nothing younger than a day goes');
      assert.ok((await keysIn(bytes)).includes(orphan.storageKey));

      const later = await cleanUpFiles(database.db, store, IN_TWO_DAYS());
      assert.equal(later.temporaries, 1);
      assert.ok(later.orphans >= 1);
      assert.deepEqual(await keysIn(bytes), [kept.storageKey], 'only the named file is left');
      assert.equal(sha256(await bytesOf(await store.open(kept))), kept.sha256);
      assert.deepEqual(await readdir(store.tmpFolder), []);
    });
  });
}
