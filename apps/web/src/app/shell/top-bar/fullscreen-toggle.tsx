import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () => document.fullscreenElement !== null;

export function FullscreenToggle() {
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen);
  const label = fullscreen ? 'Exit full screen' : 'Full screen';
  const toggle = () =>
    fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => void toggle().catch(() => {})}>
        {fullscreen ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
