import { createTheme, type Theme } from '@mui/material/styles';
import {
  OCEAN_PALETTE,
  SCHEME_SURFACES,
  type SchemeColours,
} from '@quadro/contract/appearance-palettes';
import { useSyncExternalStore } from 'react';
import { readCachedAppearance } from './appearance-cache.ts';

const FONT_STACK =
  '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';

export interface ThemeColours {
  light: SchemeColours;
  dark: SchemeColours;
}

/**
 * One theme with a light and a dark scheme in a palette's colours (Ocean by default); the user's
 * mode is kept by MUI in localStorage, their palette by the appearance cache.
 */
export function createAppTheme(colours: ThemeColours = OCEAN_PALETTE): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: {
            main: colours.light.primary,
            contrastText: SCHEME_SURFACES.light.contrastText,
          },
          secondary: {
            main: colours.light.secondary,
            contrastText: SCHEME_SURFACES.light.contrastText,
          },
          // MUI's orange with a darker shade that text can use: 5.4:1 on white (main is 3.1:1).
          warning: { main: '#ed6c02', dark: '#b54708' },
          background: {
            default: SCHEME_SURFACES.light.background,
            paper: SCHEME_SURFACES.light.paper,
          },
        },
      },
      dark: {
        palette: {
          primary: { main: colours.dark.primary, contrastText: SCHEME_SURFACES.dark.contrastText },
          secondary: {
            main: colours.dark.secondary,
            contrastText: SCHEME_SURFACES.dark.contrastText,
          },
          background: {
            default: SCHEME_SURFACES.dark.background,
            paper: SCHEME_SURFACES.dark.paper,
          },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCard: {
        styleOverrides: {
          root: ({ theme }) => ({ border: `1px solid ${theme.vars.palette.divider}` }),
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

let current: { key: string; theme: Theme } = (() => {
  const { light, dark } = readCachedAppearance()?.colours ?? OCEAN_PALETTE;
  return { key: JSON.stringify({ light, dark }), theme: createAppTheme({ light, dark }) };
})();
const listeners = new Set<() => void>();

/** The theme of the palette applied last: the cached one until the shell applies the saved one. */
export function useAppTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current.theme,
  );
}

/** Repaints the portal in a palette's colours (the appearance panel, the saved appearance). */
export function applyThemeColours(colours: ThemeColours): void {
  const key = JSON.stringify({ light: colours.light, dark: colours.dark });
  if (key === current.key) return;
  current = { key, theme: createAppTheme(colours) };
  for (const listener of listeners) listener();
}
