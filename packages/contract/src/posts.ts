import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { pageOf } from './page-query.ts';
import { employeeSearchQuerySchema, SEARCH_TERM_MAX } from './search.ts';

/** The public feed (issue 24): posts with images, likes, reactions, comments and mentions. */

export const POST_TEXT_MAX = 2000;
export const COMMENT_TEXT_MAX = 1000;
export const POST_IMAGES_MAX = 4;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the API checks the content, not the name. */
export const POST_IMAGE_EXTENSIONS = ['.png', '.jpeg', '.jpg'] as const;
export const POST_IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpeg,.jpg';
export const FEED_PAGE_SIZE = 10;
export const FEED_PAGE_SIZE_MAX = 50;
export const POST_REMOVAL_REASON_MAX = 500;
/** The multipart parts of a post: the text, each new image, and (editing) the images kept. */
export const POST_FORM_FIELDS = { text: 'text', images: 'images', keepImageIds: 'keepImageIds' };

/** A few reactions besides the like; one per person and post. */
export const POST_REACTIONS = ['celebrate', 'love', 'insightful', 'funny', 'support'] as const;
export type PostReaction = (typeof POST_REACTIONS)[number];
export const POST_REACTION_LABELS: Record<PostReaction, { label: string; emoji: string }> = {
  celebrate: { label: 'Celebrate', emoji: '🎉' },
  love: { label: 'Love', emoji: '❤️' },
  insightful: { label: 'Insightful', emoji: '💡' },
  funny: { label: 'Funny', emoji: '😄' },
  support: { label: 'Support', emoji: '👏' },
};

export const POST_MESSAGES = {
  created: 'Post published',
  updated: 'Post updated',
  deleted: 'Post deleted',
  removed: 'Post removed',
  commentAdded: 'Comment added',
  commentDeleted: 'Comment deleted',
  notFound: 'Post not found',
  commentNotFound: 'Comment not found',
  notYours: 'Only its author may change a post',
  commentNotYours: 'Only its author or HR may delete a comment',
  tooManyImages: `A post has at most ${POST_IMAGES_MAX} images`,
  imageType: 'Only .png, .jpeg and .jpg images are accepted',
  imageTooLarge: 'An image may have at most 5 MB',
  unknownKeptImage: 'An image to keep is not one of the post’s',
  preferenceSaved: 'Saved',
} as const;

/** Spec §3, image list item: a saved image has its id; a local pick has id 'local' until saved. */
export interface ImageListItem<File> {
  id: string;
  url: string;
  file: File | null;
}
export const LOCAL_IMAGE_ID = 'local';

/** A saved image of a post, through a signed link valid for signed-in readers. */
export const postImageSchema = z.object({ id: z.uuid(), url: z.string() });
export type PostImage = z.infer<typeof postImageSchema>;

/** Who wrote a post or comment: shown by nickname, by name when there is none. */
export const postPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nickname: z.string().nullable(),
  displayName: z.string(),
  avatar: z.string().nullable(),
});
export type PostPerson = z.infer<typeof postPersonSchema>;

export const reactionCountSchema = z.object({
  reaction: z.enum(POST_REACTIONS),
  count: z.number().int(),
});

/** Likes and reactions of a post, and the reader's own: what a like or reaction call answers. */
export const postResponsesSchema = z.object({
  likes: z.number().int(),
  likedByMe: z.boolean(),
  /** Only reactions somebody gave, in POST_REACTIONS order. */
  reactions: z.array(reactionCountSchema),
  myReaction: z.enum(POST_REACTIONS).nullable(),
});
export type PostResponses = z.infer<typeof postResponsesSchema>;

export const postSchema = postResponsesSchema.extend({
  id: z.uuid(),
  author: postPersonSchema,
  text: z.string(),
  images: z.array(postImageSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  comments: z.number().int(),
  /** The author edits and deletes it. */
  canEdit: z.boolean(),
  /** HR removes another's post, with a reason mailed to its author. */
  canRemove: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postCommentSchema = z.object({
  id: z.uuid(),
  author: postPersonSchema,
  text: z.string(),
  createdAt: z.string(),
  /** Its author and HR. */
  canDelete: z.boolean(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

/** GET /api/posts/:id: the post with its comments (oldest first) and who liked it. */
export const postDetailSchema = postSchema.extend({
  commentList: z.array(postCommentSchema),
  likers: z.array(postPersonSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/**
 * GET /api/posts: newest first, FEED_PAGE_SIZE at a time. The next page starts after the last
 * post read (`cursor`), so posts written meanwhile neither repeat nor push others off a page.
 */
export const feedQuerySchema = z.object({
  search: text({ max: SEARCH_TERM_MAX }).optional(),
  /** One person's posts: their profile's posts panel. */
  authorId: z.uuid().optional(),
  cursor: z
    .string()
    .max(100)
    .regex(/^[0-9A-Za-z_-]+$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_SIZE_MAX).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedPageSchema = z.object({
  items: z.array(postSchema),
  /** Give it back as `cursor` for the next posts; null after the last. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** The text part of a post's form (the API reads it from the multipart body). */
export const postTextSchema = requiredText({ max: POST_TEXT_MAX });
export const postFieldsSchema = z.object({ text: postTextSchema });

export const postIdParamsSchema = z.object({ id: z.uuid() });
export const commentParamsSchema = z.object({ id: z.uuid(), commentId: z.uuid() });

export const commentInputSchema = z.object({ text: requiredText({ max: COMMENT_TEXT_MAX }) });
export type CommentInput = z.infer<typeof commentInputSchema>;

export const removalInputSchema = z.object({
  reason: requiredText({ max: POST_REMOVAL_REASON_MAX }),
});
export type RemovalInput = z.infer<typeof removalInputSchema>;

export const reactionInputSchema = z.object({ reaction: z.enum(POST_REACTIONS) });

export const postResultSchema = z.object({ message: z.string(), post: postSchema });
export const commentResultSchema = z.object({ message: z.string(), comment: postCommentSchema });
export const postMessageSchema = z.object({ message: z.string() });

/** The day's birthdays and work anniversaries; the year of birth is never part of it. */
export const CELEBRATION_KINDS = ['birthday', 'workAnniversary'] as const;
export const celebrationSchema = z.object({
  person: postPersonSchema,
  kind: z.enum(CELEBRATION_KINDS),
  /** Years at the company, for an anniversary; null for a birthday. */
  years: z.number().int().nullable(),
});
export type Celebration = z.infer<typeof celebrationSchema>;
export const celebrationsSchema = z.object({ date: z.string(), items: z.array(celebrationSchema) });

/** A person's own choice to keep their birthday and anniversary off the feed. */
export const celebrationPreferenceSchema = z.object({ hidden: z.boolean() });
export type CelebrationPreference = z.infer<typeof celebrationPreferenceSchema>;

/** GET /api/search/posts: posts whose text or author's nickname (or name) holds the term. */
export const postSearchQuerySchema = employeeSearchQuerySchema;
export const postSearchResultSchema = pageOf(postSchema);
export type PostSearchResult = z.infer<typeof postSearchResultSchema>;

/** The web's check of a picked file before it is sent (the API checks the content). */
export function postImageProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!POST_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return POST_MESSAGES.imageType;
  }
  if (file.size > POST_IMAGE_MAX_BYTES) return POST_MESSAGES.imageTooLarge;
  return null;
}

export const postLink = (postId: string) => `/app/post/${postId}/post-details`;
