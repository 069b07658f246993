import { PERSONAL_DATA_ENDPOINTS as endpoints } from '@quadro/contract/personal-data.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf, requireSignedIn } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PersonalDataPiece } from '../../platform/personal-data/personal-data-piece.ts';
import { exportPersonalData } from './personal-data.service.ts';

const zipDoc = { config: { openapi: { response: { 200: fileDownloadDoc(['application/zip']) } } } };

/** The person's own export and HR's export of anyone, both one zip streamed as it is made. */
export async function personalDataRoutes(
  app: FastifyInstance,
  { pieces }: { pieces: readonly PersonalDataPiece[] },
) {
  const ctx = app.serviceContext;

  route(
    app,
    endpoints.ownPersonalData,
    async (request, reply) => {
      const actor = requireSignedIn(actorOf(request));
      const file = await exportPersonalData(ctx, actor, pieces, actor.userId);
      return sendGeneratedFile(reply, { ...file, mediaType: 'application/zip' });
    },
    zipDoc,
  );

  route(
    app,
    endpoints.personalDataOf,
    async (request, reply) => {
      const file = await exportPersonalData(ctx, actorOf(request), pieces, request.params.id);
      return sendGeneratedFile(reply, { ...file, mediaType: 'application/zip' });
    },
    zipDoc,
  );
}
