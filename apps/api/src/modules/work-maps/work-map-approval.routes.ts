import {
  rejectWorkMapSchema,
  workMapAttentionSchema,
  workMapDetailsSchema,
  workMapExportQuerySchema,
  workMapPageSchema,
  workMapQuerySchema,
} from '@quadro/contract/work-maps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import * as approval from './work-map-approval.service.ts';
import { workMapsExport } from './work-map-export.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const APPROVERS = ['hr', 'admin'] as const;

/** HR and admin: every map of a month, the counts that need attention, and the decisions. */
export async function workMapApprovalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/work-maps',
    {
      config: { access: [...APPROVERS] },
      schema: {
        tags: ['work-maps'],
        summary:
          "A month's table: every employee owing a map, created or not, with counts by state",
        querystring: workMapQuerySchema,
        response: { 200: workMapPageSchema, ...errors },
      },
    },
    (request) => approval.listWorkMaps(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/work-maps/attention',
    {
      config: { access: [...APPROVERS] },
      schema: {
        tags: ['work-maps'],
        summary: 'Maps not created and In Modification, this month and last',
        response: { 200: workMapAttentionSchema, ...errors },
      },
    },
    (request) => approval.workMapAttention(ctx, actorOf(request)),
  );

  routes.get(
    '/api/work-maps/export',
    {
      config: {
        access: [...APPROVERS],
        openapi: { response: { 200: fileDownloadDoc(Object.values(EXPORT_MEDIA_TYPES)) } },
      },
      schema: {
        tags: ['work-maps'],
        summary:
          "A month's maps: hours, extra hours and absences by type per employee, hours per project",
        querystring: workMapExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const rows = await approval.allWorkMapTotals(ctx, actorOf(request), month);
      const file = await workMapsExport(month, rows, format);
      return sendGeneratedFile(reply, { ...file, mediaType: EXPORT_MEDIA_TYPES[format] });
    },
  );

  for (const [path, action, summary] of [
    ['approve', 'approve', 'Approve a map sent to approval'],
    ['modification', 'modify', 'Reopen a pending or approved map for changes (In Modification)'],
  ] as const) {
    routes.put(
      `/api/work-maps/:id/${path}`,
      {
        config: { access: [...APPROVERS] },
        schema: {
          tags: ['work-maps'],
          summary,
          params,
          response: { 200: workMapDetailsSchema, ...errors },
        },
      },
      (request) => approval.decideWorkMap(ctx, actorOf(request), { id: request.params.id, action }),
    );
  }

  routes.put(
    '/api/work-maps/:id/reject',
    {
      config: { access: [...APPROVERS] },
      schema: {
        tags: ['work-maps'],
        summary: 'Reject a map sent to approval, with a reason (1–1000 characters)',
        params,
        body: rejectWorkMapSchema,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) =>
      approval.decideWorkMap(ctx, actorOf(request), {
        id: request.params.id,
        action: 'reject',
        reason: request.body.reason,
      }),
  );
}
