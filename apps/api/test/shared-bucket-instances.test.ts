import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { tokenForm } from './test-app.ts';
import { testConfig } from './test-config.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { multipartBody } from './upload-fixtures.ts';

/** Regular files under a folder, recursively: what an instance left on its own disk. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('two instances on one database and one bucket', () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const instances: FastifyInstance[] = [];

  before(async () => {
    s3 = await startS3TestServer();
    database = await openTestDatabase('seeded');
    for (const name of ['first', 'second']) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `quadro-bucket-${name}-`));
      dataDirs.push(dataDir);
      const config = testConfig({ ...s3.env, QUADRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database, logger: false, runJobs: false });
      await app.ready();
      instances.push(app);
    }
  });
  after(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.close();
    await s3.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('serves through the second a picture uploaded through the first, from neither one’s disk', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const signIn = await first.inject(
      tokenForm({
        grant_type: 'password',
        username: 'employee@example.com',
        password: DEMO_PASSWORD,
        ...WEB_CLIENT,
      }),
    );
    assert.equal(signIn.statusCode, 200, signIn.body);
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const body = multipartBody([{ filename: 'me.png', type: 'image/png', content: picture }]);
    const upload = await first.inject({
      method: 'PUT',
      url: ACCOUNTS_ENDPOINTS.replaceOwnProfilePicture.path,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${signIn.json().access_token}` },
    });
    assert.equal(upload.statusCode, 200, upload.body);

    const served = await second.inject({ url: upload.json().profile_picture_url as string });
    assert.equal(served.statusCode, 200, served.body);
    assert.equal(served.headers['content-type'], 'image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    assert.deepEqual([metadata.width, metadata.height], [40, 30]);
    for (const dataDir of dataDirs) assert.deepEqual(await filesUnder(dataDir), []);
  });
});
