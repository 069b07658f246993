import { absenceInputSchema, workMapDetailsSchema } from '@quadro/contract/work-maps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc, fileUploadDoc } from '../../platform/files/file-docs.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import * as absences from './absences.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const mapParams = z.object({ id: z.uuid() });
const absenceParams = z.object({ id: z.uuid(), absenceId: z.uuid() });

/** The absences of a work map and their justification files. */
export async function absencesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;
  const ids = (params: { id: string; absenceId: string }) => ({
    mapId: params.id,
    absenceId: params.absenceId,
  });

  routes.post(
    '/api/work-maps/:id/absences',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'Add an absence (type, start, hours of that day or whole working days, note)',
        params: mapParams,
        body: absenceInputSchema,
        response: { 201: workMapDetailsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await absences.addAbsence(ctx, actorOf(request), {
          mapId: request.params.id,
          absence: request.body,
        }),
      ),
  );

  routes.put(
    '/api/work-maps/:id/absences/:absenceId',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'Edit an absence; answers the map',
        params: absenceParams,
        body: absenceInputSchema,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) =>
      absences.updateAbsence(ctx, actorOf(request), {
        ...ids(request.params),
        absence: request.body,
      }),
  );

  routes.delete(
    '/api/work-maps/:id/absences/:absenceId',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'Remove an absence and its justification; answers the map',
        params: absenceParams,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) => absences.removeAbsence(ctx, actorOf(request), ids(request.params)),
  );

  routes.put(
    '/api/work-maps/:id/absences/:absenceId/justification',
    {
      config: { access: ['employee'], openapi: { body: fileUploadDoc } },
      schema: {
        tags: ['work-maps'],
        summary: 'Attach or replace the justification (multipart, one PDF, PNG or JPEG, 5 MB)',
        consumes: ['multipart/form-data'],
        params: absenceParams,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    async (request) =>
      absences.attachJustification(ctx, actorOf(request), {
        ...ids(request.params),
        upload: await request.file(),
      }),
  );

  routes.get(
    '/api/work-maps/:id/absences/:absenceId/justification',
    {
      config: {
        access: ['employee', 'hr', 'admin'],
        openapi: { response: { 200: fileDownloadDoc([...DOCUMENT_TYPES, ...PICTURE_TYPES]) } },
      },
      schema: {
        tags: ['work-maps'],
        summary: "The absence's justification file (its employee, hr, admin)",
        params: absenceParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await absences.justificationFile(ctx, actorOf(request), ids(request.params));
      return sendStoredFile(reply, file, 'inline');
    },
  );
}
