import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { type Location, Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useStoredUser } from '../../app/auth/use-session.ts';
import { APP_HOME_PATH } from '../../app/navigation.ts';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { useSsoProviders } from './api/get-sso-providers.ts';
import type { SignInChallenge } from './api/login.ts';
import { LoginForm, type PasswordStepReturn } from './components/login-form.tsx';
import { SsoButtons } from './components/sso-buttons.tsx';

/** The second step loads only for accounts that ask for a code, so the page opens as light as before. */
const TwoFactorStep = lazy(async () => ({
  default: (await import('./components/two-factor-step.tsx')).TwoFactorStep,
}));

function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : APP_HOME_PATH;
}

export function LoginPage() {
  const user = useStoredUser();
  const location = useLocation();
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [returning, setReturning] = useState<PasswordStepReturn | null>(null);
  const providers = useSsoProviders();
  const target = returnPath(location.state);
  if (user) return <Navigate to={target} replace />;
  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          onBack={(notice) => {
            setReturning({ email: challenge.email, remember: challenge.remember, notice });
            setChallenge(null);
          }}
        />
      </Suspense>
    );
  }
  return (
    <AuthCard title="Sign In" caption="Welcome back. Sign in with your work e-mail.">
      <LoginForm returning={returning} onChallenge={setChallenge} />
      {providers && providers.length > 0 && (
        <>
          <Typography variant="body2" sx={{ my: 2, textAlign: 'center', color: 'text.secondary' }}>
            or
          </Typography>
          <SsoButtons providers={providers} returnTo={target} />
        </>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        No account yet?{' '}
        <Link component={RouterLink} to="/register">
          Create an account
        </Link>
      </Typography>
    </AuthCard>
  );
}
