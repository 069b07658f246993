import type { MultipartFile } from '@fastify/multipart';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { removeProfilePicture, replaceProfilePicture } from '../people/people.public.ts';
import type { AccountAnswer } from './account-view.ts';
import { getOwnAccount } from './accounts.service.ts';
import type { DirectoryCache } from './directory-cache.ts';

/** The picture belongs to the person; the account answers with the refreshed profile. */
export async function replaceOwnProfilePicture(
  ctx: ServiceContext,
  actor: Actor,
  input: { upload: MultipartFile | undefined },
  directory: DirectoryCache,
): Promise<AccountAnswer> {
  const { userId } = requireSignedIn(actor);
  await replaceProfilePicture(ctx, actor, { personId: userId, upload: input.upload });
  return getOwnAccount(ctx, actor, directory);
}

export async function removeOwnProfilePicture(
  ctx: ServiceContext,
  actor: Actor,
  directory: DirectoryCache,
): Promise<AccountAnswer> {
  const { userId } = requireSignedIn(actor);
  await removeProfilePicture(ctx, actor, { personId: userId });
  return getOwnAccount(ctx, actor, directory);
}
