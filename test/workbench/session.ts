/**
 * A real VS Code workbench in headless Chromium with this extension under development, for
 * tests that click through it as a person would. One per suite: start in `before`, stop in `after`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
// The harness is plain JavaScript so that it runs before anything is built.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: no declarations for the .mjs harness
import { openWorkbench, repoRoot, startVsCodeServer } from '../harness/vscode-server.mjs';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: no declarations for the .mjs harness
import { makeWorkspace } from '../harness/workspace.mjs';

export interface Workbench {
  page: Page;
  browser: Browser;
  workspace: string;
  runDir: string;
  stop(): Promise<void>;
}

export async function startWorkbench(options: { colorScheme?: 'dark' | 'light'; env?: Record<string, string> } = {}): Promise<Workbench> {
  const runDir = path.join(repoRoot, '.test-runs', `workbench-${Date.now()}`);
  const server = await startVsCodeServer({ runDir });
  const workspace = makeWorkspace(path.join(runDir, 'workspace'));
  const url = server.workbenchUrl({ folder: workspace, env: { DATA_ANALYSIS_TEST_RUN_DIR: runDir, ...options.env } });
  const { browser, page } = await openWorkbench(url, { colorScheme: options.colorScheme ?? 'dark' });
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  return {
    page,
    browser,
    workspace,
    runDir,
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Opens the Data Analysis container from the activity bar. */
export async function openContainer(page: Page): Promise<void> {
  const item = page.locator('.activitybar [aria-label^="Data Analysis"]').first();
  await item.waitFor({ timeout: 60_000 });
  const sidebarTitle = page.locator('.sidebar .composite.title').filter({ hasText: /data analysis/i });
  if (!(await sidebarTitle.isVisible())) await item.click();
  await sidebarTitle.waitFor({ timeout: 30_000 });
}

/** The frame of a webview whose document contains `selector` (webviews nest two iframes). */
export async function findWebviewFrame(page: Page, selector: string, timeoutMs = 30_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      if (await frame.locator(selector).count().catch(() => 0)) return frame;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no webview frame contains ${selector}`);
}

/**
 * Where a screenshot goes: the README's folder when DATA_ANALYSIS_SCREENSHOTS=docs (to refresh
 * them on purpose), otherwise the run folder, so that a test run leaves the checkout unchanged.
 */
export function screenshotPath(name: string): string {
  const dir = process.env.DATA_ANALYSIS_SCREENSHOTS === 'docs'
    ? path.join(repoRoot, 'docs', 'screenshots')
    : path.join(repoRoot, '.test-runs', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
