import { z } from 'zod';
import { keyNameSchema } from './account.ts';
import {
  allocationInputSchema,
  clientAllocationSchema,
  clientDetailsSchema,
  clientInputSchema,
  clientListSchema,
  clientSchema,
} from './clients.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const READERS = ['hr', 'financial', 'admin', 'comercial'] as const;
const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** The clients and the allocations of employees to them. */
export const CLIENTS_ENDPOINTS = {
  listClients: defineEndpoint({
    method: 'GET',
    path: '/api/clients',
    access: [...READERS],
    tag: 'clients',
    summary: 'Every client, by name, with the number of employees allocated to it today',
    responses: { 200: clientListSchema, ...errors },
  }),
  listEmployeesWithoutClient: defineEndpoint({
    method: 'GET',
    path: '/api/clients/employees-without-client',
    access: ['hr'],
    tag: 'clients',
    summary: 'Enabled employees allocated to no client today',
    responses: { 200: z.array(keyNameSchema), ...errors },
  }),
  getClient: defineEndpoint({
    method: 'GET',
    path: '/api/clients/:id',
    access: [...READERS],
    tag: 'clients',
    summary: 'One client with all its allocations',
    params,
    responses: { 200: clientDetailsSchema, ...errors },
  }),
  createClient: defineEndpoint({
    method: 'POST',
    path: '/api/clients',
    access: ['hr'],
    tag: 'clients',
    summary: 'Add a client',
    body: clientInputSchema,
    responses: { 201: clientSchema, ...errors },
  }),
  updateClient: defineEndpoint({
    method: 'PUT',
    path: '/api/clients/:id',
    access: ['hr'],
    tag: 'clients',
    summary: "Change a client's fields",
    params,
    body: clientInputSchema,
    responses: { 200: clientSchema, ...errors },
  }),
  removeClient: defineEndpoint({
    method: 'DELETE',
    path: '/api/clients/:id',
    access: ['hr'],
    tag: 'clients',
    summary: 'Remove a client and its allocations (409 while it has projects)',
    params,
    responses: { 204: z.null(), ...errors },
  }),
  addAllocation: defineEndpoint({
    method: 'POST',
    path: '/api/clients/:id/allocations',
    access: ['hr'],
    tag: 'clients',
    summary: 'Allocate an employee to the client for a period',
    params,
    body: allocationInputSchema,
    responses: { 201: clientAllocationSchema, ...errors },
  }),
  updateAllocation: defineEndpoint({
    method: 'PUT',
    path: '/api/clients/allocations/:id',
    access: ['hr'],
    tag: 'clients',
    summary: 'Change an allocation (employee, from, to)',
    params,
    body: allocationInputSchema,
    responses: { 200: clientAllocationSchema, ...errors },
  }),
  removeAllocation: defineEndpoint({
    method: 'DELETE',
    path: '/api/clients/allocations/:id',
    access: ['hr'],
    tag: 'clients',
    summary: 'Remove an allocation',
    params,
    responses: { 204: z.null(), ...errors },
  }),
};
