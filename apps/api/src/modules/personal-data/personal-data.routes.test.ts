import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { type InjectResponse, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, png } from '../../../test/upload-fixtures.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { files } from '../../platform/files/files.schema.ts';

function zipOf(response: InjectResponse): Record<string, Uint8Array> {
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['content-type'], 'application/zip');
  return unzipSync(response.rawPayload);
}

const jsonIn = (zip: Record<string, Uint8Array>, name: string) => {
  const bytes = zip[name];
  assert.ok(bytes, `${name} in ${Object.keys(zip).join(', ')}`);
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>[];
};

describe('personal data export', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let employeeId: string;

  const uploadPicture = async (headers: { authorization: string }) => {
    const body = multipartBody([{ filename: 'me.png', type: 'image/png', content: png() }]);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    assert.equal(upload.statusCode, 200, upload.body);
  };

  before(async () => {
    t = await createTestApp();
    employeeId = await t.personId('employee@example.com');
  });
  after(() => t.close());

  it('gives a person their own data: README, a JSON file per kind, their files, never a hash', async () => {
    const headers = await t.authAs('employee@example.com');
    await uploadPicture(headers);

    const zip = zipOf(await call('GET', '/api/accounts/personal-data', headers));
    const readme = new TextDecoder().decode(zip['README.txt']);
    for (const name of ['profile.json', 'vacations.json', 'sessions.json', 'audit-entries.json']) {
      assert.match(readme, new RegExp(`^${name}: `, 'm'));
      jsonIn(zip, name);
    }
    const [profile] = jsonIn(zip, 'profile.json');
    assert.equal(profile?.email, 'employee@example.com');
    assert.equal(profile?.passwordHash, undefined);
    const sessions = jsonIn(zip, 'sessions.json');
    assert.ok(sessions.length > 0);
    assert.ok(sessions.every((session) => !('tokenHash' in session)));
    assert.ok(!JSON.stringify(jsonIn(zip, 'two-factor.json')).includes('secret'));
    const picture = Object.keys(zip).filter((name) => name.startsWith('files/profile-picture/'));
    assert.deepEqual(picture, [`files/profile-picture/${profile?.profilePictureFileId}.png`]);
  });

  it("lets HR export anyone's data, audited as who exported whose", async () => {
    const hr = await t.authAs('hr@example.com');
    const hrId = await t.personId('hr@example.com');
    const response = await call('GET', `/api/employees/${employeeId}/personal-data`, hr);
    const [profile] = jsonIn(zipOf(response), 'profile.json');
    assert.equal(profile?.id, employeeId);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personal-data.export'), eq(auditLog.entityId, employeeId)));
    assert.ok(entries.some((entry) => entry.actorId === hrId));
  });

  it("answers someone else's export as a random id's: the same 404", async () => {
    const employee = await t.authAs('employee@example.com');
    const hrId = await t.personId('hr@example.com');
    const other = await call('GET', `/api/employees/${hrId}/personal-data`, employee);
    const random = await call('GET', `/api/employees/${randomUUID()}/personal-data`, employee);
    assert.equal(other.statusCode, 404);
    assert.deepEqual(other.json(), random.json());
    const own = await call('GET', `/api/employees/${employeeId}/personal-data`, employee);
    assert.equal(own.statusCode, 200);
    const hr = await call(
      'GET',
      `/api/employees/${randomUUID()}/personal-data`,
      await t.authAs('hr@example.com'),
    );
    assert.equal(hr.statusCode, 404);
  });

  it('still answers the whole zip when a stored file lost its bytes, naming it in files/missing.txt', async () => {
    const headers = await t.authAs('employee@example.com');
    await uploadPicture(headers);
    const [profile] = jsonIn(
      zipOf(await call('GET', '/api/accounts/personal-data', headers)),
      'profile.json',
    );
    const [picture] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, String(profile?.profilePictureFileId)));
    assert.ok(picture);
    await t.app.fileStore.bytes.remove(picture.storageKey);
    const zip = zipOf(await call('GET', '/api/accounts/personal-data', headers));
    assert.ok(zip['audit-entries.json']);
    assert.equal(zip[`files/profile-picture/${picture.id}.png`], undefined);
    assert.match(new TextDecoder().decode(zip['files/missing.txt']), new RegExp(picture.id));
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/personal-data' });
    assert.equal(response.statusCode, 401);
  });
});
