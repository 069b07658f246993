import type { Executor } from '../../db/database.ts';
import { findPersonByEmail } from '../people/people.public.ts';
import { storeParameter } from './parameters.public.ts';

/**
 * The demo company asks no profile for two-factor sign-in yet (a real one keeps the default, hr,
 * financial and admin): its accounts share one published password and are signed into by
 * scripts and browser tests with it. HR turns the requirement on in Settings.
 */
export async function seedDemoParameters(db: Executor): Promise<void> {
  const hr = await findPersonByEmail(db, 'hr@example.com');
  if (!hr) return;
  await storeParameter(db, {
    key: 'twoFactorRequiredProfiles',
    value: '',
    updatedBy: hr.id,
    now: new Date(),
  });
}
