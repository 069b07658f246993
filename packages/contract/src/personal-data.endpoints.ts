import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/**
 * A person's data as one zip (GDPR articles 15 and 20): a JSON file per kind of record about them,
 * their stored files and a README.txt naming each file.
 */
export const PERSONAL_DATA_ENDPOINTS = {
  ownPersonalData: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/personal-data',
    access: 'authenticated',
    tag: 'personal-data',
    summary: "The signed-in person's own data as one zip",
    responses: errorResponses(401, 429),
  }),
  personalDataOf: defineEndpoint({
    method: 'GET',
    path: '/api/employees/:id/personal-data',
    access: 'authenticated',
    tag: 'personal-data',
    summary: "A person's data as one zip: HR's for anyone, otherwise one's own (404 for others)",
    params: z.object({ id: z.uuid() }),
    responses: errorResponses(400, 401, 404, 429),
  }),
};
