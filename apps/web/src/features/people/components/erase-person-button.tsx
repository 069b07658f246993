import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmployeeRecord } from '@quadro/contract/employees';
import { erasureInputSchema } from '@quadro/contract/erasure';
import { useState } from 'react';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useEraseEmployee } from '../api/erase-employee.ts';
import { useCanManageEmployees } from '../use-can-manage-employees.ts';

const FORM_ID = 'erase-person-form';

/**
 * HR's 'Erase personal data' for a disabled person not yet erased (GDPR art. 17): a dialog saying
 * what goes and what the law keeps, confirmed by typing the person's current name.
 */
export function ErasePersonButton({ employee }: { employee: EmployeeRecord }) {
  const canManage = useCanManageEmployees();
  const [open, setOpen] = useState(false);
  const erase = useEraseEmployee(() => setOpen(false));
  if (!canManage || employee.status === 'active' || employee.erased_at) return null;
  const title = 'Erase personal data';
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {title}
      </Button>
      <FormDialog
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        formId={FORM_ID}
        pending={erase.isPending}
        submitLabel="Erase for good"
        danger
      >
        <Alert severity="warning">This cannot be undone.</Alert>
        <Typography>
          Erased now: name, e-mail, NIF, phone, birthday, nickname, picture, interests, their posts
          and comments, sessions, sign-in links and two-factor; their name and e-mail in the audit
          trail and in mail. They can never sign in again.
        </Typography>
        <Typography>
          Kept, under an anonymous name, for the legal retention period: contracts and salaries,
          salary receipts and payroll, approved work maps and allowances.
        </Typography>
        <Form
          id={FORM_ID}
          schema={erasureInputSchema}
          defaultValues={{ confirm_name: '' }}
          onSubmit={(values, form) =>
            erase.mutate(
              { id: employee.id, body: values },
              {
                onError: (error) =>
                  showServerFieldErrors(error, form.setError, ['confirm_name'], 'confirm_name'),
              },
            )
          }
          aria-label={title}
        >
          {() => (
            <FormTextField
              name="confirm_name"
              label={`Type ${employee.name} to confirm`}
              autoComplete="off"
            />
          )}
        </Form>
      </FormDialog>
    </>
  );
}
