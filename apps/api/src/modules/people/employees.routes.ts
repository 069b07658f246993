import { PEOPLE_ENDPOINTS as endpoints } from '@quadro/contract/people.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as employees from './employees.service.ts';

/** HR's administration of employees (/app/employees); financial reads it. */
export async function employeesRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listEmployees, (request) =>
    employees.listEmployees(ctx, actorOf(request), request.query),
  );

  route(
    app,
    endpoints.exportEmployees,
    async (request, reply) => {
      const file = await employees.exportEmployees(ctx, actorOf(request), request.query);
      return sendGeneratedFile(reply, file);
    },
    {
      config: {
        openapi: {
          response: {
            200: fileDownloadDoc([
              'text/csv',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ]),
          },
        },
      },
    },
  );

  route(app, endpoints.getEmployee, (request) =>
    employees.getEmployee(ctx, actorOf(request), { id: request.params.id }),
  );

  route(app, endpoints.createEmployee, async (request, reply) =>
    reply.status(201).send(await employees.createEmployee(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.updateEmployee, (request) =>
    employees.updateEmployee(ctx, actorOf(request), {
      id: request.params.id,
      employee: request.body,
    }),
  );

  route(app, endpoints.employeeHistory, (request) =>
    employees.employeeHistory(ctx, actorOf(request), {
      id: request.params.id,
      page: request.query.page,
      pageSize: request.query.page_size,
    }),
  );
}
