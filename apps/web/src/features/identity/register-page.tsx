import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useRegistrationOpen } from './api/get-registration-status.ts';
import { useSsoProviders } from './api/get-sso-providers.ts';
import { RegisterForm } from './components/register-form.tsx';
import { SocialSignUp } from './components/social-sign-up.tsx';

type RegisterTab = 'email' | 'social';

export function RegisterPage() {
  const [tab, setTab] = useState<RegisterTab>('email');
  const [registered, setRegistered] = useState(false);
  const providers = useSsoProviders();
  const open = useRegistrationOpen();
  return (
    <AuthCard title="Register" caption="Create your Quadro account.">
      {open === false ? (
        <Alert severity="info">{AUTH_MESSAGES.registrationClosed}</Alert>
      ) : registered ? (
        <Alert severity="success">{SUCCESS_MESSAGES.registered}</Alert>
      ) : open === null ? null : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: RegisterTab) => setTab(next)}
            variant="fullWidth"
            sx={{ mb: 3 }}
          >
            <Tab value="email" label="With Email" />
            <Tab value="social" label="With Social Media" />
          </Tabs>
          <Box role="tabpanel">
            {tab === 'email' ? (
              <RegisterForm onRegistered={() => setRegistered(true)} />
            ) : (
              <SocialSignUp providers={providers} />
            )}
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign In
        </Link>
      </Typography>
    </AuthCard>
  );
}
