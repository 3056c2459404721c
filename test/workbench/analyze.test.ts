import assert from 'node:assert/strict';
import { analyzeFromExplorer, findWebviewFrame, openContainer, screenshotPath, startWorkbench, type Workbench } from './session';

/**
 * The main job as a person does it: right-click a CSV in the Explorer, "Analyze this File",
 * accept a new dataset named after the file, see it in the Datasets view, synched, and the chat
 * open on it.
 */
describe('workbench: Analyze this File from the Explorer', function () {
  this.timeout(240_000);
  let workbench: Workbench;

  before(async () => {
    workbench = await startWorkbench();
  });
  after(async () => {
    await workbench?.stop();
  });

  it('uploads the CSV into a new dataset and shows its data source synched in the tree', async () => {
    const { page } = workbench;
    // The extension is up (its status bar item shows) before its menu items are looked for.
    await page.locator('.statusbar-item', { hasText: /Local engine/ }).waitFor({ timeout: 60_000 });
    await analyzeFromExplorer(page, 'sales.csv', () => page.screenshot({ path: screenshotPath('tree-explorer-menu.png') }).then(() => undefined));

    // Quick pick: "New dataset…" comes first; then the name, prefilled with the file's name.
    const quickInput = page.locator('.quick-input-widget');
    await page.keyboard.press('Enter');
    const box = quickInput.locator('input.input');
    await quickInput.locator('.quick-input-title', { hasText: /New dataset/ }).waitFor({ timeout: 30_000 });
    assert.equal(await box.inputValue(), 'sales');
    await page.keyboard.press('Enter');

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
    // Then the chat opens on the new dataset, offering its exploration questions.
    await page.locator('.tabs-container .tab', { hasText: /^sales/ }).first().waitFor({ timeout: 60_000 });
    const chat = await findWebviewFrame(page, 'textarea.question-input', 60_000);
    await chat.locator('.empty .question-button').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('tree-workbench.png') });
  });
});
