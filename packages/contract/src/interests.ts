import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Spec §3: an interest of the catalogue HR curates. */
export const interestSchema = z.object({ id: z.string(), designation: z.string() });
export type Interest = z.infer<typeof interestSchema>;

export const INTEREST_DESIGNATION_MAX = 60;
/** How many interests one person may pick: a panel, not a list. */
export const PERSON_INTERESTS_MAX = 30;

/** POST /api/interests and PUT /api/interests/:id (hr). */
export const interestInputSchema = z
  .object({ designation: requiredText({ max: INTEREST_DESIGNATION_MAX }) })
  .strict();
export type InterestInput = z.infer<typeof interestInputSchema>;

export const interestCatalogueSchema = z.array(interestSchema);

/** PUT /api/accounts/interests: the whole set the signed-in user picked, replacing the old one. */
export const ownInterestsInputSchema = z
  .object({
    interest_ids: z
      .array(z.uuid())
      .max(PERSON_INTERESTS_MAX, `Pick at most ${PERSON_INTERESTS_MAX} interests`),
  })
  .strict();
export type OwnInterestsInput = z.infer<typeof ownInterestsInputSchema>;

export const INTEREST_MESSAGES = {
  duplicate: (designation: string) => `The interest '${designation}' already exists.`,
  unknown: 'Unknown interest: pick from the catalogue',
} as const;
