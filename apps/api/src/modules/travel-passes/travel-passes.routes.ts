import { TRAVEL_PASSES_ENDPOINTS as endpoints } from '@quadro/contract/travel-passes.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { readTravelPassUpload } from './travel-pass-upload.ts';
import * as passes from './travel-passes.service.ts';

/** Spec §7's travel-pass calls of employees and trainees, and the e-mail's block-month link. */
export async function travelPassesRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listMyPasses, (request) =>
    passes.listMyPasses(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.addThisMonth, async (request, reply) =>
    reply.status(201).send(await passes.addThisMonth(ctx, actorOf(request))),
  );

  route(app, endpoints.updateMyPass, async (request) => {
    const actor = actorOf(request);
    const upload = await readTravelPassUpload(ctx, actor, request);
    return passes.savePass(ctx, actor, upload);
  });

  route(app, endpoints.sendToApproval, (request) =>
    passes.sendToApproval(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.blockNotification, (request) =>
    passes.blockNotification(ctx, actorOf(request)),
  );

  route(app, endpoints.blockMonthByCode, (request) => passes.blockMonthByCode(ctx, request.query));

  route(app, endpoints.removePass, (request) =>
    passes.removePass(ctx, actorOf(request), request.params),
  );

  route(
    app,
    endpoints.attachmentOf,
    async (request, reply) => {
      const file = await passes.attachmentOf(ctx, actorOf(request), request.params);
      return sendStoredFile(reply, file, 'inline');
    },
    {
      config: {
        openapi: { response: { 200: fileDownloadDoc([...DOCUMENT_TYPES, ...PICTURE_TYPES]) } },
      },
    },
  );
}
