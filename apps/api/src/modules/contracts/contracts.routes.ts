import {
  CONTRACT_MESSAGES,
  contractInputSchema,
  contractListSchema,
  contractSchema,
  salaryCreatedSchema,
  salaryDeletedSchema,
  salaryHistorySchema,
  salaryInputSchema,
  salaryListSchema,
} from '@quadro/contract/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as contracts from './contracts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const PAY_STAFF = ['hr', 'financial', 'admin'] as const;

/** Contracts, salaries and the salary change log (spec §7's calls, exactly). */
export async function contractsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/contracts/employee/:employeeId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['contracts'],
        summary: "An employee's contracts, newest first (own, or hr/financial/admin)",
        params: z.object({ employeeId: z.uuid() }),
        response: { 200: contractListSchema, ...errors },
      },
    },
    (request) =>
      contracts.listContracts(ctx, actorOf(request), { employeeId: request.params.employeeId }),
  );

  routes.post(
    '/api/contracts',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['contracts'],
        summary: 'Add a contract; the latest previous one ends on its start',
        body: contractInputSchema,
        response: { 201: contractSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await contracts.addContract(ctx, actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/contracts/:id/salaries',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['contracts'],
        summary: 'The salaries of a contract, oldest first',
        params: z.object({ id: z.uuid() }),
        response: { 200: salaryListSchema, ...errors },
      },
    },
    (request) =>
      contracts.listContractSalaries(ctx, actorOf(request), { contractId: request.params.id }),
  );

  routes.get(
    '/api/salary/all/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['salaries'],
        summary: "An employee's salaries, newest first (own, or hr/financial/admin)",
        params: z.object({ id: z.uuid() }),
        response: { 200: salaryListSchema, ...errors },
      },
    },
    (request) => contracts.listSalaries(ctx, actorOf(request), { employeeId: request.params.id }),
  );

  routes.post(
    '/api/salary',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['salaries'],
        summary: 'Add a salary from an effective date',
        body: salaryInputSchema,
        response: { 201: salaryCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const salary = await contracts.addSalary(ctx, actorOf(request), request.body);
      return reply.status(201).send({ message: CONTRACT_MESSAGES.salaryCreated, salary });
    },
  );

  routes.delete(
    '/api/salary/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['salaries'],
        summary: 'Remove a salary',
        params: z.object({ id: z.uuid() }),
        response: { 200: salaryDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await contracts.removeSalary(ctx, actorOf(request), { id: request.params.id });
      return { message: CONTRACT_MESSAGES.salaryDeleted };
    },
  );

  routes.get(
    '/api/accounts/log-change/salary',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['salaries'],
        summary: `The salary change log: own, or anyone's for ${PAY_STAFF.join('/')} (employee_id)`,
        querystring: z.object({ employee_id: z.uuid().optional() }),
        response: { 200: salaryHistorySchema, ...errors },
      },
    },
    (request) =>
      contracts.salaryChangeLog(ctx, actorOf(request), { employeeId: request.query.employee_id }),
  );
}
