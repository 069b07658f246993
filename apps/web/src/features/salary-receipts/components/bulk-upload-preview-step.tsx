import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import {
  SALARY_RECEIPT_KIND_NAMES,
  type SalaryReceiptBatch,
} from '@quadro/contract/salary-receipts';
import { useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError } from '../../../app/api/http-error.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { useConfirmReceiptBatch } from '../api/confirm-receipt-batch.ts';
import {
  confirmItems,
  createText,
  type ItemChoice,
  type ItemChoices,
  itemErrorsOf,
  previewCounts,
  previewPageOf,
  previewRows,
  unpickedErrors,
} from '../bulk-upload.ts';
import { periodText } from '../receipt-filters.ts';
import { BatchPreview } from './batch-preview.tsx';

/**
 * The last step's state: each receipt's pick, the refusals by receipt and the page shown; kept
 * while finance goes back to add files. Create sends the picks, or shows what is still unpicked.
 */
export function useBatchPreview(batch: SalaryReceiptBatch | undefined, onCreated: () => void) {
  const [choices, setChoices] = useState<ItemChoices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const confirm = useConfirmReceiptBatch(onCreated);
  const rows = batch ? previewRows(batch, choices) : [];
  const counts = previewCounts(rows);

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

  return { rows, counts, errors, page, setPage, choose, create, creating: confirm.isPending };
}

export type BatchPreviewState = ReturnType<typeof useBatchPreview>;

/** The last step: each receipt found, with its match, to check before they are created. */
export function PreviewStep({
  batch,
  preview,
  employees,
  employeesLoading,
}: {
  batch: SalaryReceiptBatch;
  preview: BatchPreviewState;
  employees: readonly KeyName[];
  employeesLoading: boolean;
}) {
  return (
    <>
      <Typography variant="body2">
        {periodText(batch)}, {SALARY_RECEIPT_KIND_NAMES[batch.kind]}
      </Typography>
      <BatchPreview
        rows={preview.rows}
        counts={preview.counts}
        employees={employees}
        employeesLoading={employeesLoading}
        errors={preview.errors}
        page={preview.page}
        onPage={preview.setPage}
        onChoose={preview.choose}
      />
    </>
  );
}

/** Cancel, back to add files, and Create for every matched or picked receipt. */
export function PreviewStepActions({
  preview,
  onCancel,
  onAddFiles,
}: {
  preview: BatchPreviewState;
  onCancel: () => void;
  onAddFiles: () => void;
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={preview.creating}>
        Cancel
      </Button>
      <Button onClick={onAddFiles} disabled={preview.creating}>
        Add files
      </Button>
      <Button
        variant="contained"
        onClick={preview.create}
        loading={preview.creating}
        disabled={preview.counts.matched + preview.counts.toPick === 0}
      >
        {createText(preview.counts.matched)}
      </Button>
    </>
  );
}
