import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forgotPasswordFormSchema } from '@quadro/contract/identity';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { Link as RouterLink } from 'react-router';
import { authFlowErrorText } from '../../app/api/auth-flow-error.ts';
import { LOGIN_PATH } from '../../app/navigation.ts';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { PublicForm } from '../../components/public-form/public-form.tsx';
import { PublicTextField } from '../../components/public-form/public-text-field.tsx';
import { useForgotPassword } from './api/forgot-password.ts';
import { FormError } from './components/form-error.tsx';

function GoBackButton({ variant }: { variant: 'text' | 'contained' }) {
  return (
    <Button component={RouterLink} to={LOGIN_PATH} variant={variant} size="large">
      Go Back
    </Button>
  );
}

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  if (forgot.isPending) {
    return (
      <AuthCard title="Forgot Password ?">
        <PageLoader label="Sending reset link" />
      </AuthCard>
    );
  }
  if (forgot.isSuccess) {
    return (
      <AuthCard title="Forgot Password ?">
        <Stack spacing={3}>
          <Alert severity="success">{SUCCESS_MESSAGES.resetLinkSent}</Alert>
          <GoBackButton variant="contained" />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot Password ?" caption="Send reset password link to Your email">
      <PublicForm
        schema={forgotPasswordFormSchema}
        defaultValues={{ email: '' }}
        onSubmit={(values) => forgot.mutate(values)}
        aria-label="Forgot password"
      >
        <PublicTextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <FormError
          tone="warning"
          message={forgot.isError ? authFlowErrorText('forgotPassword', forgot.error) : null}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <GoBackButton variant="text" />
          <Button type="submit" variant="contained" size="large">
            Send Reset Link
          </Button>
        </Stack>
      </PublicForm>
    </AuthCard>
  );
}
