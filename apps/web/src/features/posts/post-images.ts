import {
  type ImageListItem,
  LOCAL_IMAGE_ID,
  POST_FORM_FIELDS,
  POST_IMAGES_MAX,
  POST_MESSAGES,
  type PostImage,
  postImageProblem,
} from '@quadro/contract/posts';

/** A file as the browser gives it (File), or any blob with a name in tests. */
export interface PickedFile extends Blob {
  name: string;
}

export type ComposerImage = ImageListItem<PickedFile>;

/** A post's saved images as the composer lists them: their ids, links and no file. */
export function savedImageItems(images: readonly PostImage[]): ComposerImage[] {
  return images.map((image) => ({ id: image.id, url: image.url, file: null }));
}

/**
 * The list after the user picks files: each acceptable file becomes a local item (id 'local',
 * an object URL, the file) while there is room; the others are left out, each with its reason.
 */
export function addPickedImages(
  items: readonly ComposerImage[],
  files: readonly PickedFile[],
  objectUrl: (file: PickedFile) => string,
): { items: ComposerImage[]; problems: string[] } {
  const next = [...items];
  const problems: string[] = [];
  for (const file of files) {
    const problem = postImageProblem(file);
    if (problem) {
      problems.push(`${file.name}: ${problem}`);
    } else if (next.length >= POST_IMAGES_MAX) {
      problems.push(`${file.name}: ${POST_MESSAGES.tooManyImages}`);
    } else {
      next.push({ id: LOCAL_IMAGE_ID, url: objectUrl(file), file });
    }
  }
  return { items: next, problems };
}

/** The saved images still listed: sent as `keepImageIds` when editing. */
export function keptImageIds(items: readonly ComposerImage[]): string[] {
  return items.filter((item) => item.id !== LOCAL_IMAGE_ID).map((item) => item.id);
}

/** The files picked and still listed, in order: each sent as an `images` part. */
export function newImageFiles(items: readonly ComposerImage[]): PickedFile[] {
  return items.flatMap((item) => (item.id === LOCAL_IMAGE_ID && item.file ? [item.file] : []));
}

/** The one multipart body of a new or changed post: the text, kept ids (editing), new images. */
export function postFormData(
  text: string,
  items: readonly ComposerImage[],
  editing: boolean,
): FormData {
  const body = new FormData();
  body.append(POST_FORM_FIELDS.text, text);
  if (editing) {
    for (const id of keptImageIds(items)) body.append(POST_FORM_FIELDS.keepImageIds, id);
  }
  for (const file of newImageFiles(items)) body.append(POST_FORM_FIELDS.images, file, file.name);
  return body;
}
