import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PostComment } from '@quadro/contract/posts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useDeleteComment } from '../api/delete-comment.ts';
import { PostByline } from './post-byline.tsx';
import { PostText } from './post-text.tsx';

/** A post's comments, oldest first, each deletable by its author and HR. */
export function CommentList({ postId, comments }: { postId: string; comments: PostComment[] }) {
  const [deleting, setDeleting] = useState<PostComment | null>(null);
  const remove = useDeleteComment(postId, { onSuccess: () => setDeleting(null) });
  if (comments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No comments yet.</Typography>;
  }
  return (
    <>
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {comments.map((comment) => (
          <Box
            component="li"
            key={comment.id}
            sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <Stack spacing={1}>
              <PostByline
                person={comment.author}
                createdAt={comment.createdAt}
                size={32}
                action={
                  comment.canDelete && (
                    <Tooltip title="Delete comment">
                      <IconButton
                        size="small"
                        aria-label={`Delete the comment by ${comment.author.displayName}`}
                        onClick={() => setDeleting(comment)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )
                }
              />
              <PostText text={comment.text} />
            </Stack>
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete comment"
        submitLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onSubmit={() => deleting && remove.mutate(deleting.id)}
      >
        Delete this comment?
      </ConfirmDialog>
    </>
  );
}
