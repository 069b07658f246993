import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { useState } from 'react';
import { useChangeProfilePicture } from '../api/change-profile-picture.ts';
import { cropImage, type PixelArea } from '../crop-image.ts';
import { useObjectUrl } from '../use-object-url.ts';
import { ImagePicker } from './image-picker.tsx';
import { PictureCropper } from './picture-cropper.tsx';

/** Spec §5: pick one image, crop it 4:3, upload the crop as JPEG. Loaded lazily with react-easy-crop. */
export function ChangePictureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [missingImage, setMissingImage] = useState(false);
  // Known once the cropper has measured the loaded image; Confirm waits for it.
  const [area, setArea] = useState<PixelArea | null>(null);
  const image = useObjectUrl(file);
  const change = useChangeProfilePicture({ onSuccess: onClose });

  const pick = (picked: File) => {
    setArea(null);
    setFile(picked);
    setMissingImage(false);
  };
  // Spec §4: leaving the dialog clears the chosen file and the error (after it has faded out).
  const clear = () => {
    setFile(null);
    setArea(null);
    setMissingImage(false);
    change.reset();
  };
  const confirm = async () => {
    if (!image) {
      setMissingImage(true);
      return;
    }
    if (!area) return;
    const cropped = await cropImage(image, area).catch(() => null);
    // Spec §5: crop failures are ignored silently.
    if (cropped) change.mutate(cropped);
  };

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: clear } }}
    >
      <DialogTitle>Change profile picture</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ImagePicker fileName={file?.name} onPick={pick} />
        <PictureCropper key={image} image={image} onAreaChange={setArea} />
        {missingImage && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            {VALIDATION_MESSAGES.selectImageFirst}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={image !== null && area === null}
          loading={change.isPending}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
