import { CONTRACT_MESSAGES } from '@quadro/contract/contracts';
import { CONTRACTS_ENDPOINTS as endpoints } from '@quadro/contract/contracts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as contracts from './contracts.service.ts';

/** Contracts, salaries and the salary change log (spec §7's calls, exactly). */
export async function contractsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listContracts, (request) =>
    contracts.listContracts(ctx, actorOf(request), { employeeId: request.params.employeeId }),
  );

  route(app, endpoints.addContract, async (request, reply) => {
    const created = await contracts.addContract(ctx, actorOf(request), request.body);
    return reply.status(201).send(created);
  });

  route(app, endpoints.listContractSalaries, (request) =>
    contracts.listContractSalaries(ctx, actorOf(request), { contractId: request.params.id }),
  );

  route(app, endpoints.listSalaries, (request) =>
    contracts.listSalaries(ctx, actorOf(request), { employeeId: request.params.id }),
  );

  route(app, endpoints.addSalary, async (request, reply) => {
    const salary = await contracts.addSalary(ctx, actorOf(request), request.body);
    return reply.status(201).send({ message: CONTRACT_MESSAGES.salaryCreated, salary });
  });

  route(app, endpoints.removeSalary, async (request) => {
    await contracts.removeSalary(ctx, actorOf(request), { id: request.params.id });
    return { message: CONTRACT_MESSAGES.salaryDeleted };
  });

  route(app, endpoints.salaryChangeLog, (request) =>
    contracts.salaryChangeLog(ctx, actorOf(request), { employeeId: request.query.employee_id }),
  );
}
