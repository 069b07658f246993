import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { PASSWORD_HISTORY_DEPTH } from '@quadro/contract/password-rules';
import type { Executor } from '../../db/database.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { recentPasswordHashes } from './identity.repository.ts';
import { verifyPassword } from './password-hashing.ts';

/** Refuses the current password and the ones before it, newest first in the history. */
export async function assertPasswordIsNew(
  db: Executor,
  userId: string,
  candidate: string,
): Promise<void> {
  const hashes = await recentPasswordHashes(db, userId, PASSWORD_HISTORY_DEPTH);
  for (const [index, hash] of hashes.entries()) {
    if (await verifyPassword(hash, candidate)) {
      throw conflict(index === 0 ? AUTH_MESSAGES.samePassword : AUTH_MESSAGES.passwordAlreadyUsed);
    }
  }
}
