import { z } from 'zod';

const binary = z.string().meta({ format: 'binary' });

/** For a route's `config.openapi.response[200]`: a download of one of `mediaTypes`. */
export function fileDownloadDoc(mediaTypes: readonly string[]) {
  return {
    description: 'The file, with a content-disposition named after its type',
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binary }])),
  };
}
