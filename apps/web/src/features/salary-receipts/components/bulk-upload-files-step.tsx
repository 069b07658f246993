import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SALARY_RECEIPT_KIND_NAMES,
  type SalaryReceiptBatch,
} from '@quadro/contract/salary-receipts';
import { type RefObject, useId, useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { isRedirectError } from '../../../app/api/http-error.ts';
import { addReceiptBatchFile } from '../api/add-receipt-batch-file.ts';
import { refusalText } from '../bulk-upload.ts';
import { periodText } from '../receipt-filters.ts';

interface Progress {
  /** 1-based: the file on its way. */
  current: number;
  total: number;
  name: string;
}

/**
 * The files step's uploads: each file one request, in turn, with the progress and the refusals;
 * `gone` stops it once the dialog has closed.
 */
export function useBatchUpload(
  batch: SalaryReceiptBatch | undefined,
  setBatch: (batch: SalaryReceiptBatch) => void,
  gone: RefObject<boolean>,
) {
  const [progress, setProgress] = useState<Progress>();
  const [uploaded, setUploaded] = useState<{ added: number; total: number }>();
  const [refusals, setRefusals] = useState<string[]>([]);
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
  return { progress, uploaded, refusals, uploading: progress !== undefined, upload };
}

export type BatchUpload = ReturnType<typeof useBatchUpload>;

/** The batch's month and kind, then its files, each one request, with the progress and refusals. */
export function FilesStep({
  batch,
  upload: { progress, uploaded, refusals, upload },
}: {
  batch: SalaryReceiptBatch;
  upload: BatchUpload;
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
            if (files.length > 0) void upload(files);
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

/** Cancel, and Next once files are in and none is on its way. */
export function FilesStepActions({
  batch,
  uploading,
  onCancel,
  onNext,
}: {
  batch: SalaryReceiptBatch | undefined;
  uploading: boolean;
  onCancel: () => void;
  onNext: () => void;
}) {
  return (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button
        variant="contained"
        disabled={uploading || !batch || batch.items.length === 0}
        onClick={onNext}
      >
        Next
      </Button>
    </>
  );
}
