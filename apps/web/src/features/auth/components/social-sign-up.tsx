import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PROVIDERS = [
  { name: 'Google', icon: <Google /> },
  { name: 'LinkedIn', icon: <LinkedIn /> },
  { name: 'GitHub', icon: <GitHub /> },
];

/** Placeholders: social sign-up is not offered yet (spec §2), so the buttons are disabled. */
export function SocialSignUp() {
  return (
    <Stack spacing={1.5}>
      {PROVIDERS.map((provider) => (
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
