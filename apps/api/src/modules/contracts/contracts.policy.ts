import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** Staff who read anyone's contracts, salaries and salary history. */
const PAY_READERS = ['hr', 'financial', 'admin'] as const;

/**
 * An employee's pay is theirs and pay staff's: anyone else is answered as if the employee did not
 * exist (404), through every route.
 */
export function canReadPayOf(actor: Actor, employeeId: string): boolean {
  return actor.userId === employeeId || holdsAnyProfile(actor.profiles, PAY_READERS);
}

/** HR adds contracts and salaries; financial and admin only read them. */
export function canManagePay(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}
