import { z } from 'zod';
import { employeeImportPreviewSchema, employeeImportResultSchema } from './employee-import.ts';
import {
  employeeExportQuerySchema,
  employeeHistoryPageSchema,
  employeeInputSchema,
  employeePageSchema,
  employeeQuerySchema,
  employeeRecordSchema,
} from './employees.ts';
import { defineEndpoint, errorResponses, fileUploadForm } from './endpoint.ts';
import {
  interestCatalogueSchema,
  interestInputSchema,
  interestSchema,
  ownInterestsInputSchema,
} from './interests.ts';
import { publicProfileSchema } from './people.ts';
import {
  employeeSearchQuerySchema,
  employeeSearchResultSchema,
  screenSearchQuerySchema,
  screenSearchResultSchema,
  searchSuggestionsSchema,
  suggestionsQuerySchema,
} from './search.ts';

const errors = errorResponses(400, 401, 403, 409, 413, 415);
const READERS = ['hr', 'financial'] as const;
const employeesErrors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const interestsErrors = errorResponses(400, 401, 403, 404, 409);
const peopleErrors = errorResponses(400, 401, 403, 404);

/** HR's employees table with its import and export, the interests, the people search and public profiles. */
export const PEOPLE_ENDPOINTS = {
  previewEmployeeImport: defineEndpoint({
    method: 'POST',
    path: '/api/employees/import/preview',
    access: ['hr'],
    tag: 'employees',
    summary: 'Check a CSV or XLSX file of employees row by row, creating nobody',
    formData: fileUploadForm,
    responses: { 200: employeeImportPreviewSchema, ...errors },
  }),
  importEmployees: defineEndpoint({
    method: 'POST',
    path: '/api/employees/import',
    access: ['hr'],
    tag: 'employees',
    summary: 'Create and invite every employee of the file in one transaction, or none',
    formData: fileUploadForm,
    responses: { 201: employeeImportResultSchema, ...errors },
  }),
  listEmployees: defineEndpoint({
    method: 'GET',
    path: '/api/employees',
    access: [...READERS],
    tag: 'employees',
    summary: 'One page of the employees table, filtered and sorted',
    query: employeeQuerySchema,
    responses: { 200: employeePageSchema, ...employeesErrors },
  }),
  exportEmployees: defineEndpoint({
    method: 'GET',
    path: '/api/employees/export',
    access: [...READERS],
    tag: 'employees',
    summary: 'The filtered, sorted employees table as CSV (UTF-8 with BOM) or XLSX',
    query: employeeExportQuerySchema,
    responses: employeesErrors,
  }),
  getEmployee: defineEndpoint({
    method: 'GET',
    path: '/api/employees/:id',
    access: [...READERS],
    tag: 'employees',
    summary: "An employee's record",
    params,
    responses: { 200: employeeRecordSchema, ...employeesErrors },
  }),
  createEmployee: defineEndpoint({
    method: 'POST',
    path: '/api/employees',
    access: ['hr'],
    tag: 'employees',
    summary: 'Create an employee and e-mail them an invitation to choose a password',
    body: employeeInputSchema,
    responses: { 201: employeeRecordSchema, ...employeesErrors },
  }),
  updateEmployee: defineEndpoint({
    method: 'PUT',
    path: '/api/employees/:id',
    access: ['hr'],
    tag: 'employees',
    summary: "Change an employee's employment fields and profiles",
    params,
    body: employeeInputSchema,
    responses: { 200: employeeRecordSchema, ...employeesErrors },
  }),
  employeeHistory: defineEndpoint({
    method: 'GET',
    path: '/api/employees/:id/history',
    access: [...READERS],
    tag: 'employees',
    summary: "Who changed what of an employee's records and when, newest first",
    params,
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    responses: { 200: employeeHistoryPageSchema, ...employeesErrors },
  }),
  listInterests: defineEndpoint({
    method: 'GET',
    path: '/api/interests',
    access: 'authenticated',
    tag: 'interests',
    summary: 'The catalogue of interests',
    responses: { 200: interestCatalogueSchema, ...interestsErrors },
  }),
  createInterest: defineEndpoint({
    method: 'POST',
    path: '/api/interests',
    access: ['hr'],
    tag: 'interests',
    summary: 'Add an interest to the catalogue',
    body: interestInputSchema,
    responses: { 201: interestSchema, ...interestsErrors },
  }),
  renameInterest: defineEndpoint({
    method: 'PUT',
    path: '/api/interests/:id',
    access: ['hr'],
    tag: 'interests',
    summary: 'Rename an interest',
    params,
    body: interestInputSchema,
    responses: { 200: interestSchema, ...interestsErrors },
  }),
  removeInterest: defineEndpoint({
    method: 'DELETE',
    path: '/api/interests/:id',
    access: ['hr'],
    tag: 'interests',
    summary: "Remove an interest from the catalogue and from everyone's picks",
    params,
    responses: { 204: z.null(), ...interestsErrors },
  }),
  getOwnInterests: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/interests',
    access: 'authenticated',
    tag: 'interests',
    summary: 'The interests the signed-in user picked',
    responses: { 200: interestCatalogueSchema, ...interestsErrors },
  }),
  replaceOwnInterests: defineEndpoint({
    method: 'PUT',
    path: '/api/accounts/interests',
    access: 'authenticated',
    tag: 'interests',
    summary: "Replace the signed-in user's interests with the given ones",
    body: ownInterestsInputSchema,
    responses: { 200: interestCatalogueSchema, ...interestsErrors },
  }),
  searchSuggestions: defineEndpoint({
    method: 'GET',
    path: '/api/people/suggestions',
    access: 'authenticated',
    tag: 'people',
    summary:
      'At most five people, then screens the user may open, whose name or title contains the term (accents and case ignored)',
    query: suggestionsQuerySchema,
    responses: { 200: searchSuggestionsSchema, ...peopleErrors },
  }),
  searchPeople: defineEndpoint({
    method: 'GET',
    path: '/api/people/search',
    access: 'authenticated',
    tag: 'people',
    summary: 'One page of employee cards whose name contains the term',
    query: employeeSearchQuerySchema,
    responses: { 200: employeeSearchResultSchema, ...peopleErrors },
  }),
  searchScreens: defineEndpoint({
    method: 'GET',
    path: '/api/search/screens',
    access: 'authenticated',
    tag: 'people',
    summary: 'One page of the screens the user may open whose title contains the term',
    query: screenSearchQuerySchema,
    responses: { 200: screenSearchResultSchema, ...peopleErrors },
  }),
  getPublicProfile: defineEndpoint({
    method: 'GET',
    path: '/api/people/:id',
    access: 'authenticated',
    tag: 'people',
    summary: "A person's public profile: name and picture only for a hidden person, except to HR",
    params: z.object({ id: z.uuid() }),
    responses: { 200: publicProfileSchema, ...peopleErrors },
  }),
};
