/**
 * The service client (undici: most of the host's code by size) is a bundle of its own,
 * dist/serviceClient.js, loaded the first time a service is used. Activation runs at every
 * start of VS Code, so it loads only the small host bundle.
 */
import path from 'node:path';
import type * as ClientApiModule from './clientApi';

export function loadClientApi(): typeof ClientApiModule {
  // A computed path, so that esbuild leaves the module out of the host bundle and Node reads it
  // from dist/ at run time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(__dirname, 'serviceClient.js')) as typeof ClientApiModule;
}
