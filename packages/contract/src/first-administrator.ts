import type { z } from 'zod';
import { employeeInputSchema } from './employees.ts';
import type { Profile } from './profiles.ts';

/** `npm run admin -- create-admin`: who the first administrator is; HR fills in the rest later. */
export const firstAdministratorSchema = employeeInputSchema.pick({ name: true, email: true });
export type FirstAdministrator = z.infer<typeof firstAdministratorSchema>;

/** Administrator to change settings and profiles, HR to create everyone else. */
export const FIRST_ADMINISTRATOR_PROFILES: Profile[] = ['admin', 'hr'];
