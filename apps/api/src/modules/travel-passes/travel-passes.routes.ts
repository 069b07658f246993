import {
  blockMonthQuerySchema,
  messageSchema,
  sendTravelPassSchema,
  TRAVEL_PASS_HOLDERS,
  travelPassPageSchema,
  travelPassQuerySchema,
  travelPassResultSchema,
} from '@quadro/contract/travel-passes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { readTravelPassUpload } from './travel-pass-upload.ts';
import * as passes from './travel-passes.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const params = z.object({ id: z.uuid() });
const holders = [...TRAVEL_PASS_HOLDERS];

/** Spec §7's travel-pass calls of employees and trainees, and the e-mail's block-month link. */
export async function travelPassesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/travel-pass',
    {
      config: { access: holders },
      schema: {
        tags: ['travel-passes'],
        summary: 'The signed-in person’s passes, newest month first (page 1, pageSize 10, filter)',
        querystring: travelPassQuerySchema,
        response: { 200: travelPassPageSchema, ...errors },
      },
    },
    (request) => passes.listMyPasses(ctx, actorOf(request), request.query),
  );

  routes.post(
    '/api/travel-pass',
    {
      config: { access: holders },
      schema: {
        tags: ['travel-passes'],
        summary: "Add this month's pass (one a month)",
        response: { 201: travelPassResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await passes.addThisMonth(ctx, actorOf(request))),
  );

  routes.put(
    '/api/travel-pass/',
    {
      config: {
        access: holders,
        openapi: {
          body: z.object({
            id: z.uuid(),
            value: z.string().meta({ description: 'Euros, at most 2 decimals, up to the cap' }),
            attachment: z
              .string()
              .meta({ format: 'binary', description: 'The receipt: one PDF, PNG or JPEG, 5 MB' }),
          }),
        },
      },
      schema: {
        tags: ['travel-passes'],
        summary:
          'Set the value and the receipt of a pass not yet sent (multipart id, attachment, value)',
        consumes: ['multipart/form-data'],
        response: { 200: travelPassResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const upload = await readTravelPassUpload(ctx, actor, request);
      return passes.savePass(ctx, actor, upload);
    },
  );

  routes.put(
    '/api/travel-pass/send-to-approval',
    {
      config: { access: holders },
      schema: {
        tags: ['travel-passes'],
        summary: 'Send a pass with a value and a receipt to finance',
        body: sendTravelPassSchema,
        response: { 200: travelPassResultSchema, ...errors },
      },
    },
    (request) => passes.sendToApproval(ctx, actorOf(request), request.body),
  );

  routes.put(
    '/api/travel-pass/block-notification',
    {
      config: { access: holders },
      schema: {
        tags: ['travel-passes'],
        summary: "No more reminder e-mails about this month's pass",
        response: { 200: messageSchema, ...errors },
      },
    },
    (request) => passes.blockNotification(ctx, actorOf(request)),
  );

  routes.put(
    '/api/travel-pass/block-month',
    {
      config: { access: 'public' },
      schema: {
        tags: ['travel-passes'],
        summary: "The reminder's link: blocks that person's reminders of that month",
        querystring: blockMonthQuerySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (request) => passes.blockMonthByCode(ctx, request.query),
  );

  routes.delete(
    '/api/travel-pass/:id',
    {
      config: { access: holders },
      schema: {
        tags: ['travel-passes'],
        summary: 'Remove a pass not approved, with its receipt',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    (request) => passes.removePass(ctx, actorOf(request), request.params),
  );

  routes.get(
    '/api/travel-pass/:id/attachment',
    {
      config: {
        access: [...holders, 'financial'],
        openapi: { response: { 200: fileDownloadDoc([...DOCUMENT_TYPES, ...PICTURE_TYPES]) } },
      },
      schema: {
        tags: ['travel-passes'],
        summary: "The pass's receipt (its holder, financial)",
        params,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await passes.attachmentOf(ctx, actorOf(request), request.params);
      return sendStoredFile(reply, file, 'inline');
    },
  );
}
