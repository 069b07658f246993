import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { endpointUrl } from '@quadro/contract/endpoint';
import {
  type ConfirmSalaryReceiptBatch,
  SALARY_RECEIPT_BATCH_MAX_BYTES,
  SALARY_RECEIPT_BATCH_MESSAGES,
  SALARY_RECEIPT_MAX_BYTES,
  SALARY_RECEIPT_MESSAGES,
  type SalaryReceiptBatch,
  type SalaryReceiptKind,
} from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { UPLOAD_MESSAGES } from '@quadro/contract/uploads';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { WorkerTimeout } from '../../platform/workers/worker-pool.ts';
import type { PayrollSplit, PayrollSplitTask } from './payroll-split.worker.ts';
import type { ReceiptMatch } from './receipt-matcher.ts';
import * as batches from './salary-receipt-batches.repository.ts';
import { assertManager } from './salary-receipts.policy.ts';
import { insertReceipt } from './salary-receipts.repository.ts';

const PDF = ['application/pdf'] as const;

export const batchNotFound = () => notFound('Batch');

export const batchItemFilePath = (batchId: string, itemId: string) =>
  endpointUrl(SALARY_RECEIPTS_ENDPOINTS.batchItemFile, { params: { id: batchId, itemId } });

/** A refused file: the error names it, on the `file` field, and the batch keeps the rest. */
function refused(code: AppError['code'], fileName: string, reason: string): AppError {
  const message = SALARY_RECEIPT_BATCH_MESSAGES.refused(fileName, reason);
  return new AppError(code, message, [{ field: 'file', message }]);
}

async function openBatchOf(ctx: ServiceContext, id: string) {
  const batch = await batches.findBatch(ctx.db, id);
  if (!batch) throw batchNotFound();
  return batch;
}

/** The batch as finance checks it: each receipt found, its match, and what would clash. */
export async function batchView(ctx: ServiceContext, id: string): Promise<SalaryReceiptBatch> {
  const batch = await openBatchOf(ctx, id);
  const items = await batches.listItems(ctx.db, id);
  const matched = items.flatMap((row) => (row.item.employeeId ? [row.item.employeeId] : []));
  const [existing, candidates] = await Promise.all([
    batches.employeesWithReceipt(ctx.db, batch, matched),
    batches.namesOf(ctx.db, [...new Set(items.flatMap((row) => row.item.candidateIds))]),
  ]);
  const nameOf = new Map(candidates.map((person) => [person.id, person.name]));
  const seen = new Set<string>();
  return {
    id: batch.id,
    year: batch.year,
    month: batch.month,
    kind: batch.kind as SalaryReceiptKind,
    status: batch.status as SalaryReceiptBatch['status'],
    items: items.map(({ item, employeeName }) => {
      const employeeId = item.employeeId;
      let duplicate: string | null = null;
      if (employeeId && batch.kind !== 'correction') {
        if (existing.has(employeeId)) duplicate = SALARY_RECEIPT_BATCH_MESSAGES.duplicate;
        else if (seen.has(employeeId)) duplicate = SALARY_RECEIPT_BATCH_MESSAGES.twice;
        seen.add(employeeId);
      }
      return {
        id: item.id,
        sourceName: item.sourceName,
        firstPage: item.firstPage,
        lastPage: item.lastPage,
        employee: employeeId && employeeName ? { id: employeeId, name: employeeName } : null,
        matchedBy: item.matchedBy as 'nif' | 'file-name' | 'name' | null,
        candidates: item.candidateIds.map((candidate) => ({
          id: candidate,
          name: nameOf.get(candidate) ?? candidate,
        })),
        duplicate,
        file: batchItemFilePath(batch.id, item.id),
      };
    }),
  };
}

/** Opens a month's bulk upload. */
export async function openBatch(
  ctx: ServiceContext,
  actor: Actor,
  fields: { year: number; month: number; kind: SalaryReceiptKind },
): Promise<SalaryReceiptBatch> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const batch = await batches.insertBatch(ctx.db, { ...fields, createdBy: userId });
  return batchView(ctx, batch.id);
}

export async function readBatch(ctx: ServiceContext, actor: Actor, id: string) {
  assertManager(actor);
  return batchView(ctx, id);
}

/** Stores the uploaded file of a batch within what is left of its 200 MB: only a PDF. */
async function storeSource(
  ctx: ServiceContext,
  actor: Actor,
  upload: { source: Readable; filename: string },
  remaining: number,
): Promise<StoredFile> {
  try {
    return await ctx.files.store(ctx.db, {
      ownerId: requireSignedIn(actor).userId,
      source: upload.source,
      originalName: upload.filename,
      allowedTypes: PDF,
      maxBytes: Math.max(remaining, 0),
      pdfReadByCaller: true,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'payload_too_large') {
      throw refused(error.code, upload.filename, SALARY_RECEIPT_BATCH_MESSAGES.tooLarge);
    }
    if (error.code === 'unsupported_media_type') {
      throw refused(error.code, upload.filename, SALARY_RECEIPT_MESSAGES.notPdf);
    }
    throw error;
  }
}

const PAYROLL_SPLIT_WORKER = new URL('./payroll-split.worker.ts', import.meta.url);

/** Removes what a stopped worker left of its cut receipts in the store's tmp folder. */
async function removeParts(partPrefix: string) {
  const folder = path.dirname(partPrefix);
  const prefix = `${path.basename(partPrefix)}-`;
  const names = await readdir(folder).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => rm(path.join(folder, name), { force: true })),
  );
}

