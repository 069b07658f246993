/**
 * The shell's 17 named palettes (issue 25) and the WCAG contrast they are held to. No Zod here:
 * the web's theme reads the default palette before the shell loads, and this file stays small.
 */

export interface SchemeColours {
  /** Buttons, the top bar, links: text on the backgrounds and under `contrastText`. */
  primary: string;
  secondary: string;
}

export interface NamedPalette {
  name: PaletteName;
  light: SchemeColours;
  dark: SchemeColours;
}

export const PALETTE_NAMES = [
  'Ocean',
  'Royal',
  'Indigo',
  'Violet',
  'Magenta',
  'Rose',
  'Coral',
  'Amber',
  'Gold',
  'Olive',
  'Forest',
  'Emerald',
  'Teal',
  'Cyan',
  'Sky',
  'Slate',
  'Graphite',
] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

/** The page and paper backgrounds of each scheme, and the text each scheme puts on its primary. */
export const SCHEME_SURFACES = {
  light: { background: '#f4f6fb', paper: '#ffffff', contrastText: '#ffffff' },
  dark: { background: '#0f1421', paper: '#171e2e', contrastText: '#0b1020' },
} as const;

/** The default: the portal's colours before palettes existed. */
export const OCEAN_PALETTE: NamedPalette = {
  name: 'Ocean',
  light: { primary: '#1e4fd8', secondary: '#0b7568' },
  dark: { primary: '#7c9cff', secondary: '#3cc9b4' },
};

export const PALETTES: readonly NamedPalette[] = [
  OCEAN_PALETTE,
  {
    name: 'Royal',
    light: { primary: '#3f58d6', secondary: '#854dd3' },
    dark: { primary: '#99a7e9', secondary: '#b493e4' },
  },
  {
    name: 'Indigo',
    light: { primary: '#5c51d4', secondary: '#0d72a5' },
    dark: { primary: '#a8a3e8', secondary: '#27acee' },
  },
  {
    name: 'Violet',
    light: { primary: '#7d43d0', secondary: '#b42db4' },
    dark: { primary: '#bb9ce6', secondary: '#df7fdf' },
  },
  {
    name: 'Magenta',
    light: { primary: '#a92aa9', secondary: '#854dd3' },
    dark: { primary: '#e28be2', secondary: '#b493e4' },
  },
  {
    name: 'Rose',
    light: { primary: '#bf2256', secondary: '#c6381c' },
    dark: { primary: '#eb8ead', secondary: '#eb8772' },
  },
  {
    name: 'Coral',
    light: { primary: '#b9351a', secondary: '#9b5e08' },
    dark: { primary: '#ed927f', secondary: '#e88d0c' },
  },
  {
    name: 'Amber',
    light: { primary: '#915708', secondary: '#c6381c' },
    dark: { primary: '#f2940f', secondary: '#eb8772' },
  },
  {
    name: 'Gold',
    light: { primary: '#79620a', secondary: '#667226' },
    dark: { primary: '#cba610', secondary: '#98ab39' },
  },
  {
    name: 'Olive',
    light: { primary: '#5f6a23', secondary: '#2e7a3b' },
    dark: { primary: '#a0b33c', secondary: '#46b859' },
  },
  {
    name: 'Forest',
    light: { primary: '#2b7237', secondary: '#1a7b4b' },
    dark: { primary: '#55bf67', secondary: '#27b970' },
  },
  {
    name: 'Emerald',
    light: { primary: '#187346', secondary: '#157870' },
    dark: { primary: '#29c275', secondary: '#20b5a8' },
  },
  {
    name: 'Teal',
    light: { primary: '#14716a', secondary: '#1e69d1' },
    dark: { primary: '#21beb0', secondary: '#71a4eb' },
  },
  {
    name: 'Cyan',
    light: { primary: '#0e6e82', secondary: '#655ad6' },
    dark: { primary: '#18bada', secondary: '#a09ae6' },
  },
  {
    name: 'Sky',
    light: { primary: '#0d6b9b', secondary: '#4961d8' },
    dark: { primary: '#3fb5ef', secondary: '#8f9ee7' },
  },
  {
    name: 'Slate',
    light: { primary: '#55667f', secondary: '#1e69d1' },
    dark: { primary: '#9dabbe', secondary: '#71a4eb' },
  },
  {
    name: 'Graphite',
    light: { primary: '#606571', secondary: '#5b6d88' },
    dark: { primary: '#a5aab3', secondary: '#95a3b8' },
  },
];

export function paletteNamed(name: string): NamedPalette {
  return PALETTES.find((palette) => palette.name === name) ?? OCEAN_PALETTE;
}

/** WCAG 2.x AA for normal text. */
export const WCAG_AA_NORMAL_TEXT = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
