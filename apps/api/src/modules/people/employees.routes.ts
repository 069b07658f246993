import {
  employeeExportQuerySchema,
  employeeHistoryPageSchema,
  employeeInputSchema,
  employeePageSchema,
  employeeQuerySchema,
  employeeRecordSchema,
} from '@quadro/contract/employees';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import * as employees from './employees.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const READERS = ['hr', 'financial'] as const;

/** HR's administration of employees (/app/employees); financial reads it. */
export async function employeesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/employees',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['employees'],
        summary: 'One page of the employees table, filtered and sorted',
        querystring: employeeQuerySchema,
        response: { 200: employeePageSchema, ...errors },
      },
    },
    (request) => employees.listEmployees(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/employees/export',
    {
      config: {
        access: [...READERS],
        openapi: {
          response: {
            200: fileDownloadDoc([
              'text/csv',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ]),
          },
        },
      },
      schema: {
        tags: ['employees'],
        summary: 'The filtered, sorted employees table as CSV (UTF-8 with BOM) or XLSX',
        querystring: employeeExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await employees.exportEmployees(ctx, actorOf(request), request.query);
      return sendGeneratedFile(reply, file);
    },
  );

  routes.get(
    '/api/employees/:id',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['employees'],
        summary: "An employee's record",
        params,
        response: { 200: employeeRecordSchema, ...errors },
      },
    },
    (request) => employees.getEmployee(ctx, actorOf(request), { id: request.params.id }),
  );

  routes.post(
    '/api/employees',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['employees'],
        summary: 'Create an employee and e-mail them an invitation to choose a password',
        body: employeeInputSchema,
        response: { 201: employeeRecordSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await employees.createEmployee(ctx, actorOf(request), request.body)),
  );

  routes.put(
    '/api/employees/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['employees'],
        summary: "Change an employee's employment fields and profiles",
        params,
        body: employeeInputSchema,
        response: { 200: employeeRecordSchema, ...errors },
      },
    },
    (request) =>
      employees.updateEmployee(ctx, actorOf(request), {
        id: request.params.id,
        employee: request.body,
      }),
  );

  routes.get(
    '/api/employees/:id/history',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['employees'],
        summary: "Who changed what of an employee's records and when, newest first",
        params,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: employeeHistoryPageSchema, ...errors },
      },
    },
    (request) =>
      employees.employeeHistory(ctx, actorOf(request), {
        id: request.params.id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
}
