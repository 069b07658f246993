import {
  salaryReceiptFieldsSchema,
  salaryReceiptUpdateFieldsSchema,
} from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS as endpoints } from '@quadro/contract/salary-receipts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as my from './my-salary-receipts.service.ts';
import * as approval from './salary-receipt-approval.service.ts';
import { readReceiptUpload } from './salary-receipt-upload.ts';
import * as receipts from './salary-receipts.service.ts';

/** Finance and admin keep every salary receipt; each employee reads their own published ones. */
export async function salaryReceiptsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listReceipts, (request) =>
    receipts.listReceipts(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.listMissing, (request) =>
    receipts.listMissing(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.pendingNumber, (request) => approval.pendingNumber(ctx, actorOf(request)));

  route(app, endpoints.addReceipt, async (request, reply) => {
    const actor = actorOf(request);
    const upload = await readReceiptUpload(ctx, actor, request, salaryReceiptFieldsSchema);
    return reply.status(201).send(await receipts.addReceipt(ctx, actor, upload));
  });

  route(app, endpoints.sendToApproval, (request) =>
    approval.sendToApproval(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.decideReceipt, (request) =>
    approval.decideReceipt(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.updateReceipt, async (request) => {
    const actor = actorOf(request);
    const upload = await readReceiptUpload(ctx, actor, request, salaryReceiptUpdateFieldsSchema);
    return receipts.updateReceipt(ctx, actor, { id: request.params.id, ...upload });
  });

  route(app, endpoints.removeReceipt, (request) =>
    receipts.removeReceipt(ctx, actorOf(request), request.params),
  );

  route(app, endpoints.myReceipts, (request) =>
    my.myReceipts(ctx, actorOf(request), request.query),
  );

  route(
    app,
    endpoints.receiptFile,
    async (request, reply) => {
      const { file, name } = await my.receiptFile(ctx, actorOf(request), request.params);
      return sendStoredFile(reply, file, 'inline', name, { noStore: true });
    },
    { config: { openapi: { response: { 200: fileDownloadDoc(['application/pdf']) } } } },
  );
}
