import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import { readablePostText } from '@quadro/contract/post-text';
import { type Post, postLink } from '@quadro/contract/posts';
import { Link as RouterLink } from 'react-router';
import { AccountAvatar } from '../../../components/layout/account-avatar.tsx';

const THUMBNAIL = { xs: 56, sm: 72 };

/** One post found: who wrote it and when, its text as a reader sees it, its first image small. */
function PostResult({ post }: { post: Post }) {
  const image = post.images[0];
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={postLink(post.id)}
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
      >
        <AccountAvatar url={post.author.avatar} name={post.author.displayName} size={40} />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {post.author.displayName}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(post.createdAt)}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            }}
          >
            {readablePostText(post.text)}
          </Typography>
        </Stack>
        {image && (
          <Box
            component="img"
            src={image.url}
            alt=""
            loading="lazy"
            sx={{
              width: THUMBNAIL,
              height: THUMBNAIL,
              flexShrink: 0,
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
        )}
      </ListItemButton>
    </li>
  );
}

/** The posts found, newest first, each a link to its details. */
export function PostResultList({ posts }: { posts: readonly Post[] }) {
  return (
    <Card>
      <List disablePadding aria-label="Posts found">
        {posts.map((post) => (
          <PostResult key={post.id} post={post} />
        ))}
      </List>
    </Card>
  );
}
