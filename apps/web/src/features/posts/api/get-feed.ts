import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { type FeedFilter, postKeys } from './post-keys.ts';

/** GET /api/posts?search=&authorId=&cursor=: the feed, newest first, ten posts a page. */
export function getFeed(filter: FeedFilter, cursor: string | undefined) {
  const query = {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.authorId ? { authorId: filter.authorId } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return apiRequest(POSTS_ENDPOINTS.feed, { query });
}

export const feedQuery = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(filter),
    queryFn: ({ pageParam }) => getFeed(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The feed, one more page each time `fetchNextPage` is called (scrolling, Load more); while a new
 * search loads, the posts found before stay on screen.
 */
export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery({ ...feedQuery(filter), placeholderData: keepPreviousData });
}
