import assert from 'node:assert/strict';
import type { Frame, Locator, Page } from 'playwright-core';
import { analyzeFromExplorer, findWebviewFrame, runCommand, screenshotPath, startWorkbench, type Workbench } from './session';

/**
 * The chat as a person uses it in the real workbench: Analyze this File opens the chat on the new
 * dataset; type a question, press Enter, and the answer arrives with a table and a chart.
 * Screenshots in a dark and a light theme (docs/screenshots/chat-dark.png, chat-light.png).
 */
describe('workbench: the chat panel', function () {
  this.timeout(300_000);
  let workbench: Workbench;

  before(async () => {
    workbench = await startWorkbench();
  });
  after(async () => {
    await workbench?.stop();
  });

  /** Closes the secondary side bar (the built-in chat) so the screenshot shows the panel. */
  async function tidy(page: Page): Promise<void> {
    if (await page.locator('.part.auxiliarybar').isVisible().catch(() => false)) {
      // Toggle Secondary Side Bar Visibility.
      await page.keyboard.press('Control+Alt+B');
      await page.locator('.part.auxiliarybar').waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await page.keyboard.press('Escape');
  }

  async function setTheme(page: Page, theme: string): Promise<void> {
    await runCommand(page, 'Preferences: Color Theme');
    // The theme picker replaces the palette: its list shows themes, not commands.
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: theme }).first();
    await row.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nrows: ${(await page.locator('.quick-input-list .monaco-list-row').allInnerTexts()).join(' | ')}`);
    });
    await row.click();
    await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => page.keyboard.press('Escape'));
  }

  /** The panel as it follows the answer (scrolled to the end), then a screenshot. */
  async function shoot(page: Page, chat: Frame, name: string): Promise<void> {
    await tidy(page);
    await chat.evaluate(() => document.querySelector('.conversation')?.scrollTo({ top: 1e9 }));
    await page.waitForTimeout(800);
    await page.screenshot({ path: screenshotPath(name) });
  }

  it('answers a question typed into the panel with text, a table and a chart', async () => {
    const { page } = workbench;
    await page.locator('.statusbar-item', { hasText: /Local engine/ }).waitFor({ timeout: 60_000 });
    await runCommand(page, 'View: Close All Editors');
    // No dataset exists yet: no question is asked, a dataset named after the file is made.
    await analyzeFromExplorer(page, 'sales.csv');

    // Once synched, the chat opens on the dataset in a new session named after it.
    await page.locator('.tabs-container .tab', { hasText: /^sales/ }).first().waitFor({ timeout: 120_000 });
    const chat: Frame = await findWebviewFrame(page, 'textarea.question-input', 60_000);
    await chat.locator('.empty h2', { hasText: 'sales' }).waitFor({ timeout: 30_000 });
    assert.ok(await chat.locator('.empty .question-button').count(), 'exploration questions are offered');
    await page.keyboard.press('Control+B'); // more room for the answer: hide the primary side bar
    await tidy(page);

    const input = chat.locator('textarea.question-input');
    await input.click();
    await input.fill('total revenue by region');
    await input.press('Enter');

    const turn = chat.locator('article.turn').last();
    await turn.locator('h2.question', { hasText: 'total revenue by region' }).waitFor({ timeout: 30_000 });
    const table = turn.locator('.block-table table');
    await table.waitFor({ timeout: 90_000 });
    await turn.locator('.block-image img').waitFor({ timeout: 60_000 });
    assert.equal(await input.inputValue(), '', 'the question left the input once sent');
    const cells = await table.locator('tbody tr').allInnerTexts();
    assert.ok(cells.some((c) => /North\s+754,?596\.9/.test(c)), `North's revenue in the table: ${cells.join(' | ')}`);
    assert.match(await turn.locator('.row-count').innerText(), /5 rows/);
    const src = await turn.locator('.block-image img').getAttribute('src');
    assert.match(src ?? '', /^data:image\/svg\+xml;base64,/);
    assert.ok(await turn.locator('.block-code').count(), 'the analysis code is there');

    // Tall enough for the question, the text, the table, the chart and the follow-ups together.
    await page.setViewportSize({ width: 1400, height: 1400 });
    await setTheme(page, 'Light Modern');
    await shoot(page, chat, 'chat-light.png');
    await setTheme(page, 'Dark Modern');
    await shoot(page, chat, 'chat-dark.png');
  });

  it('Insert at Cursor shows where the code went; with no editor it offers Open in New File; a notebook gets a cell', async () => {
    const { page } = workbench;
    await page.setViewportSize({ width: 1400, height: 900 });
    // The panel's frame is made anew when the panel is hidden and shown again: find it each time.
    const codeBlock = async (): Promise<Locator> => {
      const chat = await findWebviewFrame(page, 'article.turn .block-code', 60_000);
      return chat.locator('article.turn').last().locator('.block-code').filter({ visible: true }).first();
    };
    const codeButton = async (label: string): Promise<Locator> => (await codeBlock()).locator('vscode-button', { hasText: label });
    // A line of the code, to find it again where it was inserted (Monaco draws spaces as no-break spaces).
    const codeLine = ((await (await codeBlock()).locator('pre').innerText()).split('\n').find((line) => /\w{4}/.test(line)) ?? '').trim();
    assert.ok(codeLine, 'the code block has code');
    const shows = async (lines: Locator, what: string): Promise<string> => {
      const deadline = Date.now() + 30_000;
      let text = '';
      while (Date.now() < deadline) {
        text = (await lines.innerText().catch(() => '')).replace(/\u00a0/g, ' ');
        if (text.includes(codeLine)) return text;
        await page.waitForTimeout(250);
      }
      throw new Error(`${what} does not show "${codeLine}": ${text}`);
    };
    const statusBar = page.locator('.part.statusbar');
    /** Runs the command that opens an editor (in the active group: the one beside the chat by then). */
    async function openEditor(command: string): Promise<void> {
      // The palette's best match for the exact title (a row with a gear is not matched by runCommand).
      await page.keyboard.press('F1');
      const input = page.locator('.quick-input-widget input.input');
      await input.waitFor({ timeout: 30_000 });
      await input.fill(`>${command}`);
      await page.locator('.quick-input-list .monaco-list-row', { hasText: command }).first().waitFor({ timeout: 30_000 });
      await input.press('Enter');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
    }
    const activeEditorLines = page.locator('.editor-group-container.active .monaco-editor .view-lines').first();

    try {
      // No editor has been opened in this window yet: the offer to open the code in a new file
      // waits in the notification center (the smoke-test driver hides pop-up notifications).
      await (await codeButton('Insert at Cursor')).click();
      await runCommand(page, 'Notifications: Show Notifications');
      const notice = page.locator('.notifications-center .notification-list-item', { hasText: 'There is no editor to insert the code into.' });
      await notice.waitFor({ timeout: 30_000 });
      await notice.locator('.monaco-button', { hasText: 'Open in New File' }).click();
      await shows(activeEditorLines, 'the new file');
      await runCommand(page, 'View: Move Editor into Next Group');

      // That editor now: the inserted lines are revealed and highlighted, and the status bar names the file.
      // The highlight lasts two seconds: watch for it from the click on, not after the status bar
      // message (on a loaded machine it was gone by then).
      const highlight = page.locator('.editor-group-container.active .monaco-editor .view-overlays div[class*="ced-"]').first();
      await (await codeButton('Insert at Cursor')).click();
      await Promise.all([
        highlight.waitFor({ state: 'attached', timeout: 30_000 }).catch(() => assert.fail('the inserted lines are highlighted')),
        statusBar.getByText(/Inserted \d+ lines into Untitled-\d+/).waitFor({ timeout: 30_000 }),
      ]);
      await page.screenshot({ path: screenshotPath('insert-at-cursor.png') });

      // A notebook (opened beside the chat, in the group of the file above): the code becomes a
      // new cell, and the status bar says which.
      await openEditor('Create: New Jupyter Notebook');
      const notebookButton = await codeButton('Insert as Notebook Cell');
      await notebookButton.waitFor({ state: 'visible', timeout: 30_000 });
      await notebookButton.click();
      await statusBar.getByText(/Inserted cell \d+ into Untitled-\d+\.ipynb/).waitFor({ timeout: 30_000 });
      await shows(page.locator('.notebook-editor .cell-list-container').first(), 'the notebook');
    } catch (error) {
      await page.screenshot({ path: screenshotPath('insert-failure.png') });
      throw error;
    }
  });

  it('keeps an opened working step and the draft when the user switches to another tab and back', async () => {
    const { page } = workbench;
    // The chat's own tab in front first (the test before left other editors in the group beside it).
    await page.locator('.tabs-container .tab', { hasText: /^sales/ }).first().click();
    let chat = await findWebviewFrame(page, 'article.turn vscode-collapsible.step', 30_000);
    const firstStep = (frame: Frame) => frame.locator('article.turn').last().locator('vscode-collapsible.step').first();
    const isOpen = (frame: Frame) => firstStep(frame).evaluate((step) => (step as HTMLElement & { open: boolean }).open);
    assert.equal(await isOpen(chat), false, 'the finished answer folded its working steps');
    const heading = await firstStep(chat).getAttribute('heading');
    await firstStep(chat).click({ position: { x: 40, y: 10 } });
    assert.equal(await isOpen(chat), true);
    await chat.locator('textarea.question-input').fill('and by month?');
    await page.waitForTimeout(500);

    // Another editor in front: VS Code throws the hidden chat's webview away (it does not keep
    // its context), and loads it again when its tab is chosen.
    await runCommand(page, 'File: New Untitled Text File');
    await page.waitForFunction(() => !document.querySelector('.tabs-container .tab.active')?.textContent?.startsWith('sales'), undefined, { timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    while (!chat.isDetached() && Date.now() < deadline) await page.waitForTimeout(250);
    assert.ok(chat.isDetached(), 'the hidden chat webview was unloaded');
    await page.locator('.tabs-container .tab', { hasText: /^sales/ }).first().click();
    chat = await findWebviewFrame(page, 'article.turn vscode-collapsible.step', 60_000);
    assert.equal(await firstStep(chat).getAttribute('heading'), heading);
    assert.equal(await isOpen(chat), true, 'the step the user opened is still open');
    assert.equal(await chat.locator('textarea.question-input').inputValue(), 'and by month?');
  });

  it('reopens after a window reload with the conversation and the draft', async () => {
    const { page } = workbench;
    let chat = await findWebviewFrame(page, 'textarea.question-input', 30_000);
    await chat.locator('textarea.question-input').fill('and by product?');
    // The host keeps the draft too; give the webview's debounced note time to reach it.
    await page.waitForTimeout(1000);
    await runCommand(page, 'Developer: Reload Window');
    await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    await page.locator('.tabs-container .tab', { hasText: /^sales/ }).first().waitFor({ timeout: 60_000 });
    chat = await findWebviewFrame(page, 'article.turn h2.question', 90_000);
    assert.match(await chat.locator('article.turn h2.question').first().innerText(), /total revenue by region/);
    await chat.locator('article.turn .block-table table').first().waitFor({ timeout: 60_000 });
    assert.equal(await chat.locator('textarea.question-input').inputValue(), 'and by product?');
  });
});
