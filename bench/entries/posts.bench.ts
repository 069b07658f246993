import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';

const FEED = 'GET /api/posts';
const SEARCH = 'GET /api/search/posts';
const SEARCH_COMMON = 'GET /api/search/posts (common term)';
/**
 * One scale post in 100 speaks of São João (posts.scale.seed.ts): 1,000 of 100,000 match, few
 * enough for the search to sort the matches its indexes find (post-search.repository.ts).
 */
const SEARCH_QUERY = 'search=sao%20joao&page=1&pageSize=10';
/** One in ten visited Évora: 10,000 match, so the feed's index is read newest first instead. */
const SEARCH_COMMON_QUERY = 'search=evora&page=1&pageSize=10';

/**
 * The feed's first page (10 newest of the 100,000 scale posts, with their images, comments, likes
 * and reactions) and a page of the posts search, accents ignored, for a rare and a common term,
 * read by employee@. The search over employees is people's entry (`GET /api/people/search`).
 */
export const postsBench: BenchDomain = {
  name: 'posts',
  bare: new URL('./posts.bare.ts', import.meta.url),
  async entries(bench) {
    const { ours, bare } = bench;
    await bench.compare(
      FEED,
      { ours: `${ours.baseUrl}/api/posts`, bare: `${bare.baseUrl}/bare/posts` },
      bench.employee.headers,
    );
    for (const [name, query] of [
      [SEARCH, SEARCH_QUERY],
      [SEARCH_COMMON, SEARCH_COMMON_QUERY],
    ] as const) {
      await bench.compare(
        name,
        {
          ours: `${ours.baseUrl}/api/search/posts?${query}`,
          bare: `${bare.baseUrl}/bare/search/posts?${query}`,
        },
        bench.employee.headers,
        { family: SEARCH },
      );
    }
  },
  goals: (view) => [
    halfTheBareThroughput(view, FEED, "GET /api/posts (the feed's first page among 100,000 posts)"),
    halfTheBareThroughput(
      view,
      SEARCH,
      'GET /api/search/posts (a page of the 1,000 posts holding “sao joao”, accents ignored)',
    ),
    halfTheBareThroughput(
      view,
      SEARCH_COMMON,
      'GET /api/search/posts (a page of the 10,000 posts holding “evora”)',
    ),
  ],
};
