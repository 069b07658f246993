import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useRemoveProfilePicture } from '../api/remove-profile-picture.ts';

export function RemovePictureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const remove = useRemoveProfilePicture({ onSuccess: onClose });
  return (
    <ConfirmDialog
      open={open}
      title="Remove profile picture"
      onCancel={onClose}
      onSubmit={() => remove.mutate()}
      loading={remove.isPending}
    >
      Your picture will be removed and the default avatar shown instead.
    </ConfirmDialog>
  );
}
