import type { FeedPage, PostDetail, PostResponses } from '@quadro/contract/posts';
import type { InfiniteData } from '@tanstack/react-query';

/** The feed's pages as the list shows them: every post once, in the order read. */
export function feedPosts(data: InfiniteData<FeedPage> | undefined) {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((post) => {
      if (seen.has(post.id)) return false;
      seen.add(post.id);
      return true;
    }),
  );
}

/** A loaded feed with one post's likes and reactions replaced by a like or reaction call's answer. */
export function feedWithResponses(
  data: InfiniteData<FeedPage> | undefined,
  postId: string,
  responses: PostResponses,
): InfiniteData<FeedPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((post) => (post.id === postId ? { ...post, ...responses } : post)),
    })),
  };
}

/** A loaded feed without a deleted or removed post. */
export function feedWithout(
  data: InfiniteData<FeedPage> | undefined,
  postId: string,
): InfiniteData<FeedPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((post) => post.id !== postId),
    })),
  };
}

/** A post's details with its likes and reactions replaced (the likers are refetched). */
export function detailWithResponses(
  detail: PostDetail | undefined,
  responses: PostResponses,
): PostDetail | undefined {
  return detail ? { ...detail, ...responses } : detail;
}

/** 'Happy birthday' or 'N years at the company' (the year of birth is never shown). */
export function celebrationText(kind: 'birthday' | 'workAnniversary', years: number | null) {
  if (kind === 'birthday') return 'Happy birthday';
  const count = years ?? 0;
  return `${count} ${count === 1 ? 'year' : 'years'} at the company`;
}
