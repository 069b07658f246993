import rootPackage from '../../../../../package.json' with { type: 'json' };

/** Quadro's one version, the root package.json's: the OpenAPI document and readiness report it. */
export const APP_VERSION: string = rootPackage.version;
