import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Location, Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useStoredUser } from '../../app/auth/use-session.ts';
import { APP_HOME_PATH } from '../../app/navigation.ts';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { LoginForm } from './components/login-form.tsx';

function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : APP_HOME_PATH;
}

export function LoginPage() {
  const user = useStoredUser();
  const location = useLocation();
  const target = returnPath(location.state);
  if (user) return <Navigate to={target} replace />;
  return (
    <AuthCard title="Sign In" caption="Welcome back. Sign in with your work e-mail.">
      <LoginForm />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        No account yet?{' '}
        <Link component={RouterLink} to="/register">
          Create an account
        </Link>
      </Typography>
    </AuthCard>
  );
}
