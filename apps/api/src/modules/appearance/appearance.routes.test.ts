import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { appearanceSchema, DEFAULT_APPEARANCE } from '@quadro/contract/appearance';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const URL = '/api/accounts/appearance';

describe('/api/accounts/appearance', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  /** A person as the demo seed leaves them, minus the guide it marks seen: a first sign-in. */
  async function asNewUser(email: string) {
    const id = await t.personId(email);
    await t.database.db.execute(sql`delete from user_appearance where person_id = ${id}`);
    return t.authAs(email);
  }

  it('answers the defaults and the guide not seen for a new user', async () => {
    const headers = await asNewUser('trainee@example.com');
    const response = await t.app.inject({ url: URL, headers });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(appearanceSchema.parse(response.json()), {
      settings: DEFAULT_APPEARANCE,
      guideSeen: false,
    });
  });

  it('marks the demo people as having seen the guide', async () => {
    const response = await t.app.inject({ url: URL, headers: await t.authAs('hr@example.com') });
    assert.equal(response.json().guideSeen, true);
  });

  it('saves per user: another user keeps the defaults', async () => {
    const settings = {
      layout: 'mega-menu',
      mode: 'dark',
      gradient: true,
      decoration: 'waves',
      backgroundPosition: 'full',
      palette: 'Emerald',
    };
    const employee = await t.authAs('employee@example.com');
    const saved = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: employee,
      payload: settings,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().settings, settings);
    const read = await t.app.inject({ url: URL, headers: employee });
    assert.deepEqual(read.json().settings, settings);
    assert.equal(read.json().guideSeen, true, 'saving keeps the guide flag');

    const other = await t.app.inject({
      url: URL,
      headers: await t.authAs('financial@example.com'),
    });
    assert.deepEqual(other.json().settings, DEFAULT_APPEARANCE);

    const again = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: employee,
      payload: { ...settings, layout: 'right-sidebar', mode: 'light' },
    });
    assert.equal(again.json().settings.layout, 'right-sidebar');
    assert.equal(again.json().settings.palette, 'Emerald');
  });

  it('refuses a bad or missing value with 400 naming the field', async () => {
    const headers = await t.authAs('employee@example.com');
    for (const [field, value] of [
      ['layout', 'bottom-bar'],
      ['mode', 'sepia'],
      ['gradient', 'yes'],
      ['decoration', 'stripes'],
      ['backgroundPosition', 'left'],
      ['palette', 'Pink'],
      ['palette', undefined],
    ] as const) {
      const payload: Record<string, unknown> = { ...DEFAULT_APPEARANCE, [field]: value };
      if (value === undefined) delete payload[field];
      const response = await t.app.inject({ method: 'PUT', url: URL, headers, payload });
      assert.equal(response.statusCode, 400, `${field}=${value}`);
      const fields = (response.json().fields ?? []) as Array<{ field: string }>;
      assert.ok(
        fields.some((each) => each.field === field),
        `${field}: ${response.body}`,
      );
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { ...DEFAULT_APPEARANCE, colour: 'red' },
    });
    assert.equal(unknown.statusCode, 400);
  });

  it('answers 401 without a token', async () => {
    assert.equal((await t.app.inject({ url: URL })).statusCode, 401);
    const put = await t.app.inject({ method: 'PUT', url: URL, payload: DEFAULT_APPEARANCE });
    assert.equal(put.statusCode, 401);
    const seen = await t.app.inject({ method: 'PUT', url: `${URL}/guide-seen` });
    assert.equal(seen.statusCode, 401);
  });

  it('records the guide seen once, keeping the first instant', async () => {
    const headers = await asNewUser('comercial@example.com');
    const id = await t.personId('comercial@example.com');
    const first = await t.app.inject({ method: 'PUT', url: `${URL}/guide-seen`, headers });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().guideSeen, true);
    assert.deepEqual(first.json().settings, DEFAULT_APPEARANCE);
    const seenAt = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select guide_seen_at::text as at from user_appearance where person_id = ${id}`,
      )) as unknown as { rows: Array<{ at: string }> };
      return rows[0]?.at;
    };
    const firstAt = await seenAt();
    assert.ok(firstAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await t.app.inject({ method: 'PUT', url: `${URL}/guide-seen`, headers });
    assert.equal(second.json().guideSeen, true);
    assert.equal(await seenAt(), firstAt);
    const read = await t.app.inject({ url: URL, headers });
    assert.equal(read.json().guideSeen, true);
  });
});
