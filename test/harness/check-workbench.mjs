// `npm start -- --check`, the part in the workbench: opens the workbench in headless Chromium and
// uses it as a person would (Playwright clicking the real workbench, as test/workbench does): waits
// for the extension to activate, opens sales.csv, runs "Analyze this File" into a new dataset,
// asks one question in the chat panel and waits for the answer with its table. Each part is a step
// of the reporter; a failed one leaves a screenshot and names the logs to read.
import fs from 'node:fs';
import path from 'node:path';
import { SetupError } from './steps.mjs';
import { openWorkbench } from './vscode-server.mjs';

export const CHECK_FILE = 'sales.csv';
export const CHECK_QUESTION = 'total revenue by region';

/** The frame of a webview whose document contains `selector` (webviews nest two iframes). */
async function findWebviewFrame(page, selector, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      if (await frame.locator(selector).count().catch(() => 0)) return frame;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no webview shows ${selector} after ${timeoutMs / 1000} s`);
}

/** Closes a quick input left open (a lost key, an earlier try), so the next key opens a fresh one. */
async function closeQuickInput(page) {
  const widget = page.locator('.quick-input-widget');
  if (await widget.isVisible().catch(() => false)) await page.keyboard.press('Escape');
  await widget.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
}

/**
 * Runs `attempt` up to three times, as a person tries again when a key press was lost or the
 * workbench was still busy; `again(n)` reports the retry. The last error is thrown.
 */
async function withRetries(what, attempt, again) {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n === 3) throw new Error(`${what}, three times: ${String(error.message).split('\n')[0]}`, { cause: error });
      again(n + 1);
    }
  }
}

/** Opens `name` from Quick Open (Ctrl+P) and waits for its editor tab. */
async function openFile(page, name, progress) {
  const input = page.locator('.quick-input-widget input.input');
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first();
  const tab = page.locator('.tabs-container .tab', { hasText: name }).first();
  await withRetries(`${name} did not open from Quick Open`, async () => {
    await closeQuickInput(page);
    await page.keyboard.press('Control+P');
    await input.waitFor({ timeout: 10_000 });
    await input.fill(name);
    await row.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Enter');
    await tab.waitFor({ timeout: 15_000 });
  }, (n) => progress(`opening ${name} (try ${n} of 3)`));
}

/** Runs a command by its title from the Command Palette (F1). */
async function runCommand(page, title, progress) {
  const input = page.locator('.quick-input-widget input.input');
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
  await withRetries(`the Command Palette did not offer "${title}"`, async () => {
    await closeQuickInput(page);
    await page.keyboard.press('F1');
    await input.waitFor({ timeout: 10_000 });
    // F1 opens the palette with ">" typed; a key pressed while an editor takes the focus can be
    // lost, and the title then goes into the file instead.
    const deadline = Date.now() + 5_000;
    while (!(await input.inputValue().catch(() => '')).startsWith('>')) {
      if (Date.now() > deadline) throw new Error('the palette opened without ">"');
      await page.waitForTimeout(100);
    }
    await input.fill(`>${title}`);
    await row.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Enter');
  }, (n) => progress(`running ${title} (try ${n} of 3)`));
}

/** The visible notifications, dialog and quick input, and the end of the extension's log: what a failed step left on screen. */
async function whatTheWorkbenchShows(page, runDir) {
  const lines = [];
  for (const [what, selector] of [['notification', '.notification-toast'], ['dialog', '.monaco-dialog-box'], ['quick input', '.quick-input-widget']]) {
    for (const text of await page.locator(selector).filter({ visible: true }).allInnerTexts().catch(() => [])) {
      const shown = text.replace(/\s+/g, ' ').trim().slice(0, 300);
      if (shown) lines.push(`${what}: ${shown}`);
    }
  }
  const logs = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/Data Analysis/.test(entry.name)) logs.push(full);
    }
  };
  try { walk(path.join(runDir, 'ud', 'logs')); } catch { /* no logs yet */ }
  for (const log of logs) {
    const tail = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25);
    lines.push(`--- the last ${tail.length} lines of ${log} ---`, ...tail);
  }
  return lines;
}

/**
 * Runs the check against the workbench at `url`. Returns { answer } (the answer's first line).
 * `runDir` receives the screenshot of a failure.
 */
export async function checkWorkbench({ url, reporter, runDir, onBrowser = () => {} }) {
  const { browser, page } = await reporter.step('Opening the workbench in headless Chromium', async () => {
    let opened;
    try {
      opened = await openWorkbench(url);
      onBrowser(opened.browser);
      await opened.page.locator('.monaco-workbench').waitFor({ timeout: 90_000 });
      return opened;
    } catch (error) {
      if (opened) await opened.page.screenshot({ path: path.join(runDir, 'check-failed.png') }).catch(() => {});
      throw new SetupError(`the workbench did not open: ${String(error.message).split('\n')[0]}`, {
        next: `see the server's log ${path.join(runDir, 'server.log')}${opened ? ` and ${path.join(runDir, 'check-failed.png')}` : ''}`,
      });
    }
  });
  const screenshot = path.join(runDir, 'check-failed.png');
  const fail = async (what, error) => {
    await page.screenshot({ path: screenshot }).catch(() => {});
    return new SetupError(`${what}: ${error.message.split('\n')[0]}`, {
      tail: await whatTheWorkbenchShows(page, runDir),
      next: `look at ${screenshot}; the server's log is ${path.join(runDir, 'server.log')} and the extension's log is under ${path.join(runDir, 'ud', 'logs')} (the "Data Analysis" output)`,
    });
  };

  await reporter.step('Waiting for the extension to activate (its status bar item)', async () => {
    try {
      await page.locator('.statusbar-item', { hasText: /Local engine/ }).first().waitFor({ timeout: 120_000 });
    } catch (error) {
      throw await fail('the Data Analysis extension did not activate', error);
    }
  });

  await reporter.step(`Analyzing ${CHECK_FILE} into a new dataset (this starts the local engine)`, async (progress) => {
    try {
      progress(`opening ${CHECK_FILE}`);
      await openFile(page, CHECK_FILE, progress);
      progress('running Data Analysis: Analyze this File');
      await runCommand(page, 'Data Analysis: Analyze this File', progress);
      progress('uploading and waiting for the chat to open');
      // With no dataset yet nothing is asked (a new dataset is named after the file); when there
      // are datasets, one pick whose first item (Enter) is a new dataset.
      const newDataset = page.locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: /New dataset/ }).first();
      const picked = newDataset.waitFor({ timeout: 15_000 }).then(() => page.keyboard.press('Enter'), () => undefined);
      await Promise.all([findWebviewFrame(page, 'textarea.question-input', 180_000), picked]);
    } catch (error) {
      throw await fail(`analyzing ${CHECK_FILE} did not open the chat`, error);
    }
  });

  const answer = await reporter.step(`Asking "${CHECK_QUESTION}" in the chat panel`, async () => {
    try {
      const chat = await findWebviewFrame(page, 'textarea.question-input', 30_000);
      const box = chat.locator('textarea.question-input');
      await box.click();
      await box.fill(CHECK_QUESTION);
      await box.press('Enter');
      const turn = chat.locator('article.turn').last();
      await turn.locator('h2.question', { hasText: CHECK_QUESTION }).waitFor({ timeout: 30_000 });
      await chat.locator('article.turn[data-status]:not([data-status="running"])').last().waitFor({ timeout: 180_000 });
      const status = await turn.getAttribute('data-status');
      if (status !== 'completed') {
        const message = await turn.locator('.turn-error .error-message').innerText().catch(() => '');
        throw new Error(`the answer ended ${status}${message ? `: ${message}` : ''}`);
      }
      await turn.locator('.block-table table tbody tr').first().waitFor({ timeout: 30_000 });
      // The sentence that says what was computed (a line about the language model may come first).
      const lines = (await turn.locator('.respond').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
      const text = lines.find((line) => /^Computed\b/.test(line)) ?? lines[0] ?? '';
      return text;
    } catch (error) {
      throw await fail(`the question "${CHECK_QUESTION}" was not answered`, error);
    }
  });
  return { browser, answer };
}
