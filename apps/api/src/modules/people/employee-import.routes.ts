import {
  employeeImportPreviewSchema,
  employeeImportResultSchema,
} from '@quadro/contract/employee-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileUploadDoc } from '../../platform/files/file-docs.ts';
import { importEmployees, previewEmployeeImport } from './employee-import.service.ts';

const errors = errorResponses(400, 401, 403, 409, 413, 415);

/** HR imports employees from a CSV or XLSX file: a preview first, then all rows or none. */
export async function employeeImportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.post(
    '/api/employees/import/preview',
    {
      config: { access: ['hr'], openapi: { body: fileUploadDoc } },
      schema: {
        tags: ['employees'],
        summary: 'Check a CSV or XLSX file of employees row by row, creating nobody',
        consumes: ['multipart/form-data'],
        response: { 200: employeeImportPreviewSchema, ...errors },
      },
    },
    async (request) =>
      previewEmployeeImport(ctx, actorOf(request), { upload: await request.file() }),
  );

  routes.post(
    '/api/employees/import',
    {
      config: { access: ['hr'], openapi: { body: fileUploadDoc } },
      schema: {
        tags: ['employees'],
        summary: 'Create and invite every employee of the file in one transaction, or none',
        consumes: ['multipart/form-data'],
        response: { 201: employeeImportResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await importEmployees(ctx, actorOf(request), { upload: await request.file() })),
  );
}
