import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type SsoProvider, ssoButtonLabel } from '@quadro/contract/sso';
import { ssoStartHref } from '../sso-start.ts';

interface SsoButtonsProps {
  providers: readonly SsoProvider[];
  returnTo?: string;
}

/**
 * One 'Sign in with {name}' per configured provider: a full-page link, because the round trip
 * goes through the provider's own pages and comes back to /login/sso.
 */
export function SsoButtons({ providers, returnTo }: SsoButtonsProps) {
  return (
    <Stack spacing={1.5}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          size="large"
          href={ssoStartHref(provider.id, returnTo)}
        >
          {ssoButtonLabel(provider.name)}
        </Button>
      ))}
    </Stack>
  );
}
