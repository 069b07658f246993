import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SsoProvider } from '@quadro/contract/sso';
import { SsoButtons } from './sso-buttons.tsx';

const PLACEHOLDERS = [
  { name: 'Google', icon: <Google /> },
  { name: 'LinkedIn', icon: <LinkedIn /> },
  { name: 'GitHub', icon: <GitHub /> },
];

/**
 * The company's identity providers when some are configured: signing in through one creates the
 * account if the provider may (or finds HR's). Without any, spec §2's disabled placeholders.
 */
export function SocialSignUp({ providers }: { providers: readonly SsoProvider[] | null }) {
  if (providers === null) return null;
  if (providers.length > 0) return <SsoButtons providers={providers} />;
  return (
    <Stack spacing={1.5}>
      {PLACEHOLDERS.map((provider) => (
        <Button
          key={provider.name}
          variant="outlined"
          size="large"
          startIcon={provider.icon}
          disabled
        >
          Continue with {provider.name}
        </Button>
      ))}
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        Social sign-up is coming soon. Please register with your e-mail.
      </Typography>
    </Stack>
  );
}
