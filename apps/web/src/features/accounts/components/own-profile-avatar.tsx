import type { Account } from '@quadro/contract/account';
import { lazy, Suspense, useState } from 'react';
import { EditableAvatar } from './editable-avatar.tsx';
import { RemovePictureDialog } from './remove-picture-dialog.tsx';

// The crop dialog brings react-easy-crop: fetched when first opened, never with the page.
const ChangePictureDialog = lazy(async () => ({
  default: (await import('./change-picture-dialog.tsx')).ChangePictureDialog,
}));

type OpenDialog = 'change' | 'remove' | null;

/** The own profile's avatar with its change and remove actions (spec §2, §4, §5). */
export function OwnProfileAvatar({ account }: { account: Account }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Once loaded the crop dialog stays mounted, so it can fade out and clear itself on close.
  const [cropperLoaded, setCropperLoaded] = useState(false);
  const close = () => setDialog(null);
  return (
    <>
      <EditableAvatar
        account={account}
        onChange={() => {
          setCropperLoaded(true);
          setDialog('change');
        }}
        onRemove={() => setDialog('remove')}
      />
      {cropperLoaded && (
        <Suspense fallback={null}>
          <ChangePictureDialog open={dialog === 'change'} onClose={close} />
        </Suspense>
      )}
      <RemovePictureDialog open={dialog === 'remove'} onClose={close} />
    </>
  );
}
