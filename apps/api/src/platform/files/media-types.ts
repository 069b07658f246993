/** Allow-lists for storeFile, by content as detected from the magic bytes. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export const PICTURE_OR_DOCUMENT_TYPES = [...PICTURE_TYPES, ...DOCUMENT_TYPES] as const;
