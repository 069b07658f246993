import { WORK_MAPS_ENDPOINTS as endpoints } from '@quadro/contract/work-maps.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as absences from './absences.service.ts';

/** The absences of a work map and their justification files. */
export async function absencesRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;
  const ids = (params: { id: string; absenceId: string }) => ({
    mapId: params.id,
    absenceId: params.absenceId,
  });

  route(app, endpoints.addAbsence, async (request, reply) =>
    reply.status(201).send(
      await absences.addAbsence(ctx, actorOf(request), {
        mapId: request.params.id,
        absence: request.body,
      }),
    ),
  );

  route(app, endpoints.updateAbsence, (request) =>
    absences.updateAbsence(ctx, actorOf(request), {
      ...ids(request.params),
      absence: request.body,
    }),
  );

  route(app, endpoints.removeAbsence, (request) =>
    absences.removeAbsence(ctx, actorOf(request), ids(request.params)),
  );

  route(app, endpoints.attachJustification, async (request) =>
    absences.attachJustification(ctx, actorOf(request), {
      ...ids(request.params),
      upload: await request.file(),
    }),
  );

  route(
    app,
    endpoints.justificationFile,
    async (request, reply) => {
      const file = await absences.justificationFile(ctx, actorOf(request), ids(request.params));
      return sendStoredFile(reply, file, 'inline');
    },
    {
      config: {
        openapi: { response: { 200: fileDownloadDoc([...DOCUMENT_TYPES, ...PICTURE_TYPES]) } },
      },
    },
  );
}
