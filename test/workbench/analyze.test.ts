import assert from 'node:assert/strict';
import { analyzeFromExplorer, explorerMenuPosition, findWebviewFrame, openContainer, screenshotPath, startWorkbench, type Workbench } from './session';

/**
 * The main job as a person does it: right-click a CSV in the Explorer, "Analyze this File" (near
 * the top of the menu), and with no question asked the file lands in a new dataset named after
 * it, synched in the Datasets view, and the chat opens on it. With datasets already there, one
 * pick whose first item (Enter) is a new dataset, and the choice made is offered first next time.
 */
describe('workbench: Analyze this File from the Explorer', function () {
  this.timeout(300_000);
  let workbench: Workbench;

  before(async () => {
    workbench = await startWorkbench({ files: { 'returns.csv': 'order_id,amount\n1,10\n2,12.5\n' } });
  });
  after(async () => {
    await workbench?.stop();
  });

  it('is near the top of the Explorer context menu', async () => {
    const { page } = workbench;
    // The extension is up (its status bar item shows) before its menu items are looked for.
    await page.locator('.statusbar-item', { hasText: /Local engine/ }).waitFor({ timeout: 60_000 });
    const { index, items } = await explorerMenuPosition(page, 'sales.csv');
    // With the open-with tools at the top, before the clipboard and path groups (not last).
    const cut = items.findIndex((t) => /^Cut/.test(t));
    assert.ok(index >= 0 && index <= 6 && (cut < 0 || index < cut), `Analyze this File is item ${index} of: ${items.join(' | ')}`);
  });

  it('with no dataset yet, asks nothing: a dataset named after the file, synched in the tree, and the chat opens', async () => {
    const { page } = workbench;
    await analyzeFromExplorer(page, 'sales.csv', () => page.screenshot({ path: screenshotPath('tree-explorer-menu.png') }).then(() => undefined));
    const quickInput = page.locator('.quick-input-widget');
    const tab = page.locator('.tabs-container .tab', { hasText: /^sales/ }).first();
    // Until the chat opens, no pick or input box shows.
    const deadline = Date.now() + 120_000;
    while (!(await tab.isVisible())) {
      assert.ok(!(await quickInput.isVisible()), 'no question is asked before the chat opens');
      assert.ok(Date.now() < deadline, 'the chat opened');
      await page.waitForTimeout(250);
    }

    await openContainer(page);
    const datasets = page.locator('.pane', { has: page.locator('.pane-header', { hasText: /datasets/i }) });
    const datasetRow = datasets.locator('.monaco-list-row', { hasText: /^sales/ }).first();
    await datasetRow.waitFor({ timeout: 90_000 });
    await datasetRow.locator('.label-description', { hasText: /1 synched/ }).waitFor({ timeout: 90_000 });
    if ((await datasetRow.getAttribute('aria-expanded')) !== 'true') await datasetRow.click();
    const sourceRow = datasets.locator('.monaco-list-row', { hasText: /sales\.csv/ }).first();
    await sourceRow.waitFor({ timeout: 30_000 });
    assert.ok(await sourceRow.locator('.codicon-pass-filled').count(), 'the data source shows the synched icon');
    await page.locator('.sidebar').screenshot({ path: screenshotPath('tree-datasets.png') });
    // The chat is on the new dataset, offering its exploration questions.
    const chat = await findWebviewFrame(page, 'textarea.question-input', 60_000);
    await chat.locator('.empty .question-button').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('tree-workbench.png') });
    // The session row says which dataset it is about, not "AUTO · AUTO".
    const sessions = page.locator('.pane', { has: page.locator('.pane-header', { hasText: /sessions/i }) });
    const sessionRow = sessions.locator('.monaco-list-row', { hasText: /sales/ }).first();
    await sessionRow.locator('.label-description', { hasText: /^sales$/ }).waitFor({ timeout: 30_000 });
    assert.equal(await sessions.locator('.label-description', { hasText: /AUTO/ }).count(), 0);
  });

  it('with datasets already there, one pick whose first item is a new dataset; the dataset chosen is offered first next time', async () => {
    const { page } = workbench;
    const quickInput = page.locator('.quick-input-widget');
    const rows = quickInput.locator('.quick-input-list .monaco-list-row');

    // Into the existing "sales" dataset, chosen by typing its name.
    await analyzeFromExplorer(page, 'customers.xlsx');
    await rows.first().waitFor({ timeout: 30_000 });
    assert.match(await rows.first().innerText(), /New dataset "customers"/);
    await page.keyboard.type('sales');
    // The filter leaves the datasets whose name holds the text: "sales" first.
    await rows.first().filter({ hasText: /sales/ }).filter({ hasNotText: /New dataset/ }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await quickInput.waitFor({ state: 'hidden', timeout: 10_000 });
    await openContainer(page);
    const datasets = page.locator('.pane', { has: page.locator('.pane-header', { hasText: /datasets/i }) });
    await datasets.locator('.monaco-list-row', { hasText: /^sales/ }).locator('.label-description', { hasText: /2 synched/ }).first().waitFor({ timeout: 120_000 });

    // Next time that dataset comes first (Enter adds there again); Escape leaves without a change.
    await analyzeFromExplorer(page, 'returns.csv');
    await rows.first().waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
      await page.screenshot({ path: screenshotPath('analyze-remembered-failed.png') });
      throw error;
    });
    assert.match(await rows.first().innerText(), /sales/);
    assert.match(await rows.first().innerText(), /chosen last time/);
    assert.match(await rows.nth(1).innerText(), /New dataset "returns"/);
    await page.keyboard.press('Escape');
    await quickInput.waitFor({ state: 'hidden', timeout: 10_000 });
  });
});
