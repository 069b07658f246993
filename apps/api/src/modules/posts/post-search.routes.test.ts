import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { postSearchResultSchema } from '@quadro/contract/posts';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { searchPostRows } from './post-search.repository.ts';
import { postFixtures } from './posts.fixtures.ts';

describe('GET /api/search/posts: posts by text and nickname, accents ignored, §2 pages', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  const { freshPerson, writePost } = postFixtures(() => t);
  let reader: AuthHeaders;

  const search = async (query: string) =>
    postSearchResultSchema.parse(bodyOf(await call('GET', `/api/search/posts?${query}`, reader)));

  before(async () => {
    t = await createTestApp();
    reader = await t.authAs('employee@example.com');
  });
  after(() => t.close());

  it("finds 'João' by 'joao' (name, no nickname) and a nickname with accents by its plain letters", async () => {
    const joao = await freshPerson('João Ventura Zarco');
    const nicknamed = await freshPerson('Marta Ribeiro', { nickname: 'Tatá Quintanilha' });
    const first = await writePost(joao.headers, 'Primeiro');
    const second = await writePost(joao.headers, 'Segundo');
    const nick = await writePost(nicknamed.headers, 'Com alcunha');

    const byName = await search('search=joao%20ventura');
    assert.deepEqual(
      byName.items.map((post) => post.id),
      [second.id, first.id],
    );
    assert.equal(byName.total, 2);
    assert.equal(byName.items[0]?.author.displayName, 'João Ventura Zarco');

    const byNickname = await search('search=TATA%20QUINTANILHA');
    assert.deepEqual(
      byNickname.items.map((post) => post.id),
      [nick.id],
    );
    assert.equal(byNickname.items[0]?.author.displayName, 'Tatá Quintanilha');
  });

  it('finds posts by their text, accent- and case-insensitive, newest first, in §2 pages', async () => {
    const author = await freshPerson('Nuno Teixeira');
    const ids: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      ids.push((await writePost(author.headers, `Reunião Açoriana número ${index}`)).id);
    }
    const removed = await writePost(author.headers, 'Reunião açoriana apagada');
    bodyOf(await call('DELETE', `/api/posts/${removed.id}`, author.headers));

    const page1 = await search('search=reuniao%20acoriana&page=1&pageSize=2');
    assert.equal(page1.total, 5);
    assert.equal(page1.page, 1);
    assert.equal(page1.pageSize, 2);
    assert.deepEqual(
      page1.items.map((post) => post.id),
      [ids[4], ids[3]],
    );
    const page3 = await search('search=REUNIÃO%20AÇORIANA&page=3&pageSize=2');
    assert.deepEqual(
      page3.items.map((post) => post.id),
      [ids[0]],
    );
    const beyond = await search('search=reuniao%20acoriana&page=9&pageSize=2');
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.total, 5);
  });

  it('reads the same page whether few or many posts match (the two plans of the repository)', async () => {
    const author = await freshPerson('Olga Prates');
    for (let index = 1; index <= 7; index += 1) {
      await writePost(author.headers, `Plano duplo ${index}`);
    }
    for (const offset of [0, 3, 6]) {
      const input = { term: 'plano duplo', offset, limit: 3 };
      const sorted = await searchPostRows(t.database.db, { ...input, fewMatches: 100 });
      const walked = await searchPostRows(t.database.db, { ...input, fewMatches: 0 });
      assert.equal(sorted.total, 7);
      assert.deepEqual(walked, sorted);
      assert.ok(sorted.rows.every((row) => row.createdAt instanceof Date));
      assert.equal(sorted.rows[0]?.author.name, 'Olga Prates');
    }
  });

  it('refuses a blank term with the spec’s message', async () => {
    for (const query of ['', 'search=', 'search=%20%20']) {
      const response = await call('GET', `/api/search/posts?${query}`, reader);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(fieldsOf(response), ['search']);
      assert.equal(response.json().fields[0].message, VALIDATION_MESSAGES.invalidSearchTerm);
    }
  });

  it('answers 401 without a token', async () => {
    assert.equal((await t.app.inject({ url: '/api/search/posts?search=a' })).statusCode, 401);
  });
});
