import { z } from 'zod';
import { requiredText } from './fields.ts';

/** HR confirms an erasure by typing the person's current name exactly. */
export const erasureInputSchema = z.object({
  confirm_name: requiredText({ max: 200 }),
});
export type ErasureInput = z.infer<typeof erasureInputSchema>;

export const erasureResultSchema = z.object({
  id: z.string(),
  /** The anonymous name the person now has. */
  name: z.string(),
  erased_at: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

export const ERASURE_MESSAGES = {
  nameMismatch: "Type the person's current name exactly as it is written",
  stillEnabled: 'Disable the account before erasing the person',
  alreadyErased: 'This person has already been erased',
} as const;

/** How a person's anonymous name and address are made: stable, from the id, naming nobody. */
export const anonymousNameOf = (id: string) =>
  `Former employee ${id.replaceAll('-', '').slice(0, 6).toUpperCase()}`;
export const anonymousEmailOf = (id: string) => `erased-${id}@erased.invalid`;
