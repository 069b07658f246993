/** WCAG relative luminance of a colour given as 'RRGGBB'. */
function luminance(hex: string): number {
  const channels = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the colour (spec colours keep WCAG AA with either). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const background = luminance(hex);
  const onWhite = 1.05 / (background + 0.05);
  const onBlack = (background + 0.05) / 0.05;
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
