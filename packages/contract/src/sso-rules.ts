import { normalizeProfile, type Profile } from './profiles.ts';

/**
 * Authentication method references (RFC 8176) that prove a second factor beside the password:
 * 'mfa' itself, or a one-time code, hardware key, smart card, text message or biometric.
 */
const SECOND_FACTOR_METHODS = new Set([
  'mfa',
  'otp',
  'hwk',
  'sc',
  'sms',
  'tel',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbio',
]);

/** Whether the provider's `amr` claim satisfies the two-factor requirement. */
export function amrProvesSecondFactor(amr: unknown): boolean {
  return (
    Array.isArray(amr) &&
    amr.some((method) => typeof method === 'string' && SECOND_FACTOR_METHODS.has(method))
  );
}

/** A provider's table from group (name or id, as its claim or SCIM sends it) to Quadro profiles. */
export type GroupProfileMapping = Readonly<Record<string, readonly Profile[]>>;

/** The profiles a mapping governs: the provider decides those, HR keeps deciding the others. */
export function mappedProfiles(mapping: GroupProfileMapping): Set<Profile> {
  return new Set(Object.values(mapping).flat());
}

/**
 * A person's profiles after the provider's groups: every profile the mapping governs is held
 * exactly when one of the person's groups maps to it; profiles outside the mapping stay as they
 * were. Order follows the current list, then the new profiles in mapping order.
 */
export function profilesFromGroups(
  mapping: GroupProfileMapping,
  groups: readonly string[],
  current: readonly string[],
): Profile[] {
  const governed = mappedProfiles(mapping);
  const granted = new Set(groups.flatMap((group) => mapping[group] ?? []));
  const result: Profile[] = [];
  for (const name of current) {
    const profile = normalizeProfile(name);
    if (!profile || result.includes(profile)) continue;
    if (!governed.has(profile) || granted.has(profile)) result.push(profile);
  }
  for (const profile of granted) if (!result.includes(profile)) result.push(profile);
  return result;
}

/** A groups claim as providers send it: an array of strings, one string, or absent. */
export function groupsOfClaim(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value))
    return value.filter((group): group is string => typeof group === 'string');
  return [];
}
