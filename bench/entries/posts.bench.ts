import { type BenchDomain, halfTheBareThroughput } from '../lib/bench-domain.ts';

const FEED = 'GET /api/posts';
const SEARCH = 'GET /api/search/posts';
/** One scale post in 50 speaks of São João (posts.scale.seed.ts): 2,000 of 100,000 match. */
const SEARCH_QUERY = 'search=sao%20joao&page=1&pageSize=10';

/**
 * The feed's first page (10 newest of the 100,000 scale posts, with their images, comments, likes
 * and reactions) and a page of the posts search, accents ignored, read by employee@. The search
 * over employees is people's entry (`GET /api/people/search`).
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
    await bench.compare(
      SEARCH,
      {
        ours: `${ours.baseUrl}/api/search/posts?${SEARCH_QUERY}`,
        bare: `${bare.baseUrl}/bare/search/posts?${SEARCH_QUERY}`,
      },
      bench.employee.headers,
    );
  },
  goals: (view) => [
    halfTheBareThroughput(view, FEED, "GET /api/posts (the feed's first page among 100,000 posts)"),
    halfTheBareThroughput(
      view,
      SEARCH,
      'GET /api/search/posts (a page of the 2,000 posts holding “sao joao”, accents ignored)',
    ),
  ],
};
