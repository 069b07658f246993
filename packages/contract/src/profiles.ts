import { z } from 'zod';

export const PROFILES = [
  'employee',
  'trainee',
  'hr',
  'admin',
  'financial',
  'cto',
  'evaluator',
  'comercial',
] as const;

export const profileSchema = z.enum(PROFILES);
export type Profile = z.infer<typeof profileSchema>;

const PROFILE_ALIASES: Record<string, Profile> = { administrator: 'admin' };

/** Profiles are matched case-insensitively and 'administrator' is another name for 'admin'. */
export function normalizeProfile(name: string): Profile | undefined {
  const lower = name.trim().toLowerCase();
  const canonical = PROFILE_ALIASES[lower] ?? lower;
  return profileSchema.safeParse(canonical).data;
}

export function holdsAnyProfile(held: readonly string[], allowed: readonly Profile[]): boolean {
  if (allowed.length === 0) return true;
  const normalized = new Set(held.map(normalizeProfile));
  return allowed.some((profile) => normalized.has(profile));
}
