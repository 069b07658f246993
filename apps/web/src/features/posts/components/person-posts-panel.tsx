import { FeedList } from './feed-list.tsx';

/** The Posts tab of another person's profile: their posts, newest first. */
export function PersonPostsPanel({ personId }: { personId: string }) {
  return <FeedList filter={{ authorId: personId }} label="Posts" />;
}
