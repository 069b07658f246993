import {
  manageSalaryReceiptsPageSchema,
  manageSalaryReceiptsQuerySchema,
  missingSalaryReceiptsQuerySchema,
  missingSalaryReceiptsSchema,
  mySalaryReceiptsQuerySchema,
  mySalaryReceiptsSchema,
  SALARY_RECEIPT_HOLDERS,
  SALARY_RECEIPT_MANAGERS,
  salaryReceiptApprovalSchema,
  salaryReceiptFieldsSchema,
  salaryReceiptResultSchema,
  salaryReceiptUpdateFieldsSchema,
  sendSalaryReceiptsSchema,
} from '@quadro/contract/salary-receipts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import * as my from './my-salary-receipts.service.ts';
import * as approval from './salary-receipt-approval.service.ts';
import { readReceiptUpload } from './salary-receipt-upload.ts';
import * as receipts from './salary-receipts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const params = z.object({ id: z.uuid() });
const managers = [...SALARY_RECEIPT_MANAGERS];
const messageSchema = z.object({ message: z.string() });
const pdfPart = z.string().meta({ format: 'binary', description: 'The receipt: one PDF, 5 MB' });

/** Finance and admin keep every salary receipt; each employee reads their own published ones. */
export async function salaryReceiptsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/salary-receipts',
    {
      config: { access: managers },
      schema: {
        tags: ['salary-receipts'],
        summary: "A year's receipts (this year by default), waiting ones first, filtered and paged",
        querystring: manageSalaryReceiptsQuerySchema,
        response: { 200: manageSalaryReceiptsPageSchema, ...errors },
      },
    },
    (request) => receipts.listReceipts(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/salary-receipts/missing',
    {
      config: { access: managers },
      schema: {
        tags: ['salary-receipts'],
        summary: 'Employees with no salary receipt for a month yet',
        querystring: missingSalaryReceiptsQuerySchema,
        response: { 200: missingSalaryReceiptsSchema, ...errors },
      },
    },
    (request) => receipts.listMissing(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/salary-receipts/pending-number',
    {
      config: { access: managers },
      schema: {
        tags: ['salary-receipts'],
        summary: 'How many receipts wait for a decision (a number)',
        response: { 200: z.number(), ...errors },
      },
    },
    (request) => approval.pendingNumber(ctx, actorOf(request)),
  );

  routes.post(
    '/api/salary-receipts',
    {
      config: {
        access: managers,
        openapi: { body: salaryReceiptFieldsSchema.extend({ file: pdfPart }) },
      },
      schema: {
        tags: ['salary-receipts'],
        summary:
          "Add an employee's receipt of a month (multipart employeeId, year, month, kind, file)",
        consumes: ['multipart/form-data'],
        response: { 201: salaryReceiptResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readReceiptUpload(ctx, actor, request, salaryReceiptFieldsSchema);
      return reply.status(201).send(await receipts.addReceipt(ctx, actor, upload));
    },
  );

  routes.put(
    '/api/salary-receipts/send-to-approval',
    {
      config: { access: managers },
      schema: {
        tags: ['salary-receipts'],
        summary: 'Send the selected receipts to approval, all or none',
        body: sendSalaryReceiptsSchema,
        response: { 200: z.object({ message: z.string(), sent: z.number() }), ...errors },
      },
    },
    (request) => approval.sendToApproval(ctx, actorOf(request), request.body),
  );

  routes.put(
    '/api/salary-receipts/approval',
    {
      config: { access: managers },
      schema: {
        tags: ['salary-receipts'],
        summary:
          'Approve (publish to the employee) or reject with a reason; never one you sent or your own',
        body: salaryReceiptApprovalSchema,
        response: { 200: salaryReceiptResultSchema, ...errors },
      },
    },
    (request) => approval.decideReceipt(ctx, actorOf(request), request.body),
  );

  routes.put(
    '/api/salary-receipts/:id',
    {
      config: {
        access: managers,
        openapi: { body: salaryReceiptUpdateFieldsSchema.extend({ file: pdfPart.optional() }) },
      },
      schema: {
        tags: ['salary-receipts'],
        summary: 'Replace the PDF or fix the period of a receipt not sent, or rejected (multipart)',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: salaryReceiptResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const upload = await readReceiptUpload(ctx, actor, request, salaryReceiptUpdateFieldsSchema);
      return receipts.updateReceipt(ctx, actor, { id: request.params.id, ...upload });
    },
  );

  routes.delete(
    '/api/salary-receipts/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['salary-receipts'],
        summary: 'Remove a receipt not published, with its PDF',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    (request) => receipts.removeReceipt(ctx, actorOf(request), request.params),
  );

  routes.get(
    '/api/salary-receipts/mine',
    {
      config: { access: [...SALARY_RECEIPT_HOLDERS] },
      schema: {
        tags: ['salary-receipts'],
        summary: "The signed-in employee's published receipts of a year, newest first",
        querystring: mySalaryReceiptsQuerySchema,
        response: { 200: mySalaryReceiptsSchema, ...errors },
      },
    },
    (request) => my.myReceipts(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/salary-receipts/:id/file',
    {
      config: {
        access: [...SALARY_RECEIPT_HOLDERS, ...managers],
        openapi: { response: { 200: fileDownloadDoc(['application/pdf']) } },
      },
      schema: {
        tags: ['salary-receipts'],
        summary: "The receipt's PDF (its employee once published; financial and admin, audited)",
        params,
        response: errors,
      },
    },
    async (request, reply) => {
      const { file, name } = await my.receiptFile(ctx, actorOf(request), request.params);
      return sendStoredFile(reply, file, 'inline', name, { noStore: true });
    },
  );
}
