import { readFileSync } from 'node:fs';

/** The release: the root package.json's version, the one version of the whole portal. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
