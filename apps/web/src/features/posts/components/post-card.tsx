import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { type Post, postLink } from '@quadro/contract/posts';
import { PostByline } from './post-byline.tsx';
import { PostImagesGrid } from './post-images-grid.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostResponsesBar } from './post-responses-bar.tsx';
import { PostText } from './post-text.tsx';

/** A post on the feed: who and when, the text, the images opening the details, the responses. */
export function PostCard({ post }: { post: Post }) {
  const link = postLink(post.id);
  return (
    <Card component="article" aria-label={`Post by ${post.author.displayName}`}>
      <CardContent>
        <Stack spacing={2}>
          <PostByline
            person={post.author}
            createdAt={post.createdAt}
            editedAt={post.editedAt}
            dateLink={link}
            action={<PostMenu post={post} />}
          />
          <PostText text={post.text} />
          <PostImagesGrid images={post.images} author={post.author.displayName} link={link} />
          <PostResponsesBar post={post} commentsLink={link} />
        </Stack>
      </CardContent>
    </Card>
  );
}
