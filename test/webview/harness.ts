/**
 * Serves the real webview bundle and the real HTML shell (buildChatHtml, with its CSP) from
 * 127.0.0.1 and drives it in headless Chromium. `acquireVsCodeApi` is a stub that records what
 * the webview posts; host messages are delivered with window.postMessage, as VS Code does.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createNonce } from '../../src/chat/nonce';
import { buildChatHtml } from '../../src/chat/webviewHtml';
import type { HostMessage, WebviewMessage, WebviewPersistedState } from '../../src/protocol';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist', 'webview');
/** The only files the page may load: the bundle's own. */
export const ASSETS = ['/main.js', '/styles.css', '/codicon.css', '/codicon.ttf'] as const;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ttf': 'font/ttf',
};

export const DARK_THEME: Record<string, string> = {
  '--vscode-font-family': 'system-ui, "Segoe UI", "Ubuntu", sans-serif',
  '--vscode-font-size': '13px',
  '--vscode-font-weight': 'normal',
  '--vscode-editor-font-family': '"DejaVu Sans Mono", monospace',
  '--vscode-editor-font-size': '13px',
  '--vscode-foreground': '#cccccc',
  '--vscode-descriptionForeground': '#9d9d9d',
  '--vscode-editor-background': '#1f1f1f',
  '--vscode-sideBar-background': '#181818',
  '--vscode-panel-border': '#2b2b2b',
  '--vscode-widget-border': '#313131',
  '--vscode-editorWidget-background': '#202020',
  '--vscode-editorWidget-border': '#454545',
  '--vscode-focusBorder': '#0078d4',
  '--vscode-textLink-foreground': '#4daafc',
  '--vscode-textLink-activeForeground': '#4daafc',
  '--vscode-textBlockQuote-background': '#2b2b2b',
  '--vscode-textBlockQuote-border': '#616161',
  '--vscode-textCodeBlock-background': '#2b2b2b',
  '--vscode-button-background': '#0078d4',
  '--vscode-button-foreground': '#ffffff',
  '--vscode-button-hoverBackground': '#026ec1',
  '--vscode-button-secondaryBackground': '#313131',
  '--vscode-button-secondaryForeground': '#cccccc',
  '--vscode-button-secondaryHoverBackground': '#3c3c3c',
  '--vscode-input-background': '#313131',
  '--vscode-input-foreground': '#cccccc',
  '--vscode-input-border': '#3c3c3c',
  '--vscode-input-placeholderForeground': '#989898',
  '--vscode-list-hoverBackground': '#2a2d2e',
  '--vscode-errorForeground': '#f85149',
  '--vscode-inputValidation-errorBackground': '#5a1d1d',
  '--vscode-inputValidation-errorBorder': '#be1100',
  '--vscode-charts-green': '#89d185',
  '--vscode-charts-orange': '#d18616',
  '--vscode-charts-yellow': '#cca700',
  '--vscode-symbolIcon-keywordForeground': '#569cd6',
  '--vscode-symbolIcon-stringForeground': '#ce9178',
  '--vscode-symbolIcon-numberForeground': '#b5cea8',
  '--vscode-symbolIcon-functionForeground': '#dcdcaa',
  '--vscode-sideBarSectionHeader-background': '#181818',
  '--vscode-sideBarTitle-foreground': '#cccccc',
  '--vscode-icon-foreground': '#cccccc',
  '--vscode-settings-dropdownBackground': '#313131',
  '--vscode-settings-dropdownForeground': '#cccccc',
  '--vscode-settings-dropdownBorder': '#3c3c3c',
  '--vscode-textPreformat-foreground': '#d7ba7d',
};

