import { eq, getTableColumns } from 'drizzle-orm';
import { files } from '../../platform/files/files.schema.ts';
import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import {
  celebrationPreferences,
  postComments,
  postImages,
  postLikes,
  postMentions,
  postReactions,
  posts,
} from './posts.schema.ts';

export const POSTS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'posts.json',
      about: 'The posts you wrote, with their removal if a moderator removed one.',
      table: posts,
      by: [posts.authorId],
      omit: ['searchText'],
    }),
    rowsOf({
      file: 'post-comments.json',
      about: 'The comments you wrote.',
      table: postComments,
      by: [postComments.authorId],
    }),
    rowsOf({
      file: 'post-likes.json',
      about: 'The posts you liked.',
      table: postLikes,
      by: [postLikes.personId],
    }),
    rowsOf({
      file: 'post-reactions.json',
      about: 'Your reactions to posts.',
      table: postReactions,
      by: [postReactions.personId],
    }),
    rowsOf({
      file: 'post-mentions.json',
      about: 'The posts that mention you.',
      table: postMentions,
      by: [postMentions.personId],
    }),
    rowsOf({
      file: 'celebration-preferences.json',
      about: 'Whether your birthday and work anniversary are celebrated in the feed.',
      table: celebrationPreferences,
      by: [celebrationPreferences.personId],
    }),
  ],
  files: [
    {
      folder: 'post-images',
      about: 'The images of your posts.',
      read: (executor, personId) =>
        executor
          .select(getTableColumns(files))
          .from(postImages)
          .innerJoin(posts, eq(posts.id, postImages.postId))
          .innerJoin(files, eq(files.id, postImages.fileId))
          .where(eq(posts.authorId, personId)),
    },
  ],
};
