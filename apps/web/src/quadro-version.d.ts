/** Set by vite.config.ts's `define` from the root package.json. */
interface ImportMetaEnv {
  readonly QUADRO_VERSION: string;
}
