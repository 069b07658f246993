import { SCIM_MAX_RESULTS, SCIM_SCHEMAS } from './scim-protocol.ts';

/** RFC 7644 §4's discovery documents, for a service at `baseUrl` ({PUBLIC_URL}/scim/v2). */

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: true },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'A token HR creates in Settings, sent as Authorization: Bearer <token>',
        specUri: 'https://www.rfc-editor.org/rfc/rfc6750',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    { id: 'User', name: 'User', endpoint: '/Users', schema: SCIM_SCHEMAS.user },
    { id: 'Group', name: 'Group', endpoint: '/Groups', schema: SCIM_SCHEMAS.group },
  ].map((type) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    ...type,
    description: `${type.name}s of Quadro`,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
}

type AttributeType = 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';

function attribute(
  name: string,
  type: AttributeType,
  options: {
    multiValued?: boolean;
    required?: boolean;
    caseExact?: boolean;
    mutability?: 'readOnly' | 'readWrite' | 'immutable';
    uniqueness?: 'none' | 'server';
    subAttributes?: object[];
    referenceTypes?: string[];
    description: string;
  },
) {
  return {
    name,
    type,
    multiValued: options.multiValued ?? false,
    description: options.description,
    required: options.required ?? false,
    caseExact: options.caseExact ?? false,
    mutability: options.mutability ?? 'readWrite',
    returned: 'default',
    uniqueness: options.uniqueness ?? 'none',
    ...(options.subAttributes && { subAttributes: options.subAttributes }),
    ...(options.referenceTypes && { referenceTypes: options.referenceTypes }),
  };
}

const externalId = attribute('externalId', 'string', {
  caseExact: true,
  description: "The provider's identifier of the resource",
});

const userAttributes = [
  attribute('userName', 'string', {
    required: true,
    uniqueness: 'server',
    description: "The person's work e-mail address, unique in Quadro",
  }),
  externalId,
  attribute('name', 'complex', {
    description: "The person's name; Quadro keeps one name: given name, then family name",
    subAttributes: [
      attribute('formatted', 'string', { description: 'The full name' }),
      attribute('givenName', 'string', { description: 'The first word of the name' }),
      attribute('familyName', 'string', { description: 'The rest of the name' }),
    ],
  }),
  attribute('displayName', 'string', { description: 'The name Quadro shows' }),
  attribute('emails', 'complex', {
    multiValued: true,
    description: 'The work e-mail address (the same as userName)',
    subAttributes: [
      attribute('value', 'string', { description: 'The address' }),
      attribute('type', 'string', { description: 'Always work' }),
      attribute('primary', 'boolean', { description: 'Always true' }),
    ],
  }),
  attribute('active', 'boolean', {
    description: 'Whether the person may sign in; false disables the account and ends its sessions',
  }),
  attribute('groups', 'complex', {
    multiValued: true,
    mutability: 'readOnly',
    description: "The person's groups, changed through the Groups",
    subAttributes: [
      attribute('value', 'string', { mutability: 'readOnly', description: 'The group id' }),
      attribute('display', 'string', { mutability: 'readOnly', description: 'Its displayName' }),
    ],
  }),
];

const groupAttributes = [
  attribute('displayName', 'string', {
    required: true,
    uniqueness: 'server',
    description: "The group's name, which the provider's mapping turns into Quadro profiles",
  }),
  externalId,
  attribute('members', 'complex', {
    multiValued: true,
    description: 'The people in the group',
    subAttributes: [
      attribute('value', 'string', { mutability: 'immutable', description: 'A User id' }),
      attribute('$ref', 'reference', {
        mutability: 'immutable',
        referenceTypes: ['User'],
        description: 'The User',
      }),
      attribute('display', 'string', { mutability: 'readOnly', description: "The person's name" }),
    ],
  }),
];

export function schemaDocuments(baseUrl: string) {
  return [
    {
      id: SCIM_SCHEMAS.user,
      name: 'User',
      description: 'User Account',
      attributes: userAttributes,
    },
    { id: SCIM_SCHEMAS.group, name: 'Group', description: 'Group', attributes: groupAttributes },
  ].map((schema) => ({
    schemas: [SCIM_SCHEMAS.schema],
    ...schema,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${schema.id}` },
  }));
}
