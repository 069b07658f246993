import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { LoginForm as LoginValues } from '@quadro/contract/identity';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicCheckbox } from '../../../components/public-form/public-checkbox.tsx';
import { PublicForm } from '../../../components/public-form/public-form.tsx';
import { PublicPasswordField } from '../../../components/public-form/public-password-field.tsx';
import { PublicTextField } from '../../../components/public-form/public-text-field.tsx';
import { type SignInChallenge, useLogin } from '../api/login.ts';

const LoginError = lazy(async () => ({ default: (await import('./login-error.tsx')).LoginError }));

/** The schema is fetched on the first validation so that the page opens without Zod. */
const loadLoginSchema = async () => (await import('@quadro/contract/identity')).loginFormSchema;
const EMPTY_FORM: LoginValues = { email: '', password: '', remember: false };

/** Back from the second step: the e-mail and Remember stay, the password is asked again. */
export interface PasswordStepReturn {
  email: string;
  remember: boolean;
  /** Why it came back, when it was not the user's choice (the challenge expired). */
  notice?: string | undefined;
}

interface LoginFormProps {
  returning: PasswordStepReturn | null;
  /** The password was right and the account asks for a code as well. */
  onChallenge: (challenge: SignInChallenge) => void;
}

/** Signing in stores the session; the login page then redirects because a user is stored. */
export function LoginForm({ returning, onChallenge }: LoginFormProps) {
  const login = useLogin();
  const notice = login.isIdle ? returning?.notice : undefined;
  return (
    <PublicForm
      schema={loadLoginSchema}
      defaultValues={
        returning
          ? { email: returning.email, password: '', remember: returning.remember }
          : EMPTY_FORM
      }
      onSubmit={(values) =>
        login.mutate(values, {
          onSuccess: (challenge) => {
            if (challenge) onChallenge(challenge);
          },
        })
      }
      aria-label="Sign in"
    >
      <PublicTextField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!returning}
      />
      <PublicPasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        autoFocus={Boolean(returning)}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <PublicCheckbox name="remember" label="Remember" />
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          Forgot Password?
        </Link>
      </Box>
      {(login.isError || notice) && (
        <Suspense fallback={null}>
          <LoginError error={login.error} notice={notice} />
        </Suspense>
      )}
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        Sign In
      </Button>
    </PublicForm>
  );
}
