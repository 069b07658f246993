import { z } from 'zod';

const binary = z.string().meta({ format: 'binary' });

/**
 * For a route's `config.openapi.body`: the multipart body an upload route reads with
 * `request.file()` (validation cannot see it, so it is documented apart).
 */
export const fileUploadDoc = z.object({
  file: binary.meta({ description: 'The file: one multipart part named file' }),
});

/** For a route's `config.openapi.response[200]`: a download of one of `mediaTypes`. */
export function fileDownloadDoc(mediaTypes: readonly string[]) {
  return {
    description: 'The file, with a content-disposition named after its type',
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binary }])),
  };
}
