import Button from '@mui/material/Button';
import { registerFormSchema } from '@quadro/contract/identity';
import { authFlowErrorText } from '../../../app/api/auth-flow-error.ts';
import { PublicCheckbox } from '../../../components/public-form/public-checkbox.tsx';
import { PublicForm } from '../../../components/public-form/public-form.tsx';
import { PublicPasswordField } from '../../../components/public-form/public-password-field.tsx';
import { PublicTextField } from '../../../components/public-form/public-text-field.tsx';
import { useRegister } from '../api/register.ts';
import { FormError } from './form-error.tsx';

const EMPTY_FORM = { name: '', email: '', password: '', passwordConfirm: '' };

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();
  return (
    <PublicForm
      schema={registerFormSchema}
      defaultValues={EMPTY_FORM}
      onSubmit={({ checkbox: _accepted, ...account }) =>
        register.mutate(account, { onSuccess: onRegistered })
      }
      aria-label="Register"
    >
      <PublicTextField name="name" label="Username" autoComplete="name" />
      <PublicTextField name="email" label="Email" type="email" autoComplete="email" />
      <PublicPasswordField name="password" label="Password" autoComplete="new-password" />
      <PublicPasswordField
        name="passwordConfirm"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <PublicCheckbox name="checkbox" label="I agree with the terms and conditions" />
      <FormError
        tone="warning"
        message={register.isError ? authFlowErrorText('register', register.error) : null}
      />
      <Button type="submit" variant="contained" size="large" loading={register.isPending}>
        Create Account
      </Button>
    </PublicForm>
  );
}
