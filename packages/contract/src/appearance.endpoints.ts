import { appearanceInputSchema, appearanceSchema } from './appearance.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

/** The signed-in user's own shell appearance and the Show Guide's seen flag. */
export const APPEARANCE_ENDPOINTS = {
  getAppearance: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/appearance',
    access: 'authenticated',
    tag: 'accounts',
    summary: "The signed-in user's appearance and whether they have seen the guide",
    responses: { 200: appearanceSchema, ...errorResponses(401) },
  }),
  updateAppearance: defineEndpoint({
    method: 'PUT',
    path: '/api/accounts/appearance',
    access: 'authenticated',
    tag: 'accounts',
    summary: "Save the signed-in user's appearance",
    body: appearanceInputSchema,
    responses: { 200: appearanceSchema, ...errorResponses(400, 401) },
  }),
  markGuideSeen: defineEndpoint({
    method: 'PUT',
    path: '/api/accounts/appearance/guide-seen',
    access: 'authenticated',
    tag: 'accounts',
    summary: 'Record that the signed-in user has seen the Show Guide (the first time counts)',
    responses: { 200: appearanceSchema, ...errorResponses(401) },
  }),
};