export const LIGHT_THEME: Record<string, string> = {
  ...DARK_THEME,
  '--vscode-foreground': '#3b3b3b',
  '--vscode-descriptionForeground': '#717171',
  '--vscode-editor-background': '#ffffff',
  '--vscode-sideBar-background': '#f8f8f8',
  '--vscode-panel-border': '#e5e5e5',
  '--vscode-widget-border': '#e5e5e5',
  '--vscode-editorWidget-background': '#f8f8f8',
  '--vscode-editorWidget-border': '#c8c8c8',
  '--vscode-textLink-foreground': '#005fb8',
  '--vscode-textLink-activeForeground': '#005fb8',
  '--vscode-textBlockQuote-background': '#f8f8f8',
  '--vscode-textBlockQuote-border': '#e5e5e5',
  '--vscode-textCodeBlock-background': '#f3f3f3',
  '--vscode-button-secondaryBackground': '#e5e5e5',
  '--vscode-button-secondaryForeground': '#3b3b3b',
  '--vscode-button-secondaryHoverBackground': '#cccccc',
  '--vscode-input-background': '#ffffff',
  '--vscode-input-foreground': '#3b3b3b',
  '--vscode-input-border': '#cecece',
  '--vscode-input-placeholderForeground': '#767676',
  '--vscode-list-hoverBackground': '#f2f2f2',
  '--vscode-errorForeground': '#f85149',
  '--vscode-inputValidation-errorBackground': '#f2dede',
  '--vscode-symbolIcon-keywordForeground': '#0000ff',
  '--vscode-symbolIcon-stringForeground': '#a31515',
  '--vscode-symbolIcon-numberForeground': '#098658',
  '--vscode-symbolIcon-functionForeground': '#795e26',
  '--vscode-charts-green': '#388a34',
  '--vscode-sideBarSectionHeader-background': '#f8f8f8',
  '--vscode-sideBarTitle-foreground': '#3b3b3b',
  '--vscode-icon-foreground': '#424242',
  '--vscode-settings-dropdownBackground': '#ffffff',
  '--vscode-settings-dropdownForeground': '#3b3b3b',
  '--vscode-settings-dropdownBorder': '#cecece',
  '--vscode-textPreformat-foreground': '#a31515',
};

/** High contrast (dark): black, with the contrast borders every element must show. */
export const HIGH_CONTRAST_THEME: Record<string, string> = {
  ...DARK_THEME,
  '--vscode-foreground': '#ffffff',
  '--vscode-editor-background': '#000000',
  '--vscode-sideBar-background': '#000000',
  '--vscode-contrastBorder': '#6fc3df',
  '--vscode-contrastActiveBorder': '#f38518',
  '--vscode-focusBorder': '#f38518',
  '--vscode-textBlockQuote-background': '#000000',
  '--vscode-textCodeBlock-background': '#000000',
  '--vscode-editorWidget-background': '#0c141f',
  '--vscode-button-secondaryBackground': '#000000',
  '--vscode-button-border': '#6fc3df',
  '--vscode-input-background': '#000000',
  '--vscode-input-border': '#6fc3df',
  '--vscode-list-hoverBackground': '#000000',
  '--vscode-panel-border': '#6fc3df',
  '--vscode-widget-border': '#6fc3df',
  '--vscode-editorWidget-border': '#6fc3df',
  '--vscode-textPreformat-foreground': '#ffffff',
};

