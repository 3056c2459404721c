/** One browser and one local server for the whole webview suite (built once). */
import type { Browser } from 'playwright-core';
import { buildWebview, launchBrowser, startServer, type AssetServer } from './harness';

export interface Suite {
  browser: Browser;
  server: AssetServer;
}

let shared: Promise<Suite> | undefined;

/** The suite's browser and server, started on first use; closed by the root after-all hook. */
export function suite(): Promise<Suite> {
  shared ??= (async () => {
    buildWebview();
    const [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    return { browser, server };
  })();
  return shared;
}

export const mochaHooks = {
  async afterAll(): Promise<void> {
    if (!shared) return;
    const { browser, server } = await shared;
    await browser.close();
    await server.close();
  },
};
