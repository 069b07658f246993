import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** Posts are longer than a card: ten a page, as the feed loads them. */
export const POST_RESULTS_PAGE_SIZE = 10;

interface SearchPostsParams {
  search: string;
  page: number;
}

/** GET /api/search/posts: one page of the posts whose text or author's nickname holds the term. */
export function searchPosts({ search, page }: SearchPostsParams) {
  return apiRequest(POSTS_ENDPOINTS.searchPosts, {
    query: { search, page, pageSize: POST_RESULTS_PAGE_SIZE },
  });
}

export const postSearchQuery = (params: SearchPostsParams) =>
  queryOptions({
    // Under 'posts', so a change to a post (which invalidates the posts' family) refreshes it.
    queryKey: ['posts', 'search', params] as const,
    queryFn: () => searchPosts(params),
  });

/** Nothing is searched for a blank term (spec §5). */
export function usePostSearch(params: SearchPostsParams, enabled: boolean) {
  return useQuery({ ...postSearchQuery(params), enabled, placeholderData: keepPreviousData });
}
