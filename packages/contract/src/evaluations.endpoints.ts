import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  TEAM_KEEPERS,
  TEAM_READERS,
  teamDetailQuerySchema,
  teamIdSchema,
  teamInputSchema,
  teamListSchema,
  teamQuerySchema,
  teamRemovedSchema,
  teamResultSchema,
  teamSchema,
  teamWriteSchema,
} from './evaluations.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const keepers = [...TEAM_KEEPERS];
const readers = [...TEAM_READERS];

/** Evaluations: teams with their members and evaluators over time (the cycle's calls come next). */
export const EVALUATIONS_ENDPOINTS = {
  listTeams: defineEndpoint({
    method: 'GET',
    path: '/api/teams',
    access: readers,
    tag: 'evaluations',
    summary:
      'The teams of a year the user may see (the CTO every team, an evaluator theirs), by name',
    query: teamQuerySchema,
    responses: { 200: teamListSchema, ...errors },
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/teams/detail',
    access: readers,
    tag: 'evaluations',
    summary: "One team's members and evaluators of a year, each with hasPermissionToManageMember",
    query: teamDetailQuerySchema,
    responses: { 200: teamSchema, ...errors },
  }),
  createTeam: defineEndpoint({
    method: 'POST',
    path: '/api/teams',
    access: keepers,
    tag: 'evaluations',
    summary: 'A new team: its name, members and evaluators, each from a day and until a day',
    body: teamInputSchema,
    responses: { 201: teamResultSchema, ...errors },
  }),
  updateTeam: defineEndpoint({
    method: 'PUT',
    path: '/api/teams',
    access: keepers,
    tag: 'evaluations',
    summary: "Replace a team's name, members and evaluators (all or nothing)",
    body: teamWriteSchema,
    responses: { 200: teamResultSchema, ...errors },
  }),
  removeTeam: defineEndpoint({
    method: 'DELETE',
    path: '/api/teams',
    access: keepers,
    tag: 'evaluations',
    summary: 'Remove a team made by mistake',
    query: teamIdSchema,
    responses: { 200: teamRemovedSchema, ...errors },
  }),
};
