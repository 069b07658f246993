import {
  confirmSalaryReceiptBatchSchema,
  SALARY_RECEIPT_BATCH_MAX_BYTES,
  SALARY_RECEIPT_MANAGERS,
  salaryReceiptBatchFieldsSchema,
  salaryReceiptBatchSchema,
} from '@quadro/contract/salary-receipts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { invalidField } from '../../platform/errors/app-error.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import * as batches from './salary-receipt-batches.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const params = z.object({ id: z.uuid() });
const access = [...SALARY_RECEIPT_MANAGERS];
const tags = ['salary-receipts'];

/**
 * A month's bulk upload: open a batch, add files one per request (many PDFs, or the one the
 * payroll program prints with every receipt), check the matches, confirm all at once.
 */
export async function salaryReceiptBatchesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.post(
    '/api/salary-receipts/batches',
    {
      config: { access },
      schema: {
        tags,
        summary: "Open a month's bulk upload (year, month, kind)",
        body: salaryReceiptBatchFieldsSchema,
        response: { 201: salaryReceiptBatchSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await batches.openBatch(ctx, actorOf(request), request.body)),
  );

  routes.get(
    '/api/salary-receipts/batches/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "The batch's receipts with their matches",
        params,
        response: { 200: salaryReceiptBatchSchema, ...errors },
      },
    },
    (request) => batches.readBatch(ctx, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/salary-receipts/batches/:id/files',
    {
      config: {
        access,
        openapi: {
          body: z.object({
            file: z.string().meta({
              format: 'binary',
              description: 'One PDF: a receipt, or many receipts page after page (200 MB a batch)',
            }),
          }),
        },
      },
      schema: {
        tags,
        summary: 'Add one file to the batch: its pages are matched to employees by NIF or name',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: salaryReceiptBatchSchema, ...errors },
      },
    },
    async (request) => {
      const part = await request.file({
        limits: { fileSize: SALARY_RECEIPT_BATCH_MAX_BYTES, files: 1 },
      });
      if (!part?.filename) throw invalidField('file', 'Required');
      return batches.addBatchFile(ctx, actorOf(request), request.params.id, {
        source: part.file,
        filename: part.filename,
      });
    },
  );

  routes.put(
    '/api/salary-receipts/batches/:id/confirm',
    {
      config: { access },
      schema: {
        tags,
        summary: "Create every receipt of the batch, or none: each to its match or to who's picked",
        params,
        body: confirmSalaryReceiptBatchSchema,
        response: { 200: z.object({ message: z.string(), created: z.number() }), ...errors },
      },
    },
    (request) => batches.confirmBatch(ctx, actorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/salary-receipts/batches/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Drop a batch and its PDFs',
        params,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    (request) => batches.discardBatch(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/salary-receipts/batches/:id/items/:itemId/file',
    {
      config: { access, openapi: { response: { 200: fileDownloadDoc(['application/pdf']) } } },
      schema: {
        tags,
        summary: 'One receipt of a batch, to check before confirming',
        params: z.object({ id: z.uuid(), itemId: z.uuid() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await batches.batchItemFile(ctx, actorOf(request), request.params);
      return sendStoredFile(reply, file, 'inline', 'salary-receipt.pdf', { noStore: true });
    },
  );
}
