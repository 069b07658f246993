import { z } from 'zod';
import { interestSchema } from './interests.ts';

/**
 * GET /api/people/:id: what anyone signed in may read of another person (docs/decisions.md,
 * "Public profile fields"). For a hidden person, unless the reader is HR or the person, every
 * field but id, name and picture is null and the interests are empty.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  profile_picture_url: z.string().nullable(),
  hidden: z.boolean(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  job_title: z.string().nullable(),
  workspace: z.string().nullable(),
  start_date: z.string().nullable(),
  interests: z.array(interestSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The /app page showing a person's public profile. */
export function profileLink(personId: string): `/app/profile/${string}` {
  return `/app/profile/${personId}`;
}

/** A hidden person seen by someone other than HR or themselves: name and picture only. */
export function isLimitedProfile(profile: PublicProfile): boolean {
  return profile.email === null;
}
