import type { Post } from '@quadro/contract/posts';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { useUpdatePost } from '../api/update-post.ts';
import { readableWithMentions } from '../mentions.ts';
import { savedImageItems } from '../post-images.ts';
import { type ComposerStart, PostComposer } from './post-composer.tsx';

/** The author's Edit: the composer with the post's text and images; kept images are sent by id. */
export function EditPostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const formId = useId();
  const update = useUpdatePost(post.id, { onSuccess: onClose });
  const [start] = useState<ComposerStart>(() => ({
    ...readableWithMentions(post.text),
    images: savedImageItems(post.images),
  }));
  return (
    <FormDialog
      open
      title="Edit post"
      onClose={onClose}
      large
      formId={formId}
      pending={update.isPending}
      submitLabel="Save"
      lockCancelWhilePending
    >
      <PostComposer
        formId={formId}
        start={start}
        pending={update.isPending}
        keepOnSuccess
        autoFocus
        onSubmit={(write, handlers) => update.mutate(write, handlers)}
      />
    </FormDialog>
  );
}
