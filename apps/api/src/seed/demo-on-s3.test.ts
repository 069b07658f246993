import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { testConfig } from '../../test/test-config.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { files } from '../platform/files/files.schema.ts';
import { s3FileBytes } from '../platform/files/s3-file-bytes.ts';
import { seedDemoIfAsked } from './demo-on-start.ts';

describe("npm start's demo with FILE_STORAGE=s3", () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let dataDir: string;
  before(async () => {
    s3 = await startS3TestServer();
    database = await openTestDatabase('migrated');
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-demo-s3-'));
  });
  after(async () => {
    await database.close();
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('puts every seeded file in the bucket and none on the local disk', async () => {
    const config = testConfig({
      ...s3.env,
      QUADRO_DEMO: 'true',
      QUADRO_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    assert.equal(await seedDemoIfAsked(database.db, config), 'seeded');
    const keys = (await database.db.select({ key: files.storageKey }).from(files))
      .map((row) => row.key)
      .sort();
    assert.ok(keys.length > 0, 'the demo has pictures');
    const objects: string[] = [];
    for await (const object of s3FileBytes(s3.settings).list()) objects.push(object.key);
    assert.deepEqual(objects.sort(), keys);
    const onDisk = await readdir(dataDir, { recursive: true, withFileTypes: true });
    assert.deepEqual(
      onDisk.filter((entry) => entry.isFile()).map((entry) => entry.name),
      [],
    );
  });
});
