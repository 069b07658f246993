import Grid from '@mui/material/Grid';
import {
  type Account,
  GENDERS,
  genderSchema,
  MARITAL_STATUSES,
  type UpdateAccount,
  updateAccountSchema,
} from '@quadro/contract/account';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useUpdateAccount } from '../api/update-account.ts';

const FORM_ID = 'edit-profile-form';
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));
const MARITAL_OPTIONS = MARITAL_STATUSES.map((status) => ({
  value: status.key,
  label: status.name,
}));

function editableFields(account: Account): UpdateAccount {
  return {
    name: account.name,
    nickname: account.nickname,
    birthdate: account.birthdate?.slice(0, 10) ?? null,
    phone_number: account.phone_number,
    gender: genderSchema.safeParse(account.gender).data ?? null,
    marital_status: account.marital_status,
    dependents_number: account.dependents_number,
    alternate_email: account.alternate_email,
    hidden: account.hidden,
  };
}

interface EditProfileDialogProps {
  account: Account;
  open: boolean;
  onClose: () => void;
}

export function EditProfileDialog({ account, open, onClose }: EditProfileDialogProps) {
  const update = useUpdateAccount({ onSuccess: onClose });
  const [dirty, setDirty] = useState(false);
  return (
    <FormDialog
      open={open}
      title="Edit Profile"
      onClose={onClose}
      large
      formId={FORM_ID}
      submitLabel="Save"
      submitDisabled={!dirty}
      pending={update.isPending}
    >
      <Form
        id={FORM_ID}
        schema={updateAccountSchema}
        defaultValues={editableFields(account)}
        onSubmit={(values) => update.mutate(values)}
        onDirtyChange={setDirty}
        aria-label="Edit profile"
      >
        {() => (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="name" label="Name" autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="nickname" label="Nickname" emptyAsNull />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField name="birthdate" label="Birth Date" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="phone_number" label="Phone" type="tel" emptyAsNull />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect name="gender" label="Gender" options={GENDER_OPTIONS} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect name="marital_status" label="Marital Status" options={MARITAL_OPTIONS} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="dependents_number"
                label="Dependents"
                type="number"
                emptyAsNull
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="alternate_email"
                label="Alternate Email"
                type="email"
                emptyAsNull
              />
            </Grid>
            <Grid size={12}>
              <FormSwitch name="hidden" label="Hide my profile on the public view" />
            </Grid>
          </Grid>
        )}
      </Form>
    </FormDialog>
  );
}
