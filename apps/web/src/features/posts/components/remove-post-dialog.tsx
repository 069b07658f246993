import Typography from '@mui/material/Typography';
import { POST_REMOVAL_REASON_MAX, type Post, removalInputSchema } from '@quadro/contract/posts';
import { useId } from 'react';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useRemovePost } from '../api/remove-post.ts';

/** HR's Remove: another's post taken off the feed, with a reason mailed to its author. */
export function RemovePostDialog({
  post,
  onClose,
  onRemoved,
}: {
  post: Post;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const formId = useId();
  const remove = useRemovePost(post.id, {
    onSuccess: () => {
      onClose();
      onRemoved?.();
    },
    leavesPage: onRemoved !== undefined,
  });
  return (
    <FormDialog
      open
      title="Remove post"
      onClose={onClose}
      formId={formId}
      pending={remove.isPending}
      submitLabel="Remove"
      danger
      lockCancelWhilePending
    >
      <Typography>
        The post by {post.author.displayName} leaves the feed, and the reason is mailed to them.
      </Typography>
      <Form
        id={formId}
        schema={removalInputSchema}
        defaultValues={{ reason: '' }}
        onSubmit={(values, form) =>
          remove.mutate(values, { onError: (error) => showServerErrors(form, error) })
        }
      >
        {() => (
          <>
            <FormTextField
              name="reason"
              label="Reason"
              multiline
              rows={3}
              autoFocus
              htmlInput={{ maxLength: POST_REMOVAL_REASON_MAX }}
            />
            <FormRootError />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
