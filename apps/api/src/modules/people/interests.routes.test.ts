import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { INTEREST_MESSAGES, interestCatalogueSchema } from '@quadro/contract/interests';
import { publicProfileSchema } from '@quadro/contract/people';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';

describe('/api/interests and /api/accounts/interests', () => {
  let t: TestApp;
  let hr: { authorization: string };
  let employee: { authorization: string };
  const add = (designation: string, headers = hr) =>
    t.app.inject({ method: 'POST', url: '/api/interests', headers, payload: { designation } });
  const pick = (interestIds: string[], headers = employee) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/accounts/interests',
      headers,
      payload: { interest_ids: interestIds },
    });

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    employee = await t.authAs('employee@example.com');
  });
  after(() => t.close());

  it('lets HR add an interest, audited under the interest, and everyone read the catalogue', async () => {
    const response = await add('  Bouldering ');
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json();
    assert.equal(created.designation, 'Bouldering');
    const catalogue = interestCatalogueSchema.parse(
      (await t.app.inject({ url: '/api/interests', headers: employee })).json(),
    );
    assert.ok(catalogue.some((interest) => interest.id === created.id));
    const [entry] = await auditTrailOf(t.database.db, 'interests', created.id);
    assert.equal(entry?.action, 'interest.create');
    assert.equal(entry?.actorId, await t.personId('hr@example.com'));
  });

  it('refuses a duplicate designation whatever its case (409 naming designation), blank or too long (400)', async () => {
    await add('Origami');
    const duplicate = await add('ORIGAMI');
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.json().message, INTEREST_MESSAGES.duplicate('ORIGAMI'));
    assert.equal(duplicate.json().fields[0].field, 'designation');
    for (const designation of ['   ', 'x'.repeat(61)]) {
      const refused = await add(designation);
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().fields[0].field, 'designation');
    }
  });

  it('lets HR rename and remove an interest; a taken name is 409, an unknown id 404', async () => {
    const chess = (await add('Chess')).json();
    await add('Fencing');
    const rename = (id: string, designation: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/interests/${id}`,
        headers: hr,
        payload: { designation },
      });
    const renamed = await rename(chess.id, 'Chess & Go');
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().designation, 'Chess & Go');
    assert.equal((await rename(chess.id, 'chess & go')).statusCode, 200, 'its own name, new case');
    const taken = await rename(chess.id, 'fencing');
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().fields[0].field, 'designation');
    assert.equal((await rename(randomUUID(), 'Anything')).statusCode, 404);

    assert.equal((await pick([chess.id])).statusCode, 200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/interests/${chess.id}`,
      headers: hr,
    });
    assert.equal(removed.statusCode, 204);
    const mine = await t.app.inject({ url: '/api/accounts/interests', headers: employee });
    assert.deepEqual(mine.json(), [], 'the pick went with the interest');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/interests/${chess.id}`,
      headers: hr,
    });
    assert.equal(again.statusCode, 404);
    const trail = await auditTrailOf(t.database.db, 'interests', chess.id);
    assert.deepEqual(
      trail.map((entry) => entry.action),
      ['interest.create', 'interest.update', 'interest.update', 'interest.delete'],
    );
  });

  it('refuses the catalogue changes to anyone but HR (403)', async () => {
    const music = (await add('Karaoke')).json();
    assert.equal((await add('Knitting', employee)).statusCode, 403);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/interests/${music.id}`,
        headers: await t.authAs('admin@example.com'),
        ...(method === 'PUT' && { payload: { designation: 'Noise' } }),
      });
      assert.equal(response.statusCode, 403, method);
    }
  });

  it("replaces the user's own picks in one audited change, shown on their profile", async () => {
    const cinema = (await add('Theatre')).json();
    const hiking = (await add('Kayaking')).json();
    const saved = await pick([hiking.id, cinema.id, hiking.id]);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      interestCatalogueSchema.parse(saved.json()).map((interest) => interest.designation),
      ['Kayaking', 'Theatre'],
    );
    const ana = await t.personId('employee@example.com');
    const profile = publicProfileSchema.parse(
      (await t.app.inject({ url: `/api/people/${ana}`, headers: hr })).json(),
    );
    assert.deepEqual(
      profile.interests.map((interest) => interest.designation),
      ['Kayaking', 'Theatre'],
    );
    await pick([cinema.id]);
    const trail = await auditTrailOf(t.database.db, 'users', ana);
    const last = trail.at(-1);
    assert.equal(last?.action, 'person-interests.update');
    assert.deepEqual(last?.before, { interests: ['Kayaking', 'Theatre'] });
    assert.deepEqual(last?.after, { interests: ['Theatre'] });
  });

  it("changes only the caller's own picks: another user's stay as they were", async () => {
    const sailing = (await add('Sailing')).json();
    const trainee = await t.authAs('trainee@example.com');
    await pick([sailing.id], trainee);
    await pick([], employee);
    const traineeOwn = await t.app.inject({ url: '/api/accounts/interests', headers: trainee });
    assert.deepEqual(
      traineeOwn.json().map((interest: { id: string }) => interest.id),
      [sailing.id],
    );
  });

  it('refuses an unknown interest id (400 naming interest_ids) and changes nothing', async () => {
    const reading = (await add('Poetry')).json();
    await pick([reading.id]);
    const refused = await pick([reading.id, randomUUID()]);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().fields[0].field, 'interest_ids');
    assert.equal(refused.json().message, INTEREST_MESSAGES.unknown);
    const malformed = await pick(['nope']);
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().fields[0].field, /^interest_ids/);
    const mine = await t.app.inject({ url: '/api/accounts/interests', headers: employee });
    assert.deepEqual(
      mine.json().map((interest: { id: string }) => interest.id),
      [reading.id],
    );
  });

  it('keeps one set when two replacements of the same picks race', async () => {
    const a = (await add('Birdwatching')).json();
    const b = (await add('Rowing')).json();
    const [first, second] = await Promise.all([pick([a.id, b.id]), pick([b.id, a.id])]);
    assert.deepEqual([first.statusCode, second.statusCode], [200, 200]);
    const mine = await t.app.inject({ url: '/api/accounts/interests', headers: employee });
    assert.equal(mine.json().length, 2);
  });

  it('needs a signed-in user for every route (401)', async () => {
    for (const url of ['/api/interests', '/api/accounts/interests']) {
      assert.equal((await t.app.inject({ url })).statusCode, 401, url);
    }
  });
});
