import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type Celebration,
  celebrationPreferenceSchema,
  celebrationsSchema,
} from '@quadro/contract/posts';
import { bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { createTestClock, type TestClock } from '../../platform/context/clock.ts';
import { socialFixtures, type TestPerson } from './post-social.fixtures.ts';

/** 2031 is a common year: 29 February birthdays are celebrated on the 28th. */
const COMMON_FEB_28 = '2031-02-28T12:00:00Z';

describe('/api/feed/celebrations: the day’s birthdays and work anniversaries', () => {
  let t: TestApp;
  let clock: TestClock;
  const { call } = routeClient(() => t);
  const { freshPerson, insertPerson } = socialFixtures(() => t);
  let reader: TestPerson;
  let hidden: TestPerson;
  const ids: Record<string, string> = {};

  const today = async () => {
    const response = await call('GET', '/api/feed/celebrations', reader.headers);
    return { raw: response.body, body: celebrationsSchema.parse(bodyOf(response)) };
  };
  /** The items of this test's people only: the demo company may celebrate on the same days. */
  const ours = (items: Celebration[]) =>
    items
      .filter((item) => Object.values(ids).includes(item.person.id))
      .map((item) => [item.person.displayName, item.kind, item.years]);

  before(async () => {
    clock = createTestClock(COMMON_FEB_28);
    t = await createTestApp({}, { clock });
    reader = await freshPerson('Reader Person');
    hidden = await freshPerson('Hugo Silva', { birthdate: '1985-02-28' });
    ids.hidden = hidden.id;
    const people: Array<[string, Parameters<typeof insertPerson>[1]]> = [
      ['Bia Sousa', { birthdate: '1990-02-28', startDate: '2030-06-01' }],
      ['Alberto Zé Costa', { nickname: 'Zé', birthdate: '1991-02-28' }],
      ['Leo Pinto', { birthdate: '1992-02-29' }],
      ['Carla Nunes', { birthdate: '1980-07-10', startDate: '2021-02-28' }],
      ['Abel Rocha', { startDate: '2030-02-28', birthdate: '1999-02-28' }],
      ['New Starter', { startDate: '2031-02-28' }],
      ['Dora Leap', { startDate: '2028-02-29' }],
      ['Diana Costa', { birthdate: '1988-02-28', startDate: '2020-02-28', enabled: false }],
      ['March Person', { birthdate: '1988-03-01', startDate: '2020-03-01' }],
    ];
    for (const [name, fields] of people) ids[name] = (await insertPerson(name, fields)).id;
  });
  after(() => t.close());

  it('answers the company’s date, birthdays then anniversaries, each by display name', async () => {
    const { body, raw } = await today();
    assert.equal(body.date, '2031-02-28');
    assert.deepEqual(ours(body.items), [
      ['Abel Rocha', 'birthday', null],
      ['Bia Sousa', 'birthday', null],
      ['Hugo Silva', 'birthday', null],
      ['Leo Pinto', 'birthday', null],
      ['Zé', 'birthday', null],
      ['Abel Rocha', 'workAnniversary', 1],
      ['Carla Nunes', 'workAnniversary', 10],
      ['Dora Leap', 'workAnniversary', 3],
    ]);
    // Nothing but the person shown, the kind and the years: no birth date, no start date.
    for (const item of JSON.parse(raw).items) {
      assert.deepEqual(Object.keys(item).sort(), ['kind', 'person', 'years']);
      assert.deepEqual(Object.keys(item.person).sort(), [
        'avatar',
        'displayName',
        'id',
        'name',
        'nickname',
      ]);
    }
  });

  it('celebrates 29 February only on its own day in a leap year', async () => {
    clock.set('2032-02-28T12:00:00Z');
    const onThe28th = ours((await today()).body.items).map(([name]) => name);
    assert.ok(!onThe28th.includes('Leo Pinto'));
    assert.ok(!onThe28th.includes('Dora Leap'));
    assert.ok(onThe28th.includes('Bia Sousa'));
    clock.set('2032-02-29T12:00:00Z');
    assert.deepEqual(ours((await today()).body.items), [
      ['Leo Pinto', 'birthday', null],
      ['Dora Leap', 'workAnniversary', 4],
    ]);
    clock.set(COMMON_FEB_28);
  });

  it('reads "today" on the company’s wall clock, not UTC', async () => {
    // 23:30 UTC on 28 February is still the 28th in Lisbon (UTC+0 in winter), while 23:30 UTC
    // on 29 June is already 30 June there (UTC+1 in summer).
    clock.set('2031-02-28T23:30:00Z');
    assert.equal((await today()).body.date, '2031-02-28');
    clock.set('2031-06-29T23:30:00Z');
    assert.equal((await today()).body.date, '2031-06-30');
    clock.set(COMMON_FEB_28);
  });

  it('keeps the preference of each person: hidden people are left out, shown again later', async () => {
    const preference = async () =>
      celebrationPreferenceSchema.parse(
        bodyOf(await call('GET', '/api/feed/celebrations/preference', hidden.headers)),
      );
    assert.deepEqual(await preference(), { hidden: false });

    const saved = await call('PUT', '/api/feed/celebrations/preference', hidden.headers, {
      hidden: true,
    });
    assert.deepEqual(bodyOf(saved), { hidden: true });
    assert.deepEqual(await preference(), { hidden: true });
    assert.ok(!ours((await today()).body.items).some(([name]) => name === 'Hugo Silva'));

    bodyOf(
      await call('PUT', '/api/feed/celebrations/preference', hidden.headers, { hidden: false }),
    );
    assert.deepEqual(await preference(), { hidden: false });
    assert.ok(ours((await today()).body.items).some(([name]) => name === 'Hugo Silva'));

    const trail = await auditTrailOf(t.database.db, 'celebration_preferences', hidden.id);
    assert.deepEqual(
      trail.map((entry) => [entry.action, entry.before, entry.after, entry.actorId]),
      [
        ['feed.celebrations.preference', { hidden: false }, { hidden: true }, hidden.id],
        ['feed.celebrations.preference', { hidden: true }, { hidden: false }, hidden.id],
      ],
    );
    bodyOf(
      await call('PUT', '/api/feed/celebrations/preference', hidden.headers, { hidden: true }),
    );
    assert.ok(!ours((await today()).body.items).some(([name]) => name === 'Hugo Silva'));
  });

  it('refuses a preference that is not a boolean', async () => {
    const response = await call('PUT', '/api/feed/celebrations/preference', hidden.headers, {
      hidden: 'yes',
    });
    assert.equal(response.statusCode, 400);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/feed/celebrations'],
      ['GET', '/api/feed/celebrations/preference'],
      ['PUT', '/api/feed/celebrations/preference'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { hidden: true } });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });
});
