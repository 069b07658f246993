/** Allow-lists for storeFile, by content as detected from the magic bytes. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;

/**
 * The name a download is served under, fixed by the detected type: the uploader's name is kept as
 * data only, so it never reaches a header the browser acts on.
 */
const DOWNLOAD_NAMES: Record<string, string> = {
  'image/png': 'picture.png',
  'image/jpeg': 'picture.jpg',
  'application/pdf': 'document.pdf',
};

export const downloadNameOf = (mediaType: string) => DOWNLOAD_NAMES[mediaType] ?? 'file';
