import { type DisableTwoFactor, disableTwoFactorSchema } from '@quadro/contract/two-factor';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

const FIELDS = ['password', 'code'];
const EMPTY_FORM = { password: '', code: '' };

/** What the form hands its values to: a mutation, whose field errors land under the fields. */
interface PasswordAndCodeCall {
  mutate: (values: DisableTwoFactor, options: { onError: (error: Error) => void }) => void;
}

/**
 * The password and a current authenticator code: what turning two-factor off and new recovery
 * codes both ask, so a session left open cannot do either.
 */
export function PasswordAndCodeForm({
  id,
  label,
  call,
}: {
  id: string;
  label: string;
  call: PasswordAndCodeCall;
}) {
  const submit = (values: DisableTwoFactor, form: UseFormReturn<typeof EMPTY_FORM>) =>
    call.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'code'),
    });
  return (
    <Form
      id={id}
      schema={disableTwoFactorSchema}
      defaultValues={EMPTY_FORM}
      onSubmit={submit}
      aria-label={label}
    >
      {() => (
        <>
          <FormPasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            autoFocus
          />
          <FormTextField
            name="code"
            label="Authentication code"
            hint="The 6 digits your authenticator app shows now"
            autoComplete="one-time-code"
            htmlInput={{ inputMode: 'numeric', maxLength: 7 }}
          />
        </>
      )}
    </Form>
  );
}
