import { z } from 'zod';
import {
  contractInputSchema,
  contractListSchema,
  contractSchema,
  salaryCreatedSchema,
  salaryDeletedSchema,
  salaryHistorySchema,
  salaryInputSchema,
  salaryListSchema,
} from './contracts.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const PAY_STAFF = ['hr', 'financial', 'admin'] as const;

/** Contracts, salaries and the salary change log. */
export const CONTRACTS_ENDPOINTS = {
  listContracts: defineEndpoint({
    method: 'GET',
    path: '/api/contracts/employee/:employeeId',
    access: 'authenticated',
    tag: 'contracts',
    summary: "An employee's contracts, newest first (own, or hr/financial/admin)",
    params: z.object({ employeeId: z.uuid() }),
    responses: { 200: contractListSchema, ...errors },
  }),
  addContract: defineEndpoint({
    method: 'POST',
    path: '/api/contracts',
    access: ['hr'],
    tag: 'contracts',
    summary: 'Add a contract; the latest previous one ends on its start',
    body: contractInputSchema,
    responses: { 201: contractSchema, ...errors },
  }),
  listContractSalaries: defineEndpoint({
    method: 'GET',
    path: '/api/contracts/:id/salaries',
    access: 'authenticated',
    tag: 'contracts',
    summary: 'The salaries of a contract, oldest first',
    params: z.object({ id: z.uuid() }),
    responses: { 200: salaryListSchema, ...errors },
  }),
  listSalaries: defineEndpoint({
    method: 'GET',
    path: '/api/salary/all/:id',
    access: 'authenticated',
    tag: 'salaries',
    summary: "An employee's salaries, newest first (own, or hr/financial/admin)",
    params: z.object({ id: z.uuid() }),
    responses: { 200: salaryListSchema, ...errors },
  }),
  addSalary: defineEndpoint({
    method: 'POST',
    path: '/api/salary',
    access: ['hr'],
    tag: 'salaries',
    summary: 'Add a salary from an effective date',
    body: salaryInputSchema,
    responses: { 201: salaryCreatedSchema, ...errors },
  }),
  removeSalary: defineEndpoint({
    method: 'DELETE',
    path: '/api/salary/:id',
    access: ['hr'],
    tag: 'salaries',
    summary: 'Remove a salary',
    params: z.object({ id: z.uuid() }),
    responses: { 200: salaryDeletedSchema, ...errors },
  }),
  salaryChangeLog: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/log-change/salary',
    access: 'authenticated',
    tag: 'salaries',
    summary: `The salary change log: own, or anyone's for ${PAY_STAFF.join('/')} (employee_id)`,
    query: z.object({ employee_id: z.uuid().optional() }),
    responses: { 200: salaryHistorySchema, ...errors },
  }),
};
