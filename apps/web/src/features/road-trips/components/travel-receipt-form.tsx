import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatNumber } from '@quadro/contract/formatting';
import { EURO } from '@quadro/contract/road-trip-rules';
import {
  type ReceiptSuggestionView,
  type RoadTrip,
  TRAVEL_RECEIPT_CATEGORIES,
  TRAVEL_RECEIPT_CATEGORY_LABELS,
  type TravelReceiptFormValues,
  travelReceiptFieldsSchema,
} from '@quadro/contract/road-trips';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { HttpError } from '../../../app/api/http-error.ts';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAddTravelReceipt } from '../api/add-travel-receipt.ts';
import { useReceiptSuggestion } from '../api/suggest-from-receipt.ts';

const RECEIPT_FIELDS = ['date', 'category', 'currency', 'amount', 'exchangeRate'];
const CATEGORY_OPTIONS = TRAVEL_RECEIPT_CATEGORIES.map((value) => ({
  value,
  label: TRAVEL_RECEIPT_CATEGORY_LABELS[value],
}));

const emptyReceipt = (roadTripId: string): TravelReceiptFormValues => ({
  roadTripId,
  date: '',
  category: 'fuel',
  currency: EURO,
  amount: '',
  exchangeRate: '',
});

/** The file's refusal, when the server named that field. */
function fileErrorOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const fields = (error.body as { fields?: { field: string; message: string }[] } | null)?.fields;
  return fields?.find((field) => field.field === 'file')?.message;
}

/** The exchange rate, only for another currency than the euro. */
function ExchangeRateField() {
  const currency = useWatch<TravelReceiptFormValues>({ name: 'currency' });
  if (typeof currency !== 'string' || currency.trim().toUpperCase() === EURO) return null;
  return (
    <FormTextField
      name="exchangeRate"
      label="Exchange rate (€ per unit)"
      hint="On the receipt's date, up to six decimals, e.g. 1,165005"
      htmlInput={{ inputMode: 'decimal' }}
    />
  );
}

function suggestionText(suggestion: ReceiptSuggestionView): string | undefined {
  const found = [
    suggestion.date && `date ${formatCalendarDay(suggestion.date)}`,
    suggestion.total && `total ${formatNumber(suggestion.total)}`,
  ].filter(Boolean);
  return found.length > 0 ? found.join(' and ') : undefined;
}

/**
 * Adds a receipt to a trip: day, category, currency, amount, the exchange rate when it is not the
 * euro, and the file (PDF, PNG or JPEG, 10 MB). A PDF with text fills in its date and total for
 * the person to check. A refusal goes under its field and keeps what was typed.
 */
export function TravelReceiptForm({ trip }: { trip: RoadTrip }) {
  const fileId = useId();
  const formId = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [fileInputKey, setFileInputKey] = useState(0);
  const [suggested, setSuggested] = useState<string>();
  const add = useAddTravelReceipt();
  const suggest = useReceiptSuggestion();
  return (
    <Form
      id={formId}
      schema={travelReceiptFieldsSchema}
      defaultValues={emptyReceipt(trip.id)}
      aria-label="New receipt"
      onSubmit={(fields, form) => {
        setFileError(undefined);
        add.mutate(
          { fields, file },
          {
            onSuccess: () => {
              form.reset(emptyReceipt(trip.id));
              setFile(undefined);
              setSuggested(undefined);
              setFileInputKey((key) => key + 1);
            },
            onError: (error) => {
              const onFile = fileErrorOf(error);
              if (onFile) setFileError(onFile);
              else showServerFieldErrors(error, form.setError, RECEIPT_FIELDS, 'amount');
            },
          },
        );
      }}
    >
      {(form) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Add a receipt
          </Typography>
          <Stack spacing={0.5}>
            <Typography component="label" htmlFor={fileId} variant="body2">
              Receipt file (PDF, PNG or JPEG, up to 10 MB)
            </Typography>
            <input
              key={fileInputKey}
              id={fileId}
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              aria-invalid={fileError !== undefined}
              aria-describedby={`${fileId}-help`}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                setFile(picked);
                setFileError(undefined);
                setSuggested(undefined);
                if (picked?.type !== 'application/pdf') return;
                suggest.mutate(picked, {
                  onSuccess: (suggestion) => {
                    if (suggestion.date) form.setValue('date', suggestion.date);
                    if (suggestion.total) form.setValue('amount', suggestion.total);
                    setSuggested(suggestionText(suggestion));
                  },
                });
              }}
            />
            <FormHelperText id={`${fileId}-help`} error={fileError !== undefined}>
              {fileError ??
                (suggest.isPending
                  ? 'Reading the PDF…'
                  : 'A PDF with text fills in its date and total for you to check.')}
            </FormHelperText>
          </Stack>
          {suggested && (
            <Alert severity="info" role="status">
              Filled in from the PDF: {suggested}. Check them before adding.
            </Alert>
          )}
          <FormTextField name="date" label="Receipt date" type="date" shrinkLabel />
          <FormSelect name="category" label="Category" options={CATEGORY_OPTIONS} required />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormTextField
              name="currency"
              label="Currency"
              hint="ISO code, e.g. EUR, GBP"
              htmlInput={{ autoCapitalize: 'characters', maxLength: 3 }}
            />
            <FormTextField
              name="amount"
              label="Amount"
              hint="In its currency, e.g. 12,50"
              htmlInput={{ inputMode: 'decimal' }}
            />
          </Stack>
          <ExchangeRateField />
          <Button
            type="submit"
            variant="outlined"
            loading={add.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add receipt
          </Button>
        </>
      )}
    </Form>
  );
}
