import assert from 'node:assert/strict';
import { events, init, message, started } from './fixtures';
import { openPanel, type PanelPage } from './harness';
import { suite } from './setup';

describe('asking, stopping and retrying', () => {
  let panel: PanelPage;

  beforeEach(async () => {
    const { browser, server } = await suite();
    panel = await openPanel(browser, server);
    await panel.post(init());
    await panel.post({ type: 'history', position: 'replace', turns: [], hasOlder: false });
    await panel.settle();
  });

  afterEach(async () => {
    assert.deepEqual(panel.errors, []);
    await panel.close();
  });

  async function ask(question: string): Promise<string> {
    const before = (await panel.posted()).length;
    await panel.page.locator('textarea').fill(question);
    await panel.page.locator('vscode-button.send').click();
    const posted = await panel.waitForPosted('ask', before);
    assert.equal(posted.question, question);
    return posted.requestId;
  }

  it('keeps the draft until the host accepts the question, then clears it', async () => {
    const requestId = await ask('Total revenue?');
    assert.equal(await panel.page.locator('textarea').inputValue(), 'Total revenue?');
    assert.equal(await panel.page.locator('vscode-button.send').getAttribute('disabled'), '');
    await panel.post(started('t1', 'Total revenue?', requestId));
    await panel.settle();
    assert.equal(await panel.page.locator('textarea').inputValue(), '');
    assert.equal((await panel.savedState())?.draft, '');
    assert.equal(await panel.page.locator('article.turn h2').textContent(), 'Question: Total revenue?');
  });

  it('clears a question sent with surrounding blank space, which the host trims', async () => {
    const before = (await panel.posted()).length;
    await panel.page.locator('textarea').fill('  Total revenue?\n');
    await panel.page.locator('vscode-button.send').click();
    const { requestId } = await panel.waitForPosted('ask', before);
    await panel.post(started('t1', 'Total revenue?', requestId));
    await panel.settle();
    assert.equal(await panel.page.locator('textarea').inputValue(), '');
    assert.equal((await panel.savedState())?.draft, '');
  });

  it('a rejected question stays in the input and the reason is shown', async () => {
    const requestId = await ask('Too early');
    await panel.post({ type: 'error', requestId, error: { message: 'The dataset is still syncing.', code: 210023, nextStep: 'Wait for the sync to finish.' } });
    await panel.settle();
    assert.equal(await panel.page.locator('textarea').inputValue(), 'Too early');
    const banner = panel.page.locator('.banner');
    assert.equal(await banner.isVisible(), true);
    assert.equal(await banner.textContent(), 'The dataset is still syncing. · Code 210023 · Wait for the sync to finish.');
    assert.equal(await panel.page.locator('vscode-button.send').getAttribute('disabled'), null);
  });

  it('Stop sends stop for the running turn; what arrived is kept and marked stopped', async () => {
    const requestId = await ask('Long question');
    await panel.post(started('t1', 'Long question', requestId));
    await panel.post(events('t1', [{ op: 'block', index: 0, block: message('Partial answer') }], 'job-9'));
    await panel.settle();
    const stop = panel.page.locator('vscode-button.stop');
    assert.equal(await stop.isVisible(), true);
    assert.equal(await panel.page.locator('vscode-button.send').isVisible(), false);
    const before = (await panel.posted()).length;
    await stop.click();
    assert.deepEqual(await panel.waitForPosted('stop', before), { type: 'stop', turnId: 't1' });
    await panel.post({ type: 'jobFinished', turnId: 't1', outcome: { status: 'stopped' } });
    await panel.settle();
    assert.equal((await panel.page.locator('.block-message').textContent())?.trim(), 'Partial answer');
    assert.equal(await panel.page.locator('.turn-note.stopped > span:not(.codicon)').textContent(), 'Stopped. The answer so far is kept.');
    assert.equal(await stop.isVisible(), false);
    assert.equal(await panel.page.locator('vscode-button.send').isVisible(), true);
    await panel.page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === 'Stopped. The answer so far is kept.');
  });

  it('a failed job keeps its partial answer, shows message, code and copyable trace id, and retries only on request', async () => {
    const requestId = await ask('Revenue?');
    await panel.post(started('t1', 'Revenue?', requestId));
    await panel.post(events('t1', [{ op: 'block', index: 0, block: message('Partial ') }]));
    await panel.post({
      type: 'jobFinished',
      turnId: 't1',
      outcome: { status: 'failed', error: { message: 'The job failed on the service.', code: 210020, traceId: 'trace-42ab', nextStep: 'Retry the question.' } },
    });
    await panel.settle();
    const error = panel.page.locator('.turn-error');
    assert.equal((await panel.page.locator('.block-message').textContent())?.trim(), 'Partial');
    assert.equal(await error.locator('.error-message').textContent(), 'The job failed on the service.');
    assert.equal(await error.locator('.error-code').textContent(), 'Code 210020');
    assert.equal(await error.locator('.trace-id').textContent(), 'Trace id trace-42ab');
    assert.equal(await error.locator('.error-next').textContent(), 'Retry the question.');
    await panel.page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === 'The answer failed: The job failed on the service.');
    // Never automatic.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await panel.posted()).filter((m) => m.type === 'retry' || m.type === 'ask').length, 1);

    let before = (await panel.posted()).length;
    await error.locator('vscode-button', { hasText: 'Copy trace id' }).click();
    assert.deepEqual(await panel.waitForPosted('copy', before), { type: 'copy', text: 'trace-42ab' });

    before = (await panel.posted()).length;
    await error.locator('vscode-button.retry').click();
    const retry = await panel.waitForPosted('retry', before);
    assert.equal(retry.turnId, 't1');
    await panel.post(started('t2', 'Revenue?', retry.requestId));
    await panel.post(events('t2', [{ op: 'block', index: 0, block: message('Full answer.') }]));
    await panel.post({ type: 'jobFinished', turnId: 't2', outcome: { status: 'completed' } });
    await panel.settle();
    assert.equal(await panel.page.locator('article.turn').count(), 2);
    assert.equal((await panel.page.locator('article.turn').nth(1).locator('.block-message').textContent())?.trim(), 'Full answer.');
  });

  it('older history goes above, on request, keeping the reader in place', async () => {
    const turn = (id: string, text: string) => ({ turnId: id, question: `Question ${id}`, answer: { blocks: [message(text)], groups: [] }, status: 'completed' as const });
    await panel.post({ type: 'history', position: 'replace', turns: [turn('j3', 'Three'), turn('j4', 'Four')], hasOlder: true });
    await panel.settle();
    const older = panel.page.locator('vscode-button.load-older');
    assert.equal(await older.isVisible(), true);
    const before = (await panel.posted()).length;
    await older.click();
    const request = await panel.waitForPosted('loadOlderHistory', before);
    await panel.post({ type: 'history', position: 'older', requestId: request.requestId, turns: [turn('j1', 'One'), turn('j2', 'Two')], hasOlder: false });
    await panel.settle();
    assert.deepEqual((await panel.page.locator('article.turn .block-message').allTextContents()).map((t) => t.trim()), ['One', 'Two', 'Three', 'Four']);
    assert.equal(await older.isVisible(), false);
  });

  it('settings and dataset actions go to the host', async () => {
    const page = panel.page;
    for (const [label, type] of [['Change dataset', 'changeDataset'], ['All data sources', 'chooseDataSources'], ['Export conversation', 'exportConversation']] as const) {
      const before = (await panel.posted()).length;
      await page.locator('header vscode-button', { hasText: label }).click();
      assert.equal((await panel.waitForPosted(type, before)).type, type);
    }
    const before = (await panel.posted()).length;
    await page.locator('vscode-single-select[label="Job mode"]').evaluate((select) => {
      (select as HTMLElement & { value: string }).value = 'DATA_ANALYTICS';
      select.dispatchEvent(new Event('change'));
    });
    const change = await panel.waitForPosted('changeSettings', before);
    assert.deepEqual(change.settings, { job_mode: 'DATA_ANALYTICS' });
  });
});
