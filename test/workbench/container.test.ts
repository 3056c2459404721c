import assert from 'node:assert/strict';
import { openContainer, screenshotPath, startWorkbench, type Workbench } from './session';

describe('workbench: the Data Analysis container', function () {
  this.timeout(180_000);
  let workbench: Workbench;

  before(async () => {
    workbench = await startWorkbench();
  });
  after(async () => {
    await workbench?.stop();
  });

  it('shows in the activity bar and opens with its Sessions and Datasets views', async () => {
    const { page } = workbench;
    await openContainer(page);
    const sidebar = page.locator('.sidebar');
    await sidebar.locator('.pane-header', { hasText: /sessions/i }).waitFor();
    await sidebar.locator('.pane-header', { hasText: /datasets/i }).waitFor();
    const headers = await sidebar.locator('.pane-header').allInnerTexts();
    assert.ok(headers.some((h) => /sessions/i.test(h)), `headers: ${headers.join(', ')}`);
    await page.screenshot({ path: screenshotPath('workbench.png') });
  });
});
