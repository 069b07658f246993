import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  TRANSPORT_MANAGERS,
  TRANSPORT_READERS,
  transportInputSchema,
  transportListSchema,
  transportQuerySchema,
  transportRemovedSchema,
  transportResultSchema,
} from './transports.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const managers = [...TRANSPORT_MANAGERS];
const params = z.object({ id: z.uuid() });

/** The catalogue of operators' passes. */
export const TRANSPORTS_ENDPOINTS = {
  listTransports: defineEndpoint({
    method: 'GET',
    path: '/api/transports',
    access: [...TRANSPORT_READERS],
    tag: 'transports',
    summary:
      'The catalogue of operators’ passes and their usual monthly price, newest first (search: operator or pass type)',
    query: transportQuerySchema,
    responses: { 200: transportListSchema, ...errors },
  }),
  createTransport: defineEndpoint({
    method: 'POST',
    path: '/api/transports',
    access: managers,
    tag: 'transports',
    summary: "Add an operator's pass (409 on passType when that operator already has it)",
    body: transportInputSchema,
    responses: { 201: transportResultSchema, ...errors },
  }),
  updateTransport: defineEndpoint({
    method: 'PUT',
    path: '/api/transports/:id',
    access: managers,
    tag: 'transports',
    summary: 'Replace an entry of the catalogue',
    params,
    body: transportInputSchema,
    responses: { 200: transportResultSchema, ...errors },
  }),
  removeTransport: defineEndpoint({
    method: 'DELETE',
    path: '/api/transports/:id',
    access: managers,
    tag: 'transports',
    summary: 'Remove an entry of the catalogue',
    params,
    responses: { 200: transportRemovedSchema, ...errors },
  }),
};
