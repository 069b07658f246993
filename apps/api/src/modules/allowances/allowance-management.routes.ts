import {
  ALLOWANCE_MANAGERS,
  allowanceApprovalSchema,
  allowanceExportQuerySchema,
  allowanceFiltersSchema,
  allowanceTotalsSchema,
  generateAllowancePlansSchema,
  manageAllowancesPageSchema,
  manageAllowancesQuerySchema,
  sendAllowancePlansSchema,
} from '@quadro/contract/allowances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import * as approval from './allowance-approval.service.ts';
import * as management from './allowance-management.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const access = [...ALLOWANCE_MANAGERS];

/** Finance and admin: every plan, its approval, the consolidated totals, the export. */
export async function allowanceManagementRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/allowances',
    {
      config: { access },
      schema: {
        tags: ['allowances'],
        summary: 'Every plan, filtered by allowance, year, month of payment and status, paged',
        querystring: manageAllowancesQuerySchema,
        response: { 200: manageAllowancesPageSchema, ...errors },
      },
    },
    (request) => management.listPlans(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/allowances/totals',
    {
      config: { access },
      schema: {
        tags: ['allowances'],
        summary:
          'The filtered plans consolidated: with a month, what falls due in it (exact decimals)',
        querystring: allowanceFiltersSchema,
        response: { 200: allowanceTotalsSchema, ...errors },
      },
    },
    (request) => management.planTotals(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/allowances/export',
    {
      config: {
        access,
        openapi: { response: { 200: fileDownloadDoc(Object.values(EXPORT_MEDIA_TYPES)) } },
      },
      schema: {
        tags: ['allowances'],
        summary: 'The filtered plans and their totals as CSV or XLSX',
        querystring: allowanceExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await management.exportPlans(ctx, actorOf(request), request.query);
      return sendGeneratedFile(reply, {
        ...file,
        mediaType: EXPORT_MEDIA_TYPES[request.query.format],
      });
    },
  );

  routes.get(
    '/api/allowances/pending-number',
    {
      config: { access },
      schema: {
        tags: ['allowances'],
        summary: 'How many plans wait for a decision (a number)',
        response: { 200: z.number(), ...errors },
      },
    },
    (request) => approval.pendingNumber(ctx, actorOf(request)),
  );

  routes.put(
    '/api/allowances/send-to-approval',
    {
      config: { access },
      schema: {
        tags: ['allowances'],
        summary: 'Send the selected plans to approval (each PENDING_APPROVAL), all or none',
        body: sendAllowancePlansSchema,
        response: { 200: z.object({ message: z.string(), sent: z.number() }), ...errors },
      },
    },
    (request) => approval.sendToApproval(ctx, actorOf(request), request.body),
  );

  routes.put(
    '/api/allowances/approval',
    {
      config: { access },
      schema: {
        tags: ['allowances'],
        summary:
          'Approve, or reject with a reason, the selected plans; never one you sent or your own',
        body: allowanceApprovalSchema,
        response: { 200: z.object({ message: z.string(), decided: z.number() }), ...errors },
      },
    },
    (request) => approval.decidePlans(ctx, actorOf(request), request.body),
  );

  routes.post(
    '/api/allowances/generate',
    {
      config: { access },
      schema: {
        tags: ['allowances'],
        summary: 'Add the default plan for every employee of the year who lacks one',
        body: generateAllowancePlansSchema,
        response: { 200: z.object({ message: z.string(), created: z.number() }), ...errors },
      },
    },
    (request) => management.generatePlans(ctx, actorOf(request), request.body),
  );
}
