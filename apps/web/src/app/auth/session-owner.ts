/**
 * Spec §4: after the account loads, a stored userId must exist, otherwise 'User couldn't
 * authenticate'. Sign-in stores the userId of the account it fetched with the new token, so a missing
 * userId, or one of another account (a token swapped under it), ends the session.
 */
export function sessionBelongsTo(storedUserId: string | null, accountId: string): boolean {
  return storedUserId !== null && storedUserId === accountId;
}
