import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { erasureInputSchema, erasureResultSchema } from './erasure.ts';

/** GDPR article 17: HR erases a disabled leaver's personal data, keeping the legal records. */
export const ERASURE_ENDPOINTS = {
  erasePerson: defineEndpoint({
    method: 'POST',
    path: '/api/employees/:id/erasure',
    access: ['hr'],
    tag: 'employees',
    summary:
      "Erase a disabled person's personal data for good, confirmed by typing their current name",
    params: z.object({ id: z.uuid() }),
    body: erasureInputSchema,
    responses: { 200: erasureResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
