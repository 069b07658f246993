import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  PROJECT_MANAGERS,
  projectInputSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectSchema,
} from './projects.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** Projects and their teams. */
export const PROJECTS_ENDPOINTS = {
  listProjects: defineEndpoint({
    method: 'GET',
    path: '/api/projects',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary: 'A page of projects, newest first, filtered by client and status',
    query: projectListQuerySchema,
    responses: { 200: projectPageSchema, ...errors },
  }),
  getProject: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary: 'One project with its team',
    params,
    responses: { 200: projectSchema, ...errors },
  }),
  createProject: defineEndpoint({
    method: 'POST',
    path: '/api/projects',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary: 'Add a project with its team',
    body: projectInputSchema,
    responses: { 201: projectSchema, ...errors },
  }),
  updateProject: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary: 'Change a project; the team given replaces its team',
    params,
    body: projectInputSchema,
    responses: { 200: projectSchema, ...errors },
  }),
  removeProject: defineEndpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary: 'Remove a project with its team',
    params,
    responses: { 204: z.null(), ...errors },
  }),
};
