import { defineEndpoint, errorResponses } from './endpoint.ts';
import { helpAnswerSchema, helpQuerySchema } from './help.ts';

/** Each screen's help text, for the top bar's '?' panel. */
export const HELP_ENDPOINTS = {
  docs: defineEndpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'authenticated',
    tag: 'help',
    summary: "A screen's help from docs/help/{src}.md: no records when the screen has none",
    query: helpQuerySchema,
    responses: { 200: helpAnswerSchema, ...errorResponses(400, 401) },
  }),
};
