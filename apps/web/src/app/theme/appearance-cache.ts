import type { SchemeColours } from '@quadro/contract/appearance-palettes';

/**
 * The last appearance this browser applied (docs/appearance.md), read synchronously where the
 * theme is created, so a reload paints the user's palette before the API answers. A few lines
 * that load with the sign-in page: the rest of the appearance code loads with the shell.
 */
export const APPEARANCE_CACHE_KEY = 'quadro.appearance';

export interface CachedAppearance {
  /** The saved settings as the shell last applied them (checked by the shell, not here). */
  settings: Record<string, unknown>;
  colours: { light: SchemeColours; dark: SchemeColours };
}

export function readCachedAppearance(): CachedAppearance | undefined {
  try {
    const stored = JSON.parse(
      localStorage.getItem(APPEARANCE_CACHE_KEY) ?? 'null',
    ) as CachedAppearance | null;
    return stored?.colours?.light && stored.colours.dark ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedAppearance(cached: CachedAppearance): void {
  try {
    localStorage.setItem(APPEARANCE_CACHE_KEY, JSON.stringify(cached));
  } catch {
    // A full or blocked storage costs only the first paint's palette.
  }
}