/** Builds dist/webview (bundle + copied assets) once per test run. */
export function buildWebview(): void {
  const result = spawnSync(process.execPath, ['esbuild.js', '--only', 'webview'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`webview build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface AssetServer {
  origin: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Another script to serve, and the page path whose shell loads it instead of main.js. */
  alternate?: { page: string; script: string; body: Buffer };
}

/** A local server for the page (a fresh nonce per load) and the bundle's files. */
export async function startServer(options: ServerOptions = {}): Promise<AssetServer> {
  const assets = new Map<string, Buffer>(ASSETS.map((name) => [name, readFileSync(path.join(DIST, name.slice(1)))]));
  const alternate = options.alternate;
  if (alternate) assets.set(alternate.script, alternate.body);
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/' || url.pathname === alternate?.page) {
      const script = url.pathname === '/' ? '/main.js' : (alternate as NonNullable<typeof alternate>).script;
      const html = buildChatHtml({
        cspSource: origin,
        nonce: createNonce(),
        scriptUri: `${origin}${script}`,
        stylesUri: `${origin}/styles.css`,
        codiconsUri: `${origin}/codicon.css`,
        fontSizeFromEditor: true,
      });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    const body = assets.get(url.pathname);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(url.pathname)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface PanelPage {
  page: Page;
  /** Every request the page made, as URLs. */
  requests: string[];
  /** Dialogs (alert/confirm/prompt) the page opened. */
  dialogs: string[];
  /** Page errors (uncaught exceptions). */
  errors: string[];
  post(message: HostMessage): Promise<void>;
  posted(): Promise<WebviewMessage[]>;
  /** Waits for the webview to post a message of `type` (after `after` earlier ones). */
  waitForPosted<T extends WebviewMessage['type']>(type: T, after?: number): Promise<Extract<WebviewMessage, { type: T }>>;
  violations(): Promise<Array<{ directive: string; blocked: string }>>;
  savedState(): Promise<WebviewPersistedState | undefined>;
  /** Resolves once the page has drawn everything pending (three frames without DOM changes). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  theme?: Record<string, string>;
  /** What vscode.getState() returns at load (a reload with a saved draft). */
  savedState?: WebviewPersistedState;
  viewport?: { width: number; height: number };
  /** The page to open (default `/`, the chat webview). */
  path?: string;
  /** The browser's language (navigator.language), as VS Code's display language sets it. */
  locale?: string;
}

export async function openPanel(browser: Browser, server: AssetServer, options: OpenOptions = {}): Promise<PanelPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 900, height: 900 }, locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  const requests: string[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A string, not a function: tsx compiles test code with keepNames, which wraps named
  // functions in __name(...) calls; the page gets a no-op __name so page.evaluate callbacks run.
  await page.addInitScript(`
    window.__name = (target) => target;
    window.__posted = [];
    window.__state = ${JSON.stringify(options.savedState ?? null)} ?? undefined;
    window.__violations = [];
    window.acquireVsCodeApi = () => ({
      postMessage: (message) => window.__posted.push(JSON.parse(JSON.stringify(message))),
      getState: () => window.__state,
      setState: (state) => { window.__state = JSON.parse(JSON.stringify(state)); },
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push({ directive: event.violatedDirective, blocked: event.blockedURI });
    });
    // VS Code sets the theme variables as an inline style of <html> (through the CSSOM).
    const applyTheme = () => {
      for (const [name, value] of Object.entries(${JSON.stringify(options.theme ?? DARK_THEME)})) {
        document.documentElement.style.setProperty(name, value);
      }
    };
    if (document.documentElement) applyTheme();
    else document.addEventListener('readystatechange', applyTheme, { once: true });
  `);
  await page.goto(`${server.origin}${options.path ?? '/'}`);
  await page.waitForFunction(() => (window as unknown as { __posted: Array<{ type: string }> }).__posted.some((m) => m.type === 'ready'));

  const panel: PanelPage = {
    page,
    requests,
    dialogs,
    errors,
    post: async (message) => {
      await page.evaluate((m) => window.postMessage(m, '*'), message as unknown as Record<string, unknown>);
    },
    posted: () => page.evaluate(() => (window as unknown as { __posted: WebviewMessage[] }).__posted),
    waitForPosted: async (type, after = 0) => {
      const handle = await page.waitForFunction(
        ({ type, after }) => {
          const posted = (window as unknown as { __posted: Array<{ type: string }> }).__posted;
          return posted.slice(after).find((m) => m.type === type);
        },
        { type, after },
      );
      return (await handle.jsonValue()) as never;
    },
    violations: () => page.evaluate(() => (window as unknown as { __violations: Array<{ directive: string; blocked: string }> }).__violations),
    savedState: () => page.evaluate(() => (window as unknown as { __state: WebviewPersistedState | undefined }).__state),
    settle: () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            // Three frames in a row without a DOM change: everything pending has been drawn.
            let quiet = 0;
            const observer = new MutationObserver(() => {
              quiet = 0;
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
            const tick = (): void => {
              quiet += 1;
              if (quiet >= 3) {
                observer.disconnect();
                resolve();
              } else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      ),
    close: () => context.close(),
  };
  return panel;
}

/** The requests that are not the page itself or one of its own assets. */
export function foreignRequests(panel: PanelPage, origin: string, allowed: readonly string[] = []): string[] {
  const own = new Set([`${origin}/`, ...ASSETS.map((name) => `${origin}${name}`)]);
  // The codicon stylesheet adds a cache-busting query to its font's URL.
  const withoutQuery = (url: string): string => url.replace(/\?[^#]*$/, '');
  return panel.requests.filter((url) => !own.has(withoutQuery(url)) && !allowed.some((prefix) => url.startsWith(prefix)));
}
