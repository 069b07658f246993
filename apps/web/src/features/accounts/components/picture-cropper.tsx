import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { PixelArea } from '../crop-image.ts';

// Spec §5: crop aspect 4:3, zoom 1 to 3 in steps of 0.1.
const ASPECT = 4 / 3;
const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.1;
// Page Up/Down and Shift+arrows; MUI's default of 10 would jump straight to the end.
const SHIFT_STEP = 0.5;

interface PictureCropperProps {
  /** A `blob:` link to the chosen file, or null before one is chosen. */
  image: string | null;
  onAreaChange: (area: PixelArea) => void;
}

/** The crop area and its zoom slider. Give it a `key` per image so each starts centred at zoom 1. */
export function PictureCropper({ image, onAreaChange }: PictureCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  return (
    <Stack spacing={1}>
      <Box
        data-testid="crop-area"
        sx={{
          position: 'relative',
          height: { xs: 240, sm: 320 },
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.900',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {image ? (
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            aspect={ASPECT}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => onAreaChange(pixels)}
          />
        ) : (
          <Typography sx={{ color: 'grey.400', px: 2, textAlign: 'center' }}>
            Choose a PNG or JPEG image to crop it here.
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <ZoomOut sx={{ color: 'text.secondary' }} />
        <Slider
          aria-label="Zoom"
          value={zoom}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          shiftStep={SHIFT_STEP}
          disabled={!image}
          onChange={(_event, value) => setZoom(value)}
        />
        <ZoomIn sx={{ color: 'text.secondary' }} />
      </Stack>
    </Stack>
  );
}
