import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import { MONTHS } from '@quadro/contract/months';
import {
  SALARY_RECEIPT_KIND_NAMES,
  SALARY_RECEIPT_KINDS,
  type SalaryReceiptBatch,
  salaryReceiptBatchFieldsSchema,
} from '@quadro/contract/salary-receipts';
import { useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError, isRedirectError } from '../../../app/api/http-error.ts';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { addReceiptBatchFile } from '../api/add-receipt-batch-file.ts';
import { useConfirmReceiptBatch } from '../api/confirm-receipt-batch.ts';
import { discardReceiptBatch } from '../api/discard-receipt-batch.ts';
import { type BatchFields, useOpenReceiptBatch } from '../api/open-receipt-batch.ts';
import {
  confirmItems,
  createText,
  type ItemChoice,
  type ItemChoices,
  itemErrorsOf,
  previewCounts,
  previewPageOf,
  previewRows,
  refusalText,
  unpickedErrors,
} from '../bulk-upload.ts';
import { type Period, periodText } from '../receipt-filters.ts';
import { BatchPreview } from './batch-preview.tsx';

const TITLE = 'Upload many salary receipts';
const PERIOD_FORM_ID = 'salary-receipt-batch-form';
const PERIOD_FIELDS = ['year', 'month', 'kind'] as const;
const MONTH_CHOICES = MONTHS.map((month) => ({ value: month.number, label: month.name }));
const KIND_CHOICES = SALARY_RECEIPT_KINDS.map((kind) => ({ value: kind.key, label: kind.name }));

type Step = 'period' | 'files' | 'preview';
const STEP_TITLES: Record<Step, string> = {
  period: 'Step 1 of 3: month and kind',
  files: 'Step 2 of 3: files',
  preview: 'Step 3 of 3: check and create',
};

interface Progress {
  /** 1-based: the file on its way. */
  current: number;
  total: number;
  name: string;
}

function hasFieldErrors(error: unknown): boolean {
  const fields =
    error instanceof HttpError ? (error.body as { fields?: unknown } | null)?.fields : [];
  return Array.isArray(fields) && fields.length > 0;
}

/** Drops a batch, quietly unless something other than its being gone already went wrong. */
function discardQuietly(batchId: string) {
  discardReceiptBatch(batchId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return;
    if (!isRedirectError(error)) toast.error(errorText(error));
  });
}

