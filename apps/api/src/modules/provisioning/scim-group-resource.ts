import { z } from 'zod';
import { invalidValue, SCIM_SCHEMAS } from './scim-protocol.ts';
import { weakVersion } from './scim-user-resource.ts';

export interface ScimGroup {
  schemas: string[];
  id: string;
  externalId?: string;
  displayName: string;
  members: { value: string; display: string; $ref: string; type: 'User' }[];
  meta: {
    resourceType: 'Group';
    created: string;
    lastModified: string;
    location: string;
    version: string;
  };
}

export function toScimGroup(
  row: {
    id: string;
    displayName: string;
    externalId: string | null;
    createdAt: Date;
    updatedAt: Date;
  },
  members: readonly { id: string; name: string }[],
  baseUrl: string,
): ScimGroup {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: row.id,
    ...(row.externalId !== null && { externalId: row.externalId }),
    displayName: row.displayName,
    members: members.map((member) => ({
      value: member.id,
      display: member.name,
      $ref: `${baseUrl}/Users/${member.id}`,
      type: 'User',
    })),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
      version: weakVersion(row.updatedAt),
    },
  };
}

/** What Quadro takes from a Group: its name, externalId and members (people only). */
const groupInputSchema = z.looseObject({
  displayName: z.string().trim().min(1).max(200),
  externalId: z.string().trim().max(200).nullish(),
  members: z
    .array(z.looseObject({ value: z.uuid('a member is a User id'), type: z.string().nullish() }))
    .max(100_000)
    .nullish(),
});
export type ScimGroupInput = z.infer<typeof groupInputSchema>;

export function parseGroupInput(body: unknown): ScimGroupInput {
  const parsed = groupInputSchema.safeParse(body);
  if (parsed.success) {
    if (parsed.data.members?.some((member) => member.type && member.type !== 'User'))
      throw invalidValue('members: only Users can be members; nested Groups are not supported');
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  throw invalidValue(`${issue?.path.join('.') || 'The Group'}: ${issue?.message ?? 'not valid'}`);
}
