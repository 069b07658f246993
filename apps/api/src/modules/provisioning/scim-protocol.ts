/** RFC 7643/7644 names the SCIM service answers with. */
export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** Most resources one list answers (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

/** RFC 7644 §3.12's scimType values this service uses. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability';

/** A refusal the SCIM routes answer as RFC 7644 §3.12's error body. */
export class ScimFailure extends Error {
  readonly status: number;
  readonly scimType: ScimType | undefined;

  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }

  get body() {
    return scimErrorBody(this.status, this.message, this.scimType);
  }
}

export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(status),
    ...(scimType && { scimType }),
    detail,
  };
}

export const scimNotFound = (resource: 'User' | 'Group', id: string) =>
  new ScimFailure(404, `${resource} ${id} not found`);

export const invalidValue = (detail: string) => new ScimFailure(400, detail, 'invalidValue');

/** RFC 7644 §3.4.2's list answer. */
export function listResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Resource ids are UUIDs: anything else is a resource that does not exist (404), never a query. */
export const isResourceId = (id: string) => UUID.test(id);
