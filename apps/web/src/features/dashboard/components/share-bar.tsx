import Box from '@mui/material/Box';

/**
 * A small bar showing `value` as a share of `max`, beside the number it draws (hidden from
 * assistive technology, which reads the number). Decimal strings become floats here only to size it.
 */
export function ShareBar({
  value,
  max,
  colour = 'primary.main',
}: {
  value: string;
  max: number;
  colour?: string;
}) {
  const share = max > 0 ? Math.min(100, (Number(value) / max) * 100) : 0;
  return (
    <Box aria-hidden sx={{ height: 6, borderRadius: 1, bgcolor: 'action.hover', minWidth: 48 }}>
      <Box sx={{ width: `${share}%`, height: '100%', borderRadius: 1, bgcolor: colour }} />
    </Box>
  );
}

/** The largest of decimal strings, as a float to size bars with. */
export const largest = (values: readonly string[]) => Math.max(0, ...values.map(Number));
