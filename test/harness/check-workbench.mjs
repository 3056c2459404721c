// `npm start -- --check`, the part in the workbench: opens the workbench in headless Chromium and
// uses it as a person would (Playwright clicking the real workbench, as test/workbench does): waits
// for the extension to activate, opens sales.csv, runs "Analyze this File" into a new dataset,
// asks one question in the chat panel and waits for the answer with its table. Each part is a step
// of the reporter; a failed one leaves a screenshot and names the logs to read.
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

async function runCommand(page, title) {
  const input = page.locator('.quick-input-widget input.input');
  // A quick open still closing would take the text, and a key pressed while an editor is being
  // focused can be lost: then the title was typed into sales.csv. Wait for the palette itself,
  // which opens with ">" typed, and press F1 again if it did not open.
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('F1');
    const opened = await input.waitFor({ timeout: 10_000 }).then(async () => {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        if ((await input.inputValue().catch(() => '')).startsWith('>')) return true;
        await page.waitForTimeout(100);
      }
      return false;
    }, () => false);
    if (opened) break;
    if (attempt === 3) throw new Error('the Command Palette did not open after F1, three times');
  }
  await input.fill(`>${title}`);
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
  await row.waitFor({ timeout: 30_000 });
  await page.keyboard.press('Enter');
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
      await page.keyboard.press('Control+P');
      const input = page.locator('.quick-input-widget input.input');
      await input.waitFor({ timeout: 30_000 });
      await input.fill(CHECK_FILE);
      await page.locator('.quick-input-list .monaco-list-row', { hasText: CHECK_FILE }).first().waitFor({ timeout: 30_000 });
      await page.keyboard.press('Enter');
      await page.locator('.tabs-container .tab', { hasText: CHECK_FILE }).first().waitFor({ timeout: 30_000 });
      progress('running Data Analysis: Analyze this File');
      await runCommand(page, 'Data Analysis: Analyze this File');
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
