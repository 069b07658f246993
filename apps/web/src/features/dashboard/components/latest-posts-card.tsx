import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PostTeaser } from '@quadro/contract/dashboard';
import { formatDateTime } from '@quadro/contract/formatting';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from './dashboard-card.tsx';

/** The feed's latest posts: author, when, and the excerpt opening the post. */
export function LatestPostsCard({ posts }: { posts: readonly PostTeaser[] }) {
  return (
    <DashboardCard
      title="Latest posts"
      link={{ label: 'Open the public feed', href: '/app/public-feed' }}
    >
      {posts.length === 0 ? (
        <Typography variant="body2">Nobody has posted yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {posts.map((post) => (
            <li key={post.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {post.authorName}
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: 'text.secondary', ml: 1 }}
                >
                  {formatDateTime(post.createdAt)}
                </Typography>
              </Typography>
              <Link
                component={RouterLink}
                to={`/app/post/${post.id}/post-details`}
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {post.excerpt || 'Open the post'}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
