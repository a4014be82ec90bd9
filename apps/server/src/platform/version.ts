import serverPackage from '../../package.json' with { type: 'json' };

/** The running release, reported by `/api/health` and the OpenAPI document. */
export const APP_VERSION: string = serverPackage.version;