/**
 * Reads, matches and cuts the stored payroll file on a worker thread, within the PDF limits in
 * force (pages and time): the event loop only waits for the answer.
 */
async function splitOnWorker(
  ctx: ServiceContext,
  source: StoredFile,
  fileName: string,
  partPrefix: string,
): Promise<Extract<PayrollSplit, { kind: 'readable' }>> {
  const limits = ctx.files.pdfLimits();
  let split: PayrollSplit;
  try {
    const people = await batches.listMatchablePeople(ctx.db);
    split = await ctx.files.withLocalCopy(source, (path) =>
      ctx.files.workers.run<PayrollSplit>(
        PAYROLL_SPLIT_WORKER,
        {
          path,
          fileName,
          people,
          maxPages: limits.pdfMaxPages,
          maxReceiptBytes: SALARY_RECEIPT_MAX_BYTES,
          partPrefix,
        } satisfies PayrollSplitTask,
        { seconds: limits.pdfSecondsLimit },
      ),
    );
  } catch (error) {
    if (error instanceof WorkerTimeout) {
      throw refused('payload_too_large', fileName, UPLOAD_MESSAGES.pdfTooSlow(error.seconds));
    }
    throw error;
  }
  switch (split.kind) {
    case 'readable':
      return split;
    case 'protected':
      throw refused('validation_failed', fileName, SALARY_RECEIPT_MESSAGES.protectedPdf);
    case 'tooManyPages':
      throw refused(
        'payload_too_large',
        fileName,
        UPLOAD_MESSAGES.pdfTooManyPages(split.pages, limits.pdfMaxPages),
      );
    case 'receiptTooLarge':
      throw refused('payload_too_large', fileName, SALARY_RECEIPT_BATCH_MESSAGES.receiptTooLarge);
    default:
      throw refused('unsupported_media_type', fileName, SALARY_RECEIPT_MESSAGES.notPdf);
  }
}

/**
 * One receipt's PDF per run of pages: the uploaded file itself when it is one receipt (5 MB at
 * most), else the PDFs the worker cut from it, taken into the store in one insert.
 */
async function receiptFiles(
  ctx: ServiceContext,
  actor: Actor,
  source: { file: StoredFile; name: string },
  split: Extract<PayrollSplit, { kind: 'readable' }>,
): Promise<StoredFile[]> {
  if (split.parts.length === 0) {
    if (source.file.sizeBytes > SALARY_RECEIPT_MAX_BYTES) {
      throw refused(
        'payload_too_large',
        source.name,
        SALARY_RECEIPT_BATCH_MESSAGES.receiptTooLarge,
      );
    }
    return [source.file];
  }
  const ownerId = requireSignedIn(actor).userId;
  return ctx.files.adopt(
    ctx.db,
    split.parts.map((part) => ({
      ...part,
      ownerId,
      originalName: source.name,
      mediaType: 'application/pdf',
    })),
  );
}

const matchColumns = (match: ReceiptMatch) => ({
  employeeId: match.kind === 'matched' ? match.employeeId : null,
  matchedBy: match.kind === 'matched' ? match.by : null,
  candidateIds: match.kind === 'ambiguous' ? match.candidateIds : [],
});

/**
 * Adds one uploaded file to an open batch: a PDF that opens without a password, each page matched
 * to an employee (receipt-matcher.ts) and each run of one person's pages made a receipt of its own.
 * A refused file names itself and leaves the batch as it was.
 */
export async function addBatchFile(
  ctx: ServiceContext,
  actor: Actor,
  batchId: string,
  upload: { source: Readable; filename: string },
): Promise<SalaryReceiptBatch> {
  assertManager(actor);
  const batch = await openBatchOf(ctx, batchId);
  if (batch.status !== 'Open') throw conflict(SALARY_RECEIPT_BATCH_MESSAGES.closed);
  const stored = await storeSource(
    ctx,
    actor,
    upload,
    SALARY_RECEIPT_BATCH_MAX_BYTES - batch.sourceBytes,
  );
  const partPrefix = ctx.files.tempPath();
  let made: StoredFile[] = [];
  try {
    const split = await splitOnWorker(ctx, stored, upload.filename, partPrefix);
    const receipts = split.receipts;
    made = await receiptFiles(ctx, actor, { file: stored, name: upload.filename }, split);
    await withTransaction(ctx, async (tx) => {
      const locked = await batches.lockBatch(tx.db, batchId);
      if (locked?.status !== 'Open') throw conflict(SALARY_RECEIPT_BATCH_MESSAGES.closed);
      const first = await batches.nextPosition(tx.db, batchId);
      await batches.insertItems(
        tx.db,
        receipts.map((receipt, index) => ({
          batchId,
          position: first + index,
          sourceName: upload.filename,
          firstPage: receipt.firstPage,
          lastPage: receipt.lastPage,
          fileId: (made[index] as StoredFile).id,
          ...matchColumns(receipt.match),
        })),
      );
      await batches.addSourceBytes(tx.db, batchId, stored.sizeBytes);
    });
  } catch (error) {
    await removeParts(partPrefix);
    await ctx.files.deleteMany(
      ctx.db,
      made.filter((file) => file.id !== stored.id),
    );
    await ctx.files.delete(ctx.db, stored);
    throw error;
  }
  if (!made.includes(stored)) await ctx.files.delete(ctx.db, stored);
  return batchView(ctx, batchId);
}

