import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { POST_IMAGE_ACCEPT, POST_IMAGES_MAX } from '@quadro/contract/posts';
import { type ChangeEvent, useRef } from 'react';
import type { ComposerImage } from '../post-images.ts';

interface ComposerImagesProps {
  images: readonly ComposerImage[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string | undefined;
}

/** The composer's images (spec §3 image list items): thumbnails to remove, and the picker. */
export function ComposerImages({ images, onPick, onRemove, error }: ComposerImagesProps) {
  const picker = useRef<HTMLInputElement | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <Stack spacing={1}>
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label="Images of the post"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {images.map((image, index) => (
            <Box
              component="li"
              key={`${image.id}-${image.url}`}
              sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={image.url}
                alt={`Image ${index + 1}${image.file ? `: ${image.file.name}` : ''}`}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <Tooltip title="Remove image">
                <IconButton
                  size="small"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onRemove(index)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          onClick={() => picker.current?.click()}
        >
          Add images
        </Button>
        <input
          ref={picker}
          type="file"
          name="images"
          aria-label="Add images"
          accept={POST_IMAGE_ACCEPT}
          multiple
          hidden
          onChange={pick}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {images.length} of {POST_IMAGES_MAX} images · .png, .jpeg or .jpg, 5 MB each
        </Typography>
      </Stack>
      {error && (
        <FormHelperText error role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
