import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  failedMailPageSchema,
  failedMailsQuerySchema,
  retryMailsResultSchema,
  retryMailsSchema,
  scheduledJobListSchema,
} from './operations.ts';

/** What failed, for the administrator: the outbox's failed mails and the scheduled jobs' runs. */
export const OPERATIONS_ENDPOINTS = {
  listFailedMails: defineEndpoint({
    method: 'GET',
    path: '/api/operations/failed-mails',
    access: ['admin'],
    tag: 'operations',
    summary: 'Mail the outbox gave up on, newest first, and how many still wait to leave',
    query: failedMailsQuerySchema,
    responses: { 200: failedMailPageSchema, ...errorResponses(400, 401, 403) },
  }),
  retryMails: defineEndpoint({
    method: 'POST',
    path: '/api/operations/failed-mails/retry',
    access: ['admin'],
    tag: 'operations',
    summary: 'Queue failed mails again: all of them, or none when one is not failed',
    body: retryMailsSchema,
    responses: { 200: retryMailsResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  listScheduledJobs: defineEndpoint({
    method: 'GET',
    path: '/api/operations/jobs',
    access: ['admin'],
    tag: 'operations',
    summary: 'Every scheduled job with its last run and when it runs next',
    responses: { 200: scheduledJobListSchema, ...errorResponses(401, 403) },
  }),
};
