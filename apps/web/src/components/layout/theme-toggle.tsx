import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

/** A native title instead of a Tooltip keeps Popper out of the public pages' bundle. */
export function ThemeToggle({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = dark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton
      aria-label={label}
      title={label}
      color={color}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {dark ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
