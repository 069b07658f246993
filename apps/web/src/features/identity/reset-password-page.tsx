import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordFormSchema } from '@quadro/contract/identity';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { authFlowErrorText } from '../../app/api/auth-flow-error.ts';
import { LOGIN_PATH } from '../../app/navigation.ts';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { PublicForm } from '../../components/public-form/public-form.tsx';
import { PublicPasswordField } from '../../components/public-form/public-password-field.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { FormError } from './components/form-error.tsx';
import { decodeResetCode } from './decode-reset-code.ts';

/** The code is read raw from the address: the router's params are already decoded once. */
function rawCodeSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}

export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const reset = useResetPassword();
  if (reset.isSuccess) {
    return (
      <AuthCard title={SUCCESS_MESSAGES.passwordReset}>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          You can now sign in with your new password.
        </Typography>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
          Login
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" caption="Choose a new password for your account.">
      <PublicForm
        schema={resetPasswordFormSchema}
        defaultValues={{ password: '', confirmedPassword: '' }}
        onSubmit={(values) =>
          reset.mutate({ ...values, userId: id, code: decodeResetCode(rawCodeSegment(pathname)) })
        }
        aria-label="Reset password"
      >
        <PublicPasswordField name="password" label="New Password" autoComplete="new-password" />
        <PublicPasswordField
          name="confirmedPassword"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <FormError
          tone="warning"
          message={reset.isError ? authFlowErrorText('resetPassword', reset.error) : null}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={LOGIN_PATH} size="large">
            Go Back
          </Button>
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </PublicForm>
    </AuthCard>
  );
}
