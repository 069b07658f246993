import Button from '@mui/material/Button';
import { registerFormSchema } from '@quadro/contract/auth';
import { authFlowErrorText } from '../../../app/api/auth-flow-error.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useRegister } from '../api/register.ts';
import { FormError } from './form-error.tsx';

const EMPTY_FORM = { name: '', email: '', password: '', passwordConfirm: '' };

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();
  return (
    <Form
      schema={registerFormSchema}
      defaultValues={EMPTY_FORM}
      onSubmit={({ checkbox: _accepted, ...account }) =>
        register.mutate(account, { onSuccess: onRegistered })
      }
      aria-label="Register"
    >
      {() => (
        <>
          <FormTextField name="name" label="Username" autoComplete="name" />
          <FormTextField name="email" label="Email" type="email" autoComplete="email" />
          <FormPasswordField name="password" label="Password" autoComplete="new-password" />
          <FormPasswordField
            name="passwordConfirm"
            label="Confirm Password"
            autoComplete="new-password"
          />
          <FormCheckbox name="checkbox" label="I agree with the terms and conditions" />
          <FormError
            tone="warning"
            message={register.isError ? authFlowErrorText('register', register.error) : null}
          />
          <Button type="submit" variant="contained" size="large" loading={register.isPending}>
            Create Account
          </Button>
        </>
      )}
    </Form>
  );
}
