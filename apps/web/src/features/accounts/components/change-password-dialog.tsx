import { changePasswordFormSchema } from '@quadro/contract/identity';
import { useState } from 'react';
import { authFlowErrorText } from '../../../app/api/auth-flow-error.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { useChangePassword } from '../api/change-password.ts';

const FORM_ID = 'change-password-form';
const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Closes itself on success; leaving the form clears its error (spec §4). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword({ onSuccess: onClose });
  const [dirty, setDirty] = useState(false);
  return (
    <FormDialog
      open={open}
      title="Change Password"
      onClose={onClose}
      formId={FORM_ID}
      submitLabel="Confirm"
      submitDisabled={!dirty}
      pending={change.isPending}
    >
      <Form
        id={FORM_ID}
        schema={changePasswordFormSchema}
        defaultValues={EMPTY_FORM}
        onSubmit={(values, form) =>
          change.mutate(values, {
            onError: (error) =>
              form.setError('root', { message: authFlowErrorText('changePassword', error) }),
          })
        }
        onDirtyChange={setDirty}
        aria-label="Change password"
      >
        {() => (
          <>
            <FormPasswordField
              name="currentPassword"
              label="Current Password"
              autoComplete="current-password"
            />
            <FormPasswordField
              name="newPassword"
              label="New Password"
              autoComplete="new-password"
            />
            <FormPasswordField
              name="confirmNewPassword"
              label="Confirm New Password"
              autoComplete="new-password"
            />
            <FormRootError />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
