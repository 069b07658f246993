import { z } from 'zod';
import { invalidValue, SCIM_SCHEMAS } from './scim-protocol.ts';
import type { ScimUserRow } from './scim-users.repository.ts';

export interface ScimUser {
  schemas: string[];
  id: string;
  externalId?: string;
  userName: string;
  name: { formatted: string; givenName: string; familyName?: string };
  displayName: string;
  emails: { value: string; type: 'work'; primary: true }[];
  active: boolean;
  groups: { value: string; display: string; $ref: string; type: 'direct' }[];
  meta: {
    resourceType: 'User';
    created: string;
    lastModified: string;
    location: string;
    version: string;
  };
}

/** Quadro keeps one name: its first word is the given name, the rest the family name. */
export function splitName(name: string): { givenName: string; familyName?: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return rest.length > 0 ? { givenName, familyName: rest.join(' ') } : { givenName };
}

export const weakVersion = (instant: Date) => `W/"${instant.getTime()}"`;

export function toScimUser(
  row: ScimUserRow,
  groups: readonly { id: string; displayName: string }[],
  baseUrl: string,
): ScimUser {
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: row.id,
    ...(row.externalId !== null && { externalId: row.externalId }),
    userName: row.email,
    name: { formatted: row.name, ...splitName(row.name) },
    displayName: row.name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.enabled,
    groups: groups.map((group) => ({
      value: group.id,
      display: group.displayName,
      $ref: `${baseUrl}/Groups/${group.id}`,
      type: 'direct',
    })),
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.lastModified.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
      version: weakVersion(row.lastModified),
    },
  };
}

const text = z.string().trim().max(200).nullish();

/** Entra ID has sent booleans as the strings "True" and "False". */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((value) => value.toLowerCase() === 'true'),
]);

/** What Quadro takes from a User the provider sends; other attributes are accepted and ignored. */
const userInputSchema = z.looseObject({
  userName: z.string().trim().min(1).max(254),
  externalId: text,
  displayName: text,
  name: z.looseObject({ formatted: text, givenName: text, familyName: text }).nullish(),
  emails: z
    .array(
      z.looseObject({
        value: z.string().trim().max(254),
        type: z.string().nullish(),
        primary: scimBoolean.nullish(),
      }),
    )
    .nullish(),
  active: scimBoolean.optional(),
});
export type ScimUserInput = z.infer<typeof userInputSchema>;

export function parseUserInput(body: unknown): ScimUserInput {
  const parsed = userInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalidValue(`${issue?.path.join('.') || 'The User'}: ${issue?.message ?? 'not valid'}`);
}

const isEmail = (value: string | undefined): value is string =>
  value !== undefined && z.email().safeParse(value).success;

function primaryEmail(input: ScimUserInput): string | undefined {
  const emails = input.emails ?? [];
  return (
    emails.find((email) => email.primary) ??
    emails.find((email) => email.type === 'work') ??
    emails[0]
  )?.value;
}

/**
 * userName is the work e-mail: a changed userName wins, then a changed primary e-mail. A new
 * person whose userName is no e-mail takes the primary e-mail.
 */
export function emailOf(next: ScimUserInput, previous?: ScimUser): string {
  const candidates = previous
    ? [
        next.userName !== previous.userName ? next.userName : undefined,
        primaryEmail(next) !== previous.emails[0]?.value ? primaryEmail(next) : undefined,
      ]
    : [next.userName, primaryEmail(next)];
  const changed = candidates.find((candidate) => candidate !== undefined);
  if (changed === undefined && previous) return previous.userName;
  const email = candidates.find(isEmail);
  if (!email) throw invalidValue('userName must be the work e-mail address of the person');
  return email.toLowerCase();
}

function joinedName(name: ScimUserInput['name']): string | undefined {
  const joined = [name?.givenName, name?.familyName].filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Quadro's one name: the given and family names, else the formatted name, else displayName. On a
 * change the part the provider changed wins, since the others still hold the old name.
 */
export function nameOf(next: ScimUserInput, previous?: ScimUser): string | undefined {
  const candidates = [
    joinedName(next.name),
    next.name?.formatted || undefined,
    next.displayName || undefined,
  ];
  if (!previous) return candidates.find(Boolean);
  const before = [joinedName(previous.name), previous.name.formatted, previous.displayName];
  return candidates.find((candidate, index) => candidate && candidate !== before[index]);
}
