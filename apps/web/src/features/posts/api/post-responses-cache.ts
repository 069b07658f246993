import type { FeedPage, PostDetail, PostResponses } from '@quadro/contract/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { detailWithResponses, feedWithResponses } from '../feed-cache.ts';
import { postKeys } from './post-keys.ts';

/**
 * A like or reaction call answers the post's new counts: they replace the old ones in every
 * loaded feed and in the details at once (no refetch of the feed's pages); the details' likers
 * are fetched again.
 */
export async function showResponses(
  queryClient: QueryClient,
  postId: string,
  responses: PostResponses,
): Promise<void> {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postKeys.feeds }, (data) =>
    feedWithResponses(data, postId, responses),
  );
  queryClient.setQueryData<PostDetail>(postKeys.detail(postId), (detail) =>
    detailWithResponses(detail, responses),
  );
  await queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) });
}
