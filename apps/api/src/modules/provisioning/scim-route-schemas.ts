import { z } from 'zod';

/**
 * What the OpenAPI document says of the SCIM routes: RFC 7643's resources are described by the
 * service itself (/Schemas), so an answer is any SCIM message; the statuses are declared.
 */
const scimMessage = z.looseObject({ schemas: z.array(z.string()) });
const scimError = z.looseObject({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});

const refusals = { 400: scimError, 401: scimError, 404: scimError, 409: scimError };

export function scimRouteSchema(summary: string, success: 200 | 201 | 204) {
  return {
    tags: ['provisioning'],
    summary,
    response: { [success]: success === 204 ? z.null() : scimMessage, ...refusals },
  };
}