/** The batch's month and kind, then its files, each one request, with the progress and refusals. */
function FilesStep({
  batch,
  progress,
  uploaded,
  refusals,
  onFiles,
}: {
  batch: SalaryReceiptBatch;
  progress: Progress | undefined;
  uploaded: { added: number; total: number } | undefined;
  refusals: readonly string[];
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const found = batch.items.length;
  return (
    <>
      <Typography variant="body2">
        {periodText(batch)}, {SALARY_RECEIPT_KIND_NAMES[batch.kind]}
      </Typography>
      <Stack spacing={0.5}>
        <Typography component="label" htmlFor={id} variant="body2">
          Receipts (PDF)
        </Typography>
        <input
          id={id}
          type="file"
          accept="application/pdf"
          multiple
          disabled={progress !== undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Emptied, so the same files can be chosen again after a refusal.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <FormHelperText id={`${id}-help`}>
          One or many PDFs: a receipt each, or one with every receipt page after page (200 MB in
          all). More can be added after these.
        </FormHelperText>
      </Stack>
      <Box role="status">
        {progress && (
          <Stack spacing={0.5}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Uploading {progress.current} of {progress.total}: {progress.name}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={((progress.current - 1) / progress.total) * 100}
              aria-label="Upload progress"
            />
          </Stack>
        )}
        {!progress && uploaded && (
          <Typography variant="body2">
            {uploaded.added} of {uploaded.total} {uploaded.total === 1 ? 'file' : 'files'} added.
          </Typography>
        )}
        {(found > 0 || uploaded) && (
          <Typography variant="body2">
            {found === 1 ? '1 receipt found' : `${found} receipts found`} so far.
          </Typography>
        )}
      </Box>
      {refusals.length > 0 && (
        <Alert severity="error">
          <AlertTitle component="h4" sx={{ fontSize: '1rem' }}>
            {refusals.length === 1 ? 'Refused file' : `Refused files (${refusals.length})`}
          </AlertTitle>
          <Box
            component="ul"
            aria-label="Refused files"
            sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}
          >
            {refusals.map((refusal, index) => (
              // A file may be refused twice (chosen again): the list only grows.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is append-only
              <li key={index}>{refusal}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}

/**
 * Finance's bulk upload (spec: the payroll program's PDFs): open a batch for a month and kind, add
 * files one per request, check each receipt's match, create them all at once. Closing it before
 * then drops the batch and its PDFs.
 */
export function BulkUploadDialog({
  initial,
  employees,
  employeesLoading,
  onClose,
  onCreated,
}: {
  initial: BatchFields;
  employees: readonly KeyName[];
  employeesLoading: boolean;
  onClose: () => void;
  /** After the receipts are created, with their month, for the page to show it. */
  onCreated: (period: Period) => void;
}) {
  const [step, setStep] = useState<Step>('period');
  const [batch, setBatch] = useState<SalaryReceiptBatch>();
  const [progress, setProgress] = useState<Progress>();
  const [uploaded, setUploaded] = useState<{ added: number; total: number }>();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [choices, setChoices] = useState<ItemChoices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The open batch not yet confirmed: dropped when the dialog goes, however it goes.
  const liveBatch = useRef<string | null>(null);
  const gone = useRef(false);

  const open = useOpenReceiptBatch();
  const confirm = useConfirmReceiptBatch(() => {
    liveBatch.current = null;
    if (batch) onCreated({ year: batch.year, month: batch.month });
    onClose();
  });

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      const id = liveBatch.current;
      liveBatch.current = null;
      if (id) discardQuietly(id);
    };
  }, []);

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const rows = batch ? previewRows(batch, choices) : [];
  const counts = previewCounts(rows);
  const uploading = progress !== undefined;

  const upload = async (files: File[]) => {
    if (!batch) return;
    const batchId = batch.id;
    let added = 0;
    for (const [index, file] of files.entries()) {
      if (gone.current) return;
      setProgress({ current: index + 1, total: files.length, name: file.name });
      try {
        const next = await addReceiptBatchFile(batchId, file);
        added += 1;
        if (!gone.current) setBatch(next);
      } catch (error) {
        if (gone.current) return;
        setRefusals((current) => [...current, refusalText(file.name, errorText(error))]);
        if (isRedirectError(error)) break;
      }
    }
    setProgress(undefined);
    setUploaded({ added, total: files.length });
  };

  const choose = (itemId: string, choice: ItemChoice) => {
    setChoices((current) => ({ ...current, [itemId]: { ...current[itemId], ...choice } }));
    setErrors(({ [itemId]: _dropped, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = rows.find((row) => found[row.item.id] !== undefined);
    if (first) setPage(previewPageOf(first.index));
  };

  const create = () => {
    if (!batch) return;
    const unpicked = unpickedErrors(rows);
    if (Object.keys(unpicked).length > 0) {
      showErrors(unpicked);
      return;
    }
    confirm.mutate(
      { batchId: batch.id, items: confirmItems(rows) },
      {
        onError: (error) => {
          const found = itemErrorsOf(batch, error instanceof HttpError ? error.body : undefined);
          if (Object.keys(found).length > 0) showErrors(found);
          else toast.error(errorText(error));
        },
      },
    );
  };

  // Work done (files added, or on their way) is not dropped without asking.
  const requestClose = () => {
    if (batch && (batch.items.length > 0 || uploading)) setAskingToDiscard(true);
    else onClose();
  };

  const actions = {
    period: (
      <>
        <Button onClick={requestClose}>Cancel</Button>
        <Button type="submit" form={PERIOD_FORM_ID} variant="contained" loading={open.isPending}>
          Next
        </Button>
      </>
    ),
    files: (
      <>
        <Button onClick={requestClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={uploading || !batch || batch.items.length === 0}
          onClick={() => setStep('preview')}
        >
          Next
        </Button>
      </>
    ),
    preview: (
      <>
        <Button onClick={requestClose} disabled={confirm.isPending}>
          Cancel
        </Button>
        <Button onClick={() => setStep('files')} disabled={confirm.isPending}>
          Add files
        </Button>
        <Button
          variant="contained"
          onClick={create}
          loading={confirm.isPending}
          disabled={counts.matched + counts.toPick === 0}
        >
          {createText(counts.matched)}
        </Button>
      </>
    ),
  }[step];

  return (
    <>
      <FormDialog open title={TITLE} large onClose={requestClose} actions={actions}>
        <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3">
          {STEP_TITLES[step]}
        </Typography>
        {step === 'period' && (
          <Form
            id={PERIOD_FORM_ID}
            schema={salaryReceiptBatchFieldsSchema}
            defaultValues={initial}
            onSubmit={(values, form) =>
              open.mutate(values, {
                onSuccess: (opened) => {
                  liveBatch.current = opened.id;
                  // The dialog closed while the batch was being opened: it goes at once.
                  if (gone.current) {
                    liveBatch.current = null;
                    discardQuietly(opened.id);
                    return;
                  }
                  setBatch(opened);
                  setStep('files');
                },
                // A refusal naming the fields goes under them; anything else is a toast.
                onError: (error) => {
                  if (hasFieldErrors(error)) {
                    showServerFieldErrors(error, form.setError, PERIOD_FIELDS, 'year');
                  } else toast.error(errorText(error));
                },
              })
            }
            aria-label="Month and kind of the receipts"
          >
            {() => (
              <>
                <Typography variant="body2">
                  Every receipt of the upload is for this month and kind.
                </Typography>
                <FormTextField name="year" label="Year" type="number" />
                <FormSelect name="month" label="Month" options={MONTH_CHOICES} />
                <FormSelect name="kind" label="Kind" options={KIND_CHOICES} />
              </>
            )}
          </Form>
        )}
        {step === 'files' && batch && (
          <FilesStep
            batch={batch}
            progress={progress}
            uploaded={uploaded}
            refusals={refusals}
            onFiles={(files) => void upload(files)}
          />
        )}
        {step === 'preview' && batch && (
          <>
            <Typography variant="body2">
              {periodText(batch)}, {SALARY_RECEIPT_KIND_NAMES[batch.kind]}
            </Typography>
            <BatchPreview
              rows={rows}
              counts={counts}
              employees={employees}
              employeesLoading={employeesLoading}
              errors={errors}
              page={page}
              onPage={setPage}
              onChoose={choose}
            />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={askingToDiscard}
        title="Discard this upload?"
        submitLabel="Discard"
        onCancel={() => setAskingToDiscard(false)}
        onSubmit={onClose}
      >
        {batch && batch.items.length > 0
          ? `The ${batch.items.length === 1 ? 'receipt' : `${batch.items.length} receipts`} found so far will not be added.`
          : 'The files on their way will not be added.'}
      </ConfirmDialog>
    </>
  );
}
