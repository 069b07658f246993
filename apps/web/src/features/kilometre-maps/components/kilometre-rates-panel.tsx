import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { newKilometreRateSchema } from '@quadro/contract/kilometre-maps';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { DataTable } from '../../../components/table/data-table.tsx';
import { formatRate } from '../../../components/travels/travel-numbers.ts';
import { useAddKilometreRate } from '../api/add-kilometre-rate.ts';
import { useKilometreRates } from '../api/get-kilometre-rates.ts';
import { rateSourceText } from '../kilometre-rate-source.ts';

/** The prices per kilometre from the day each starts, and a form to add the next one. */
export function KilometreRatesPanel() {
  const rates = useKilometreRates();
  const add = useAddKilometreRate();
  return (
    <Stack spacing={3}>
      <Form
        schema={newKilometreRateSchema}
        defaultValues={{ effectiveDate: '', pricePerKm: '' }}
        aria-label="New price per kilometre"
        onSubmit={(values, form) =>
          add.mutate(values, {
            onSuccess: () => form.reset(),
            onError: (error) => showServerErrors(form, error),
          })
        }
      >
        {(form) => (
          <>
            <Typography variant="subtitle1" component="h2">
              New price per kilometre
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 2, alignItems: { sm: 'flex-start' }, maxWidth: 640 }}
            >
              <FormDateField name="effectiveDate" label="From" />
              <FormTextField
                name="pricePerKm"
                label="Price (€/km)"
                hint="Up to three decimals: 0.40"
                htmlInput={{ inputMode: 'decimal' }}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<AddIcon />}
                loading={add.isPending}
                sx={{ mt: { sm: 1 }, flexShrink: 0 }}
              >
                Add
              </Button>
            </Stack>
            {form.formState.errors.root?.message && (
              <Alert severity="error">{form.formState.errors.root.message}</Alert>
            )}
          </>
        )}
      </Form>
      {rates.isPending ? (
        <PageLoader />
      ) : (
        <Stack spacing={1}>
          {rates.data && (
            <Typography variant="body2" color="text.secondary">
              {rateSourceText(rates.data)}
            </Typography>
          )}
          <DataTable
            label="Prices per kilometre"
            rows={rates.data?.rates ?? []}
            rowKey={(rate) => rate.id}
            columns={[
              { header: 'From', cell: (rate) => formatCalendarDay(rate.effectiveDate) },
              { header: 'Price', cell: (rate) => formatRate(rate.pricePerKm) },
            ]}
            hover={false}
            sx={{ maxWidth: 480 }}
          />
        </Stack>
      )}
    </Stack>
  );
}
