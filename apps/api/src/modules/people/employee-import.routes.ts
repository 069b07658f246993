import { PEOPLE_ENDPOINTS as endpoints } from '@quadro/contract/people.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { importEmployees, previewEmployeeImport } from './employee-import.service.ts';

/** HR imports employees from a CSV or XLSX file: a preview first, then all rows or none. */
export async function employeeImportRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.previewEmployeeImport, async (request) =>
    previewEmployeeImport(ctx, actorOf(request), { upload: await request.file() }),
  );

  route(app, endpoints.importEmployees, async (request, reply) =>
    reply
      .status(201)
      .send(await importEmployees(ctx, actorOf(request), { upload: await request.file() })),
  );
}
