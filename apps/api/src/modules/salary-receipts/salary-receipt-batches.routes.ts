import { SALARY_RECEIPT_BATCH_MAX_BYTES } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS as endpoints } from '@quadro/contract/salary-receipts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { invalidField } from '../../platform/errors/app-error.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as batches from './salary-receipt-batches.service.ts';

/**
 * A month's bulk upload: open a batch, add files one per request (many PDFs, or the one the
 * payroll program prints with every receipt), check the matches, confirm all at once.
 */
export async function salaryReceiptBatchesRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.openBatch, async (request, reply) =>
    reply.status(201).send(await batches.openBatch(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.readBatch, (request) =>
    batches.readBatch(ctx, actorOf(request), request.params.id),
  );

  route(app, endpoints.addBatchFile, async (request) => {
    const part = await request.file({
      limits: { fileSize: SALARY_RECEIPT_BATCH_MAX_BYTES, files: 1 },
    });
    if (!part?.filename) throw invalidField('file', 'Required');
    return batches.addBatchFile(ctx, actorOf(request), request.params.id, {
      source: part.file,
      filename: part.filename,
    });
  });

  route(app, endpoints.confirmBatch, (request) =>
    batches.confirmBatch(ctx, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.discardBatch, (request) =>
    batches.discardBatch(ctx, actorOf(request), request.params.id),
  );

  route(
    app,
    endpoints.batchItemFile,
    async (request, reply) => {
      const file = await batches.batchItemFile(ctx, actorOf(request), request.params);
      return sendStoredFile(reply, file, 'inline', 'salary-receipt.pdf', { noStore: true });
    },
    { config: { openapi: { response: { 200: fileDownloadDoc(['application/pdf']) } } } },
  );
}
