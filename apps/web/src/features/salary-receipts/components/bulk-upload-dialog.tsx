import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import type { SalaryReceiptBatch } from '@quadro/contract/salary-receipts';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError, isRedirectError } from '../../../app/api/http-error.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { discardReceiptBatch } from '../api/discard-receipt-batch.ts';
import { type BatchFields, useOpenReceiptBatch } from '../api/open-receipt-batch.ts';
import type { Period } from '../receipt-filters.ts';
import { FilesStep, FilesStepActions, useBatchUpload } from './bulk-upload-files-step.tsx';
import { PeriodStep, PeriodStepActions } from './bulk-upload-period-step.tsx';
import { PreviewStep, PreviewStepActions, useBatchPreview } from './bulk-upload-preview-step.tsx';

const TITLE = 'Upload many salary receipts';

type Step = 'period' | 'files' | 'preview';
const STEP_TITLES: Record<Step, string> = {
  period: 'Step 1 of 3: month and kind',
  files: 'Step 2 of 3: files',
  preview: 'Step 3 of 3: check and create',
};

/** Drops a batch, quietly unless something other than its being gone already went wrong. */
function discardQuietly(batchId: string) {
  discardReceiptBatch(batchId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return;
    if (!isRedirectError(error)) toast.error(errorText(error));
  });
}

/**
 * Finance's bulk upload (spec: the payroll program's PDFs): open a batch for a month and kind, add
 * files one per request, check each receipt's match, create them all at once. Closing it before
 * then drops the batch and its PDFs. Each step is a file of its own; this shell holds the batch,
 * the step shown and the way out.
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
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The open batch not yet confirmed: dropped when the dialog goes, however it goes.
  const liveBatch = useRef<string | null>(null);
  const gone = useRef(false);

  const open = useOpenReceiptBatch();
  const upload = useBatchUpload(batch, setBatch, gone);
  const preview = useBatchPreview(batch, () => {
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

  const opened = (batch: SalaryReceiptBatch) => {
    liveBatch.current = batch.id;
    // The dialog closed while the batch was being opened: it goes at once.
    if (gone.current) {
      liveBatch.current = null;
      discardQuietly(batch.id);
      return;
    }
    setBatch(batch);
    setStep('files');
  };

  // Work done (files added, or on their way) is not dropped without asking.
  const requestClose = () => {
    if (batch && (batch.items.length > 0 || upload.uploading)) setAskingToDiscard(true);
    else onClose();
  };

  const actions = {
    period: <PeriodStepActions pending={open.isPending} onCancel={requestClose} />,
    files: (
      <FilesStepActions
        batch={batch}
        uploading={upload.uploading}
        onCancel={requestClose}
        onNext={() => setStep('preview')}
      />
    ),
    preview: (
      <PreviewStepActions
        preview={preview}
        onCancel={requestClose}
        onAddFiles={() => setStep('files')}
      />
    ),
  }[step];

  return (
    <>
      <FormDialog open title={TITLE} large onClose={requestClose} actions={actions}>
        <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3">
          {STEP_TITLES[step]}
        </Typography>
        {step === 'period' && <PeriodStep initial={initial} open={open} onOpened={opened} />}
        {step === 'files' && batch && <FilesStep batch={batch} upload={upload} />}
        {step === 'preview' && batch && (
          <PreviewStep
            batch={batch}
            preview={preview}
            employees={employees}
            employeesLoading={employeesLoading}
          />
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
