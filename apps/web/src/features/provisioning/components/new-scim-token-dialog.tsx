import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  type CreateScimToken,
  createScimTokenSchema,
  PROVISIONING_MESSAGES,
} from '@quadro/contract/provisioning';
import type { SsoProvider } from '@quadro/contract/sso';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { copyText } from '../../../app/clipboard/copy-text.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useCreateScimToken } from '../api/create-scim-token.ts';

const FORM_ID = 'new-scim-token-form';
const FIELDS = ['name', 'providerId'];

interface NewScimTokenDialogProps {
  providers: readonly SsoProvider[];
  onClose: () => void;
}

/** A name and the provider whose group mapping applies, then the token itself, shown this once. */
export function NewScimTokenDialog({ providers, onClose }: NewScimTokenDialogProps) {
  const create = useCreateScimToken();
  const token = create.data?.token;
  const submit = (values: CreateScimToken, form: UseFormReturn<CreateScimToken>) =>
    create.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'name'),
    });
  return (
    <FormDialog
      open
      title="New token"
      onClose={onClose}
      formId={FORM_ID}
      pending={create.isPending}
      done={Boolean(token)}
    >
      {token ? (
        <Stack spacing={2}>
          <Alert severity="warning">{PROVISIONING_MESSAGES.tokenCreated}</Alert>
          <Box
            component="output"
            aria-label="New SCIM token"
            sx={{
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontFamily: 'monospace',
              wordBreak: 'break-all',
            }}
          >
            {token}
          </Box>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => copyText(token, 'Token copied.')}
            sx={{ alignSelf: 'flex-start' }}
          >
            Copy
          </Button>
        </Stack>
      ) : (
        <Form
          id={FORM_ID}
          schema={createScimTokenSchema}
          defaultValues={{ name: '', providerId: providers[0]?.id ?? null }}
          onSubmit={submit}
          aria-label="New SCIM token"
        >
          {() => (
            <>
              <FormTextField
                name="name"
                label="Name"
                hint="Who uses it, for example the identity provider's name"
                autoFocus
              />
              <FormSelect
                name="providerId"
                label="Provider"
                noneLabel="None"
                options={providers.map((provider) => ({
                  value: provider.id,
                  label: provider.name,
                }))}
              />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
