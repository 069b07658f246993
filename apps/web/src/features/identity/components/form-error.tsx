import Typography from '@mui/material/Typography';

/**
 * A failed call's text under a form; sign-in and forgot-password show it in orange (spec §8), the
 * theme's dark orange, which keeps WCAG AA contrast for text in both schemes.
 */
export function FormError({
  message,
  tone,
}: {
  message: string | null;
  tone: 'warning' | 'caption';
}) {
  if (!message) return null;
  return (
    <Typography
      role="alert"
      variant={tone === 'warning' ? 'body2' : 'caption'}
      sx={{ color: tone === 'warning' ? 'warning.dark' : 'text.secondary', fontWeight: 500 }}
    >
      {message}
    </Typography>
  );
}
