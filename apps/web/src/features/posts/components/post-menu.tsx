import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Post } from '@quadro/contract/posts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { EditPostDialog } from './edit-post-dialog.tsx';
import { RemovePostDialog } from './remove-post-dialog.tsx';

type OpenDialog = 'edit' | 'delete' | 'remove' | null;

/** The author's Edit and Delete, HR's Remove; nothing for others. */
export function PostMenu({ post, onGone }: { post: Post; onGone?: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const menuId = useId();
  const close = () => setDialog(null);
  const remove = useDeletePost(post.id, {
    onSuccess: () => {
      close();
      onGone?.();
    },
    leavesPage: onGone !== undefined,
  });
  if (!post.canEdit && !post.canRemove) return null;
  const open = (next: OpenDialog) => () => {
    setAnchor(null);
    setDialog(next);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions on the post by ${post.author.displayName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {post.canEdit && <MenuItem onClick={open('edit')}>Edit</MenuItem>}
        {post.canEdit && <MenuItem onClick={open('delete')}>Delete</MenuItem>}
        {post.canRemove && !post.canEdit && <MenuItem onClick={open('remove')}>Remove</MenuItem>}
      </Menu>
      {dialog === 'edit' && <EditPostDialog post={post} onClose={close} />}
      {dialog === 'remove' && <RemovePostDialog post={post} onClose={close} onRemoved={onGone} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete post"
        submitLabel="Delete"
        loading={remove.isPending}
        onCancel={close}
        onSubmit={() => remove.mutate()}
      >
        Delete this post with its images, comments, likes and reactions?
      </ConfirmDialog>
    </>
  );
}
