import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  employeeSearchResultSchema,
  screenSearchResultSchema,
  searchSuggestionsSchema,
} from '@quadro/contract/search';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertPeople } from './people.repository.ts';
import { users } from './people.schema.ts';

/**
 * Twelve more people named Costa, so a search spans pages, names with LIKE's wildcards, and a name
 * written without its accent.
 */
const EXTRA = [
  ...Array.from({ length: 12 }, (_, index) => `Zé Costa ${String(index + 1).padStart(2, '0')}`),
  'Percent 100% Sure',
  'Under_Score',
  'Joao Sem Acento',
];

describe('/api/people/suggestions and /api/people/search', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const suggest = async (term: string) =>
    t.app.inject({
      url: `/api/people/suggestions?term=${encodeURIComponent(term)}`,
      headers: auth,
    });
  const search = async (query: string, headers = auth) =>
    t.app.inject({ url: `/api/people/search?${query}`, headers });

  before(async () => {
    t = await createTestApp();
    auth = await t.authAs('employee@example.com');
    await insertPeople(
      t.database.db,
      EXTRA.map((name, index) => ({
        name,
        email: `extra.${index}@example.com`,
        passwordHash: 'x',
        enabled: true,
        jobTitle: 'Consultant',
      })),
    );
    await t.database.db
      .update(users)
      .set({ hidden: true })
      .where(eq(users.email, 'extra.0@example.com'));
  });
  after(() => t.close());

  it('suggests at most five names containing the term, each linking to the profile', async () => {
    const response = await suggest('costa');
    assert.equal(response.statusCode, 200);
    const suggestions = searchSuggestionsSchema.parse(response.json());
    assert.equal(suggestions.length, 5);
    for (const suggestion of suggestions) {
      assert.match(suggestion.name, /costa/i);
      assert.match(suggestion.link, /^\/app\/profile\/[0-9a-f-]{36}$/);
    }
  });

  it('ignores case and accents on both sides: joao finds João, INÊS finds Inês', async () => {
    const joao = searchSuggestionsSchema.parse((await suggest('joao')).json());
    assert.ok(
      joao.some((suggestion) => suggestion.name === 'João Pereira'),
      JSON.stringify(joao),
    );
    const ines = searchSuggestionsSchema.parse((await suggest('INÊS')).json());
    assert.deepEqual(
      ines.map((suggestion) => suggestion.name),
      ['Inês Rodrigues'],
    );
    const accented = searchSuggestionsSchema.parse((await suggest('JOÃO')).json());
    assert.ok(accented.some((suggestion) => suggestion.name === 'Joao Sem Acento'));
    assert.ok(accented.some((suggestion) => suggestion.name === 'João Pereira'));
    const ze = searchSuggestionsSchema.parse((await suggest('ze cos')).json());
    assert.equal(ze.length, 5);
  });

  it('suggests nothing for a blank or missing term, and leaves disabled people out', async () => {
    assert.deepEqual((await suggest('   ')).json(), []);
    const missing = await t.app.inject({ url: '/api/people/suggestions', headers: auth });
    assert.deepEqual(missing.json(), []);
    assert.deepEqual((await suggest('Tomás Barbosa')).json(), []);
  });

  it("matches % and _ literally, not as LIKE's wildcards", async () => {
    const percent = searchSuggestionsSchema.parse((await suggest('100%')).json());
    assert.deepEqual(
      percent.map((suggestion) => suggestion.name),
      ['Percent 100% Sure'],
    );
    const underscore = searchSuggestionsSchema.parse((await suggest('r_s')).json());
    assert.deepEqual(
      underscore.map((suggestion) => suggestion.name),
      ['Under_Score'],
    );
    assert.deepEqual((await suggest('%')).json().length, 1);
  });

  it('pages the cards by name, with the total', async () => {
    const first = employeeSearchResultSchema.parse(
      (await search('search=costa&page=1&pageSize=5')).json(),
    );
    assert.equal(first.total, 13, 'Marta Costa and the twelve Zé Costa');
    assert.deepEqual([first.page, first.pageSize, first.items.length], [1, 5, 5]);
    assert.equal(first.items[0]?.name, 'Marta Costa');
    assert.equal(first.items[0]?.title, 'Financial Controller');
    const last = employeeSearchResultSchema.parse(
      (await search('search=costa&page=3&pageSize=5')).json(),
    );
    assert.deepEqual(
      last.items.map((card) => card.name),
      ['Zé Costa 10', 'Zé Costa 11', 'Zé Costa 12'],
    );
    const beyond = employeeSearchResultSchema.parse(
      (await search('search=costa&page=9&pageSize=5')).json(),
    );
    assert.deepEqual([beyond.items.length, beyond.total], [0, 13]);
    const defaults = employeeSearchResultSchema.parse((await search('search=jo%C3%A3o')).json());
    assert.deepEqual([defaults.page, defaults.pageSize], [1, 12]);
    assert.ok(defaults.items.some((card) => card.name === 'João Pereira'));
  });

  it('shows a hidden person by name and avatar only, except to HR', async () => {
    const hiddenCard = (result: unknown) =>
      employeeSearchResultSchema.parse(result).items.find((card) => card.name === 'Zé Costa 01');
    const seen = hiddenCard((await search('search=z%C3%A9%20costa%2001')).json());
    assert.deepEqual(seen && { title: seen.title, avatar: seen.avatar }, {
      title: null,
      avatar: null,
    });
    const byHr = hiddenCard(
      (await search('search=z%C3%A9%20costa%2001', await t.authAs('hr@example.com'))).json(),
    );
    assert.equal(byHr?.title, 'Consultant');
  });

  it("refuses a blank or missing term with 'Invalid search term! Try again', and bad paging", async () => {
    for (const query of ['search=%20%20', '']) {
      const response = await search(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().fields?.[0]?.field, 'search');
      assert.equal(response.json().fields?.[0]?.message, VALIDATION_MESSAGES.invalidSearchTerm);
    }
    for (const query of ['search=a&page=0', 'search=a&pageSize=500', 'search=a&page=x']) {
      const response = await search(query);
      assert.equal(response.statusCode, 400, query);
    }
    const anonymous = await t.app.inject({ url: '/api/people/search?search=ana' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('suggests the screens the profile may open after the people, still at most five', async () => {
    const financial = await t.authAs('financial@example.com');
    const travels = async (headers: { authorization: string }) =>
      searchSuggestionsSchema.parse(
        (await t.app.inject({ url: '/api/people/suggestions?term=tr%C3%A1vels', headers })).json(),
      );
    assert.deepEqual(await travels(financial), [
      { name: 'Manage Travels', link: '/app/manage-travels' },
    ]);
    assert.deepEqual(await travels(auth), [{ name: 'Expenses & Travels', link: '/app/travels' }]);
    const manyScreens = searchSuggestionsSchema.parse(
      (await t.app.inject({ url: '/api/people/suggestions?term=a', headers: financial })).json(),
    );
    assert.equal(manyScreens.length, 5);
  });

  it('pages the screens the profile may open whose title contains the term', async () => {
    const screens = async (query: string, headers = auth) =>
      t.app.inject({ url: `/api/search/screens?${query}`, headers });
    const employee = screenSearchResultSchema.parse((await screens('search=VACATIONS')).json());
    assert.deepEqual(employee, {
      items: [{ title: 'Vacations', link: '/app/vacations' }],
      total: 1,
      page: 1,
      pageSize: 12,
    });
    const hr = await t.authAs('hr@example.com');
    const second = screenSearchResultSchema.parse(
      (await screens('search=vacations&page=2&pageSize=1', hr)).json(),
    );
    assert.deepEqual(second.items, [
      { title: 'Vacations Calendar', link: '/app/manage-vacations-calendar' },
    ]);
    assert.equal(second.total, 2);
    const blank = await screens('search=%20');
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().fields?.[0]?.message, VALIDATION_MESSAGES.invalidSearchTerm);
    assert.equal((await t.app.inject({ url: '/api/search/screens?search=a' })).statusCode, 401);
  });
});
