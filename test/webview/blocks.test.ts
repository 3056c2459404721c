import assert from 'node:assert/strict';
import { code, completedTurn, events, image, init, message, questions, REVENUE_CODE, REVENUE_CSV, sources, started, table } from './fixtures';
import { foreignRequests, openPanel, type PanelPage } from './harness';
import { suite } from './setup';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('answer blocks', () => {
  let panel: PanelPage;
  let origin: string;

  beforeEach(async () => {
    const { browser, server } = await suite();
    origin = server.origin;
    panel = await openPanel(browser, server);
    await panel.post(init());
  });

  afterEach(async () => {
    assert.deepEqual(panel.errors, []);
    assert.deepEqual(await panel.violations(), []);
    assert.deepEqual(foreignRequests(panel, origin, ['data:image/png;base64,']), []);
    await panel.close();
  });

  async function showAnswer(blocks: Parameters<typeof completedTurn>[2]): Promise<void> {
    await panel.post({ type: 'history', position: 'replace', turns: [completedTurn('job-1', 'Revenue by region?', blocks)], hasOlder: false });
    await panel.settle();
  }

  it('MESSAGE: Markdown rendered (headings, lists, emphasis, tables, code), raw HTML shown as text', async () => {
    await showAnswer([message('### Revenue\n\n- **North** leads\n- *South* trails\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```sql\nSELECT 1\n```\n\nInline <b>bold</b> tag.\n')]);
    const block = panel.page.locator('.block-message');
    assert.equal(await block.locator('h3').textContent(), 'Revenue');
    assert.equal(await block.locator('li strong').textContent(), 'North');
    assert.equal(await block.locator('table td').count(), 2);
    assert.ok((await block.locator('pre code .hljs-keyword').count()) > 0);
    assert.equal(await block.locator('b').count(), 0);
    assert.ok((await block.textContent())?.includes('<b>bold</b>'));
  });

  it('MESSAGE: links are sent to the host to open, never followed by the webview', async () => {
    await showAnswer([message('See [the docs](https://example.com/docs?a=1) and [bad](javascript:alert(1)).')]);
    const links = panel.page.locator('.block-message a');
    assert.equal(await links.count(), 2);
    assert.equal(await links.nth(1).getAttribute('href'), null);
    const before = (await panel.posted()).length;
    await links.first().click();
    const posted = await panel.waitForPosted('openLink', before);
    assert.equal(posted.href, 'https://example.com/docs?a=1');
    assert.equal(panel.page.url(), `${origin}/`);
  });

  it('CODE: highlighted, with Insert at Cursor, Open in New File and Copy; Notebook only for a notebook editor', async () => {
    await showAnswer([code(REVENUE_CODE)]);
    // Code is the answer's, not its working step's: it stays in view once the answer is complete.
    assert.equal(await panel.page.locator('vscode-collapsible.step .block-code').count(), 0);
    const block = panel.page.locator('.respond .block-code');
    assert.ok(await block.isVisible());
    assert.equal(await block.locator('.code-language').textContent(), 'python');
    assert.ok((await block.locator('.hljs-keyword').count()) > 0);
    assert.ok((await block.locator('code').textContent())?.startsWith('import pandas as pd'));
    const notebook = block.locator('vscode-button', { hasText: 'Insert as Notebook Cell' });
    assert.equal(await notebook.isVisible(), false);
    const expected = REVENUE_CODE.split('\n').slice(1, -1).join('\n');
    let before = (await panel.posted()).length;
    await block.locator('vscode-button', { hasText: 'Insert at Cursor' }).click();
    assert.deepEqual(await panel.waitForPosted('insertCode', before), { type: 'insertCode', code: expected, language: 'python', target: 'cursor' });
    before = (await panel.posted()).length;
    await block.locator('vscode-button', { hasText: 'Open in New File' }).click();
    assert.deepEqual(await panel.waitForPosted('openInNewFile', before), { type: 'openInNewFile', code: expected, language: 'python' });
    before = (await panel.posted()).length;
    await block.locator('vscode-button', { hasText: 'Copy' }).click();
    assert.deepEqual(await panel.waitForPosted('copy', before), { type: 'copy', text: expected });

    await panel.post({ type: 'state', patch: { lastEditor: 'notebook' } });
    await panel.settle();
    assert.equal(await notebook.isVisible(), true);
    before = (await panel.posted()).length;
    await notebook.click();
    assert.equal((await panel.waitForPosted('insertCode', before)).target, 'notebook');
  });

  it('TABLE: waits for the host, then shows the first rows with the row count and its actions', async () => {
    await showAnswer([table('revenue_by_region.csv')]);
    const block = panel.page.locator('.block-table');
    assert.equal(await block.locator('.block-title').textContent(), 'revenue_by_region.csv');
    assert.equal(await block.locator('.block-note').textContent(), 'Downloading the table…');
    await panel.post({ type: 'tableData', ref: { turnId: 'job-1', index: 0 }, data: { state: 'ready', csv: REVENUE_CSV, rowCount: 4 } });
    await panel.settle();
    assert.deepEqual(await block.locator('th').allTextContents(), ['region', 'revenue', 'orders']);
    assert.equal(await block.locator('tbody tr').count(), 4);
    assert.equal(await block.locator('.row-count').textContent(), '4 rows');
    const ref = { turnId: 'job-1', index: 0 };
    for (const [label, type] of [['Open as CSV', 'openTableAsCsv'], ['Save As…', 'saveTable'], ['Copy', 'copyTable']] as const) {
      const before = (await panel.posted()).length;
      await block.locator('vscode-button', { hasText: label }).click();
      assert.deepEqual(await panel.waitForPosted(type, before), { type, ref });
    }
  });

  it('TABLE: a preview of a large table says how many rows it shows; an expired link says so', async () => {
    const csv = ['n,square', ...Array.from({ length: 30 }, (_, i) => `${i},${i * i}`)].join('\n');
    await showAnswer([table('big.csv'), table('old.csv')]);
    await panel.post({ type: 'tableData', ref: { turnId: 'job-1', index: 0 }, data: { state: 'ready', csv, rowCount: 125000 } });
    await panel.post({ type: 'tableData', ref: { turnId: 'job-1', index: 1 }, data: { state: 'expired' } });
    await panel.settle();
    const blocks = panel.page.locator('.block-table');
    assert.equal(await blocks.nth(0).locator('tbody tr').count(), 20);
    assert.equal(await blocks.nth(0).locator('.row-count').textContent(), 'First 20 of 125,000 rows');
    assert.equal(await blocks.nth(1).locator('.block-note').textContent(), 'This table’s download link has expired.');
  });

  it('TABLE: numbers in the locale\'s style, the value as written kept on the cell, one mark for a missing value, "1 row"', async () => {
    const csv = 'region,order_id,year,period,revenue,share,note\nNorth,10248,2024,2023,1250400.123456,0.000123456,\n';
    await showAnswer([table('one.csv')]);
    await panel.post({ type: 'tableData', ref: { turnId: 'job-1', index: 0 }, data: { state: 'ready', csv, rowCount: 1 } });
    await panel.settle();
    const block = panel.page.locator('.block-table');
    // Ids and years (a yearly grouping is named `period`) are labels, shown as written; quantities get grouping and a sane precision.
    assert.deepEqual(await block.locator('tbody td').allTextContents(), ['North', '10248', '2024', '2023', '1,250,400.12', '0.000123', '(missing)']);
    assert.deepEqual(await block.locator('tbody td').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-raw'))), ['North', '10248', '2024', '2023', '1250400.123456', '0.000123456', '']);
    assert.equal(await block.locator('tbody td').nth(4).getAttribute('title'), '1250400.123456');
    assert.deepEqual(await block.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.className)), ['', 'num', 'num', 'num', 'num', 'num', '']);
    assert.equal(await block.locator('tbody td.missing').count(), 1);
    assert.equal(await block.locator('.row-count').textContent(), '1 row');
    // Copy asks the host, which copies the file as written, never the display text.
    const before = (await panel.posted()).length;
    await block.locator('vscode-button', { hasText: 'Copy' }).click();
    assert.deepEqual(await panel.waitForPosted('copyTable', before), { type: 'copyTable', ref: { turnId: 'job-1', index: 0 } });
  });

  it('MESSAGE: a Markdown table\'s number columns read like the TABLE block\'s; ids, years and cells with Markdown stay as written', async () => {
    await showAnswer([message('| region | year | revenue | share | note |\n|---|---|---:|---:|---|\n| East | 2025 | 1530900 | 0.3161 | **top** |\n| North | 2025 |  | 0.25821 | 1200 |\n')]);
    const rows = await panel.page.locator('.block-message tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    assert.deepEqual(rows, [['East', '2025', '1,530,900', '0.316', 'top'], ['North', '2025', '(missing)', '0.258', '1200']]);
  });

  it('TABLE: in German, numbers and counts follow the locale (1.250.400,5; 125.000)', async () => {
    const { browser, server } = await suite();
    const german = await openPanel(browser, server, { locale: 'de-DE' });
    try {
      await german.post(init());
      await german.post({ type: 'history', position: 'replace', turns: [completedTurn('job-1', 'Umsatz?', [table('umsatz.csv')])], hasOlder: false });
      const csv = ['region,revenue', ...Array.from({ length: 25 }, (_, i) => `R${i},1250400.5`)].join('\n');
      await german.post({ type: 'tableData', ref: { turnId: 'job-1', index: 0 }, data: { state: 'ready', csv, rowCount: 125000 } });
      await german.settle();
      assert.equal(await german.page.locator('.block-table tbody td').nth(1).textContent(), '1.250.400,5');
      assert.equal(await german.page.locator('.block-table .row-count').textContent(), 'First 20 of 125.000 rows');
      assert.deepEqual(german.errors, []);
    } finally {
      await german.close();
    }
  });

  it('IMAGE: shown inline from the bytes the host sent, with Save As…; expired and failed say so', async () => {
    await showAnswer([image('chart.png'), image('old.png'), image('broken.png')]);
    await panel.post({ type: 'imageData', ref: { turnId: 'job-1', index: 0 }, data: { state: 'ready', mime: 'image/png', base64: PNG_1PX } });
    await panel.post({ type: 'imageData', ref: { turnId: 'job-1', index: 1 }, data: { state: 'expired' } });
    await panel.post({ type: 'imageData', ref: { turnId: 'job-1', index: 2 }, data: { state: 'failed', error: { message: 'HTTP 403' } } });
    await panel.settle();
    const blocks = panel.page.locator('.block-image');
    const img = blocks.nth(0).locator('img');
    assert.equal(await img.getAttribute('alt'), 'chart.png');
    assert.ok((await img.getAttribute('src'))?.startsWith('data:image/png;base64,'));
    assert.equal(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), 1);
    assert.equal(await blocks.nth(1).locator('.block-note').textContent(), 'This image’s download link has expired.');
    assert.equal(await blocks.nth(2).locator('.block-note').textContent(), 'Download failed: HTTP 403');
    const before = (await panel.posted()).length;
    await blocks.nth(0).locator('vscode-button', { hasText: 'Save As…' }).click();
    assert.deepEqual(await panel.waitForPosted('saveImage', before), { type: 'saveImage', ref: { turnId: 'job-1', index: 0 } });
  });

  it('SOURCES: one entry per file, each revealing its data source', async () => {
    await showAnswer([sources(['sales.csv', 'regions.xlsx'])]);
    const entries = panel.page.locator('.block-sources li button');
    assert.deepEqual(await entries.allTextContents(), ['sales.csv', 'regions.xlsx']);
    const before = (await panel.posted()).length;
    await entries.nth(1).click();
    assert.deepEqual(await panel.waitForPosted('revealSource', before), { type: 'revealSource', datasourceId: 'ds-1', datasetId: 'dset-1', name: 'regions.xlsx' });
  });

  it('QUESTIONS: buttons that ask the question', async () => {
    await showAnswer([questions(['Which month was best?', 'Compare North and South'])]);
    const buttons = panel.page.locator('.block-questions .question-button');
    assert.deepEqual(await buttons.allTextContents(), ['Which month was best?', 'Compare North and South']);
    const before = (await panel.posted()).length;
    await buttons.nth(1).click();
    const ask = await panel.waitForPosted('ask', before);
    assert.equal(ask.question, 'Compare North and South');
    assert.ok(ask.requestId.length > 0);
  });

  it('an empty session shows the dataset summary and its exploration questions, which ask', async () => {
    await panel.settle();
    const empty = panel.page.locator('.empty');
    assert.equal(await empty.isVisible(), true);
    assert.equal((await empty.locator('.dataset-summary').textContent())?.trim(), 'Monthly revenue by region for 2025.');
    // The service writes its summary in Markdown: shown rendered and sanitised, never as raw marks.
    await panel.post({ type: 'state', patch: { dataset: { id: 'dset-1', name: 'sales.csv', summary: '**sales.csv**: 5 rows\n\n- `revenue`: number <img src=x onerror=alert(1)>' } } });
    await empty.locator('.dataset-summary strong', { hasText: 'sales.csv' }).waitFor();
    assert.equal(await empty.locator('.dataset-summary li code').textContent(), 'revenue');
    assert.equal(await empty.locator('.dataset-summary img').count(), 0);
    assert.ok(!(await empty.locator('.dataset-summary').textContent())?.includes('**'));
    await panel.post({ type: 'state', patch: { dataset: { id: 'dset-1', name: 'sales.csv', summary: 'Monthly revenue by region for 2025.' } } });
    const before = (await panel.posted()).length;
    await empty.locator('.question-button').first().click();
    assert.equal((await panel.waitForPosted('ask', before)).question, 'Which region had the highest revenue?');
    await panel.post(started('turn-1', 'Which region had the highest revenue?', (await panel.waitForPosted('ask', before)).requestId));
    await panel.post(events('turn-1', [{ op: 'block', index: 0, block: message('North.') }]));
    await panel.settle();
    assert.equal(await empty.isVisible(), false);
  });

  it('landmarks and a heading per question and answer', async () => {
    await showAnswer([message('Hello')]);
    const page = panel.page;
    assert.equal(await page.locator('header').count(), 1);
    assert.equal(await page.locator('main').count(), 1);
    assert.equal(await page.locator('footer form textarea').count(), 1);
    assert.equal(await page.locator('[role="status"][aria-live="polite"]').count(), 1);
    const turn = page.locator('article.turn');
    assert.equal(await turn.locator('h2').textContent(), 'Question: Revenue by region?');
    assert.equal(await turn.locator('h3').textContent(), 'Answer');
  });
});
