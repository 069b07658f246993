import Upload from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from '../../../components/layout/visually-hidden.ts';

// Spec §5: the picker accepts .png, .jpeg, .jpg, one file.
const ACCEPTED = '.png, .jpeg, .jpg';

interface ImagePickerProps {
  fileName: string | undefined;
  onPick: (file: File) => void;
}

export function ImagePicker({ fileName, onPick }: ImagePickerProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<Upload />}
        tabIndex={-1}
        sx={{
          flexShrink: 0,
          '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        Choose image
        <input type="file" accept={ACCEPTED} onChange={pick} style={visuallyHidden} />
      </Button>
      {fileName && (
        <Typography noWrap sx={{ color: 'text.secondary', minWidth: 0 }}>
          {fileName}
        </Typography>
      )}
    </Stack>
  );
}
