import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useAppearance } from './appearance-context.tsx';

/** The top bar's light/dark switch: the signed-in user's mode, saved with their appearance. */
export function AppearanceModeToggle() {
  const { settings, update } = useAppearance();
  const dark = settings.mode === 'dark';
  const label = dark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton
      aria-label={label}
      title={label}
      color="inherit"
      onClick={() => update({ mode: dark ? 'light' : 'dark' })}
    >
      {dark ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
