import Box from '@mui/material/Box';
import type { AppearanceSettings } from '@quadro/contract/appearance';

const HEIGHTS: Record<AppearanceSettings['backgroundPosition'], string> = {
  header: '180px',
  half: '50vh',
  full: '100%',
};

const WAVES = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='160' height='40' viewBox='0 0 160 40'><path d='M0 20 Q20 5 40 20 T80 20 T120 20 T160 20' fill='none' stroke='${colour}' stroke-width='2'/></svg>`,
  )}")`;

/**
 * The coloured band behind the page: a faint tint of the palette (a gradient of primary and
 * secondary with Gradient on), with the decoration's pattern, as far down as the background
 * position says. Without gradient or decoration there is none: the plain background of before.
 */
export function AppearanceBackdrop({ settings }: { settings: AppearanceSettings }) {
  if (!settings.gradient && settings.decoration === 'none') return null;
  return (
    <Box
      aria-hidden
      data-testid="appearance-backdrop"
      data-position={settings.backgroundPosition}
      sx={(theme) => {
        // The theme has CSS variables (theme.ts): its channels follow the light or dark scheme.
        const { palette } = theme.vars as NonNullable<typeof theme.vars>;
        const primary = `rgba(${palette.primary.mainChannel} / 0.10)`;
        const secondary = `rgba(${palette.secondary.mainChannel} / 0.10)`;
        const tint = settings.gradient
          ? `linear-gradient(135deg, ${primary}, ${secondary})`
          : `linear-gradient(${primary}, ${primary})`;
        const pattern = (waveColour: string) =>
          settings.decoration === 'waves'
            ? [`${WAVES(waveColour)}`, '160px 40px']
            : settings.decoration === 'dots'
              ? [
                  `radial-gradient(rgba(${palette.primary.mainChannel} / 0.25) 1.5px, transparent 1.6px)`,
                  '18px 18px',
                ]
              : undefined;
        const layers = (waveColour: string) => {
          const decoration = pattern(waveColour);
          return decoration
            ? {
                backgroundImage: `${decoration[0]}, ${tint}`,
                backgroundSize: `${decoration[1]}, auto`,
              }
            : { backgroundImage: tint, backgroundSize: 'auto' };
        };
        return {
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: HEIGHTS[settings.backgroundPosition],
          pointerEvents: 'none',
          zIndex: 0,
          ...layers('#00000018'),
          ...theme.applyStyles('dark', layers('#ffffff22')),
          ...(settings.backgroundPosition !== 'full' && {
            maskImage: 'linear-gradient(to bottom, black 60%, transparent)',
          }),
        };
      }}
    />
  );
}
