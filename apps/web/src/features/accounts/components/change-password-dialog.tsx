import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema } from '@quadro/contract/identity';
import { authFlowErrorText } from '../../../app/api/auth-flow-error.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { useChangePassword } from '../api/change-password.ts';

const FORM_ID = 'change-password-form';
const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Closes itself on success; leaving the form clears its error (spec §4). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword({ onSuccess: onClose });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => change.reset() } }}
    >
      <DialogTitle>Change Password</DialogTitle>
      <Form
        id={FORM_ID}
        schema={changePasswordFormSchema}
        defaultValues={EMPTY_FORM}
        onSubmit={(values) => change.mutate(values)}
        aria-label="Change password"
      >
        {({ formState }) => (
          <>
            <DialogContent
              sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
            >
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
              {change.isError && (
                <Typography role="alert" variant="caption" sx={{ color: 'text.secondary' }}>
                  {authFlowErrorText('changePassword', change.error)}
                </Typography>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={change.isPending || !formState.isDirty}
                loading={change.isPending}
              >
                Confirm
              </Button>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}
