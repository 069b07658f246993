import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useFeed } from '../api/get-feed.ts';
import type { FeedFilter } from '../api/post-keys.ts';
import { feedPosts } from '../feed-cache.ts';
import { PostCard } from './post-card.tsx';

/** How far below the last post the next page starts loading. */
const PRELOAD_MARGIN = '400px';

/**
 * Posts newest first, ten more as the end of the list comes into view (an IntersectionObserver on
 * a sentinel), and a Load more button doing the same for keyboard and screen-reader users.
 */
export function FeedList({ filter, label }: { filter: FeedFilter; label: string }) {
  const feed = useFeed(filter);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!feed.data) return <PageLoader label="Loading posts" />;
  const posts = feedPosts(feed.data);
  if (posts.length === 0) {
    return (
      <Card>
        <CardContent>
          <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack component="section" aria-label={label} spacing={2}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Stack>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', minHeight: 40 }}>
        {hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
            No more posts
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
