import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCreatePost } from '../api/create-post.ts';
import { CelebrationPreferenceSwitch } from './celebration-preference-switch.tsx';
import { FeedList } from './feed-list.tsx';
import { PostComposer } from './post-composer.tsx';

/**
 * The Public tab of the own profile (where the top bar's New Post leads): the composer, focused,
 * the celebration preference, then the user's own posts.
 */
export function OwnPublicPanel({ personId }: { personId: string }) {
  const formId = useId();
  const create = useCreatePost();
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby={`${formId}-title`}>
        <CardContent>
          <Stack spacing={2}>
            <Typography id={`${formId}-title`} variant="h6" component="h2">
              New Post
            </Typography>
            <PostComposer
              formId={formId}
              autoFocus
              submitButton
              pending={create.isPending}
              onSubmit={(write, handlers) => create.mutate(write, handlers)}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <CelebrationPreferenceSwitch />
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        My posts
      </Typography>
      <FeedList filter={{ authorId: personId }} label="My posts" />
    </Stack>
  );
}
