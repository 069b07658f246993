import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { postIdParamsSchema } from '@quadro/contract/posts';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { APP_NOT_FOUND_PATH } from '../../app/navigation.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { usePost } from './api/get-post.ts';
import { CommentForm } from './components/comment-form.tsx';
import { CommentList } from './components/comment-list.tsx';
import { PostByline, profileLink } from './components/post-byline.tsx';
import { PostImagesGrid } from './components/post-images-grid.tsx';
import { PostMenu } from './components/post-menu.tsx';
import { PostResponsesBar } from './components/post-responses-bar.tsx';
import { PostText } from './components/post-text.tsx';

const FEED = '/app/public-feed';

/** /app/post/:id/post-details: an unknown id opens the not-found page before any call. */
export function PostDetailsPage() {
  const { id = '' } = useParams();
  if (!postIdParamsSchema.safeParse({ id }).success) {
    return <Navigate to={APP_NOT_FOUND_PATH} replace />;
  }
  return <PostDetails id={id.toLowerCase()} />;
}

/** The post with its images full size, who liked it, and its comments (a 404: not-found). */
function PostDetails({ id }: { id: string }) {
  const { data: post } = usePost(id);
  const navigate = useNavigate();
  if (!post) return <PageLoader />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto', width: '100%' }}>
      <Card component="article" aria-label={`Post by ${post.author.displayName}`}>
        <CardContent>
          <Stack spacing={2}>
            <PostByline
              person={post.author}
              createdAt={post.createdAt}
              editedAt={post.editedAt}
              action={<PostMenu post={post} onGone={() => navigate(FEED, { replace: true })} />}
            />
            <PostText text={post.text} />
            <PostImagesGrid images={post.images} author={post.author.displayName} />
            <PostResponsesBar post={post} />
            <Divider />
            <Box component="section" aria-labelledby="likers-title">
              <Typography id="likers-title" variant="subtitle1" component="h2" gutterBottom>
                Liked by
              </Typography>
              {post.likers.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No likes yet.</Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1.5,
                    m: 0,
                    p: 0,
                    listStyle: 'none',
                  }}
                >
                  {post.likers.map((person) => (
                    <li key={person.id}>
                      <Link component={RouterLink} to={profileLink(person.id)} underline="hover">
                        {person.displayName}
                      </Link>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="comments-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="comments-title" variant="h6" component="h2">
              Comments ({post.commentList.length})
            </Typography>
            <CommentList postId={post.id} comments={post.commentList} />
            <CommentForm postId={post.id} />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
