import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ErasureStep } from '../../platform/erasure/erasure-step.ts';
import { replacementsOf } from '../../platform/erasure/replacements.ts';
import { files } from '../../platform/files/files.schema.ts';
import { postComments, postImages, posts } from './posts.schema.ts';

/**
 * The person's posts are removed (rows kept for their reactions' sake, text emptied, images
 * deleted) and their comments deleted; where other people's posts and comments name, mention or
 * quote them, the anonymous name and address take the old ones' place.
 */
export const postsErasure: ErasureStep = {
  async run(tx, person) {
    const ownPosts = tx.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.authorId, person.id));
    const images = await tx.db
      .select(getTableColumns(files))
      .from(postImages)
      .innerJoin(files, eq(files.id, postImages.fileId))
      .where(inArray(postImages.postId, ownPosts));
    await tx.db.delete(postImages).where(inArray(postImages.postId, ownPosts));
    await tx.db
      .update(posts)
      .set({ text: '', removalReason: null, removedAt: sql`coalesce(${posts.removedAt}, now())` })
      .where(eq(posts.authorId, person.id));
    await tx.db.delete(postComments).where(eq(postComments.authorId, person.id));
    for (const [old, replacement] of replacementsOf(person)) {
      await tx.db
        .update(posts)
        .set({ text: sql`replace(${posts.text}, ${old}, ${replacement})` })
        .where(sql`strpos(${posts.text}, ${old}) > 0`);
      await tx.db
        .update(postComments)
        .set({ text: sql`replace(${postComments.text}, ${old}, ${replacement})` })
        .where(sql`strpos(${postComments.text}, ${old}) > 0`);
    }
    return images;
  },
};
