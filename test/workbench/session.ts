/**
 * A real VS Code workbench in headless Chromium with this extension under development, for
 * tests that click through it as a person would. One per suite: start in `before`, stop in `after`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
// The harness is plain JavaScript so that it runs before anything is built.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: no declarations for the .mjs harness
import { openWorkbench, repoRoot, startVsCodeServer, TEST_EXTENSIONS } from '../harness/vscode-server.mjs';
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

/**
 * `withTestModel`: also load the scripted test model (the Chat view needs a model to send requests).
 * `files`: more files for the workspace, by name, written before VS Code opens it (a file written
 * later reaches the Explorer only through VS Code's file watcher, which lagged past a minute on a
 * loaded CI machine).
 */
export async function startWorkbench(options: { colorScheme?: 'dark' | 'light'; env?: Record<string, string>; withTestModel?: boolean; files?: Record<string, string> } = {}): Promise<Workbench> {
  const runDir = path.join(repoRoot, '.test-runs', `workbench-${Date.now()}`);
  const server = await startVsCodeServer({ runDir, extensions: options.withTestModel ? TEST_EXTENSIONS : [] });
  const workspace = makeWorkspace(path.join(runDir, 'workspace'));
  for (const [name, text] of Object.entries(options.files ?? {})) fs.writeFileSync(path.join(workspace, name), text);
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

/**
 * Runs a command by its exact title from the Command Palette. A key pressed while the workbench is
 * busy can be lost, and a palette can open without its ">" (the title would then search files):
 * as a person would, it closes what opened and tries again, three times.
 */
export async function runCommand(page: Page, title: string): Promise<void> {
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('input.input');
  // Exactly this command (not one whose title merely starts the same), with or without a key binding.
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(Ctrl|Alt|Shift|$)`) }).first();
  for (let attempt = 1; ; attempt++) {
    try {
      if (await widget.isVisible()) await page.keyboard.press('Escape');
      await widget.waitFor({ state: 'hidden', timeout: 10_000 });
      await page.keyboard.press('F1');
      await input.waitFor({ timeout: 10_000 });
      await expectPaletteMode(page, input);
      await input.fill(`>${title}`);
      await row.waitFor({ timeout: 20_000 });
      await row.click();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function expectPaletteMode(page: Page, input: Locator): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await input.inputValue()).startsWith('>')) {
    if (Date.now() > deadline) throw new Error('the Command Palette opened without ">"');
    await page.waitForTimeout(100);
  }
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

/**
 * Shows the Explorer from its activity bar item (only when it is not showing: a click on the
 * active item would hide the side bar). Ctrl+Shift+E was lost when the chat panel's webview had
 * the focus, and the Explorer never came back.
 */
async function showExplorer(page: Page): Promise<void> {
  const view = page.locator('.explorer-folders-view');
  for (let attempt = 1; attempt <= 3 && !(await view.isVisible()); attempt++) {
    await page.locator('.activitybar [aria-label^="Explorer"]').first().click();
    await view.waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
}

/**
 * Right-clicks a file in the Explorer and chooses "Analyze this File", until the menu has closed
 * on that choice (what follows, a pick or nothing at all, is the caller's to check). On a busy
 * machine a right-click can land while the Explorer is still laying out its rows (the menu then
 * lacks the file's items); a person would simply try again, and so does this.
 */
export async function analyzeFromExplorer(page: Page, fileName: string, beforeChoosing?: () => Promise<void>): Promise<void> {
  await showExplorer(page);
  const name = new RegExp(`^${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: name }).first();
  const menu = page.locator('.monaco-menu');
  const item = menu.locator('.action-item', { hasText: /Analyze this File/i }).first();
  await row.waitFor({ timeout: 60_000 });
  for (let attempt = 1; ; attempt++) {
    try {
      await row.click({ button: 'right' });
      await item.waitFor({ timeout: 10_000 });
      if (beforeChoosing) await beforeChoosing();
      // VS Code's menus ignore a click that comes right after they open; choose the item as a
      // person does: point at it, then press Enter on it.
      await item.hover();
      await page.waitForTimeout(300);
      await page.keyboard.press('Enter');
      await menu.first().waitFor({ state: 'hidden', timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 4) {
        await page.screenshot({ path: screenshotPath('analyze-from-explorer-failed.png') });
        throw error;
      }
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
    }
  }
}

/** The position of the "Analyze this File" item among the Explorer context menu's items (0 is the first). */
export async function explorerMenuPosition(page: Page, fileName: string): Promise<{ index: number; items: string[] }> {
  await page.keyboard.press('Control+Shift+E');
  const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: fileName }).first();
  const labels = page.locator('.monaco-menu .action-item:not(.disabled) .action-label:not(.separator)');
  // The first right-click after the window opens can come before the menu's contributions are
  // read (seen once in CI): close whatever opened and right-click again, as a person would.
  for (let attempt = 1; ; attempt++) {
    await row.click({ button: 'right' });
    try {
      await page.locator('.monaco-menu .action-item', { hasText: /Analyze this File/i }).first().waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
    }
  }
  const items = (await labels.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  await page.keyboard.press('Escape');
  return { index: items.findIndex((t) => /Analyze this File/i.test(t)), items };
}