function itemError(index: number, message: string, code: 'validation_failed' | 'conflict') {
  return new AppError(code, message, [{ field: `items.${index}.employeeId`, message }]);
}

/**
 * Creates every receipt of the batch at once, or none: each item goes to its match or to the
 * employee finance picked, null leaves it out (its PDF is removed). A second receipt of the kind
 * for an employee, in the batch or already kept, refuses the whole confirmation naming the item.
 */
export async function confirmBatch(
  ctx: ServiceContext,
  actor: Actor,
  batchId: string,
  input: ConfirmSalaryReceiptBatch,
): Promise<{ message: string; created: number }> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const picked = new Map(input.items.map((item) => [item.id, item.employeeId]));
  const created = await withTransaction(ctx, async (tx) => {
    const batch = await batches.lockBatch(tx.db, batchId);
    if (!batch) throw batchNotFound();
    if (batch.status !== 'Open') throw conflict(SALARY_RECEIPT_BATCH_MESSAGES.closed);
    const items = await batches.listItems(tx.db, batchId);
    const employees = new Set(
      (await batches.listMatchablePeople(tx.db)).map((person) => person.id),
    );
    const chosen = items.map(({ item, file }, index) => ({
      item,
      file,
      index,
      employeeId: picked.has(item.id) ? (picked.get(item.id) ?? null) : item.employeeId,
    }));
    const kept = chosen.filter((entry) => entry.employeeId !== null);
    const existing = await batches.employeesWithReceipt(
      tx.db,
      batch,
      kept.map((entry) => entry.employeeId as string),
    );
    const seen = new Set<string>();
    for (const entry of kept) {
      const employeeId = entry.employeeId as string;
      if (!employees.has(employeeId)) {
        throw itemError(entry.index, SALARY_RECEIPT_MESSAGES.notEmployee, 'validation_failed');
      }
      if (batch.kind === 'correction') continue;
      if (existing.has(employeeId)) {
        throw itemError(entry.index, SALARY_RECEIPT_BATCH_MESSAGES.duplicate, 'conflict');
      }
      if (seen.has(employeeId)) {
        throw itemError(entry.index, SALARY_RECEIPT_BATCH_MESSAGES.twice, 'conflict');
      }
      seen.add(employeeId);
    }
    for (const entry of kept) {
      const receipt = await insertReceipt(tx.db, {
        employeeId: entry.employeeId as string,
        year: batch.year,
        month: batch.month,
        kind: batch.kind,
        fileId: entry.item.fileId,
        createdBy: userId,
      });
      await tx.audit({
        actor,
        action: 'salary-receipt.add',
        entityType: 'salary_receipts',
        entityId: receipt.id,
        before: null,
        after: { batchId, employeeId: receipt.employeeId, fileId: receipt.fileId },
      });
    }
    await batches.deleteItems(tx.db, batchId);
    await batches.markConfirmed(tx.db, batchId);
    await tx.files.deleteMany(
      tx.db,
      chosen.filter((entry) => entry.employeeId === null).map((entry) => entry.file),
    );
    return kept.length;
  });
  return { message: SALARY_RECEIPT_BATCH_MESSAGES.confirmed(created), created };
}

/** Drops an open batch and every PDF it holds. */
export async function discardBatch(
  ctx: ServiceContext,
  actor: Actor,
  batchId: string,
): Promise<{ message: string }> {
  assertManager(actor);
  await withTransaction(ctx, async (tx) => {
    const batch = await batches.lockBatch(tx.db, batchId);
    if (!batch) throw batchNotFound();
    const items = await batches.listItemFiles(tx.db, batchId);
    await batches.deleteBatch(tx.db, batchId);
    await tx.files.deleteMany(
      tx.db,
      items.map(({ file }) => file),
    );
  });
  return { message: SALARY_RECEIPT_MESSAGES.removed };
}

/** The PDF of one receipt of a batch, for finance to check it before confirming. */
export async function batchItemFile(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; itemId: string },
): Promise<StoredFile> {
  assertManager(actor);
  const items = await batches.listItems(ctx.db, input.id);
  const found = items.find(({ item }) => item.id === input.itemId);
  if (!found) throw notFound('Batch item');
  return found.file;
}
