/** The feature's query keys: a change to a post invalidates its family (`all`, or `feeds`). */
export const postKeys = {
  all: ['posts'] as const,
  feeds: ['posts', 'feed'] as const,
  feed: (filter: FeedFilter) => ['posts', 'feed', filter] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  celebrations: ['posts', 'celebrations'] as const,
  preference: ['posts', 'celebration-preference'] as const,
};

/** What a feed list shows: everyone's posts or one person's, filtered by a search term. */
export interface FeedFilter {
  search?: string;
  authorId?: string;
}
