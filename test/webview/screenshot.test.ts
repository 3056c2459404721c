/**
 * Screenshots of a real answer (working steps, text, a table and a chart) in a dark and a light
 * theme, for the README and for a person to look at.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AnswerBlock } from '../../src/api/types';
import type { TurnView } from '../../src/protocol';
import { finishedTurn, init, REVENUE_CODE, REVENUE_CSV, revenueChartSvg } from './fixtures';
import { DARK_THEME, foreignRequests, HIGH_CONTRAST_THEME, LIGHT_THEME, openPanel } from './harness';
import { suite } from './setup';

// The committed pictures are refreshed only on purpose (DATA_ANALYSIS_SCREENSHOTS=docs), so a
// test run leaves the checkout unchanged.
const OUT = process.env.DATA_ANALYSIS_SCREENSHOTS === 'docs'
  ? path.join(__dirname, 'screenshots')
  : path.join(__dirname, '..', '..', '.test-runs', 'screenshots');

function answer(): TurnView {
  const analyze = { group_id: 'g-calc', group_name: 'Total revenue by region', stage: 'Analyze' as const };
  const respond = { group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' as const };
  const blocks: AnswerBlock[] = [
    { type: 'CODE', content: REVENUE_CODE, ...analyze },
    { type: 'MESSAGE', content: '### Revenue by region\n\n**East** leads with **1.53 M**, 39% ahead of **South**. All four regions grew compared with 2024.\n\n', ...respond },
    { type: 'TABLE', content: { name: 'revenue_by_region.csv', url: 'https://files.example/t/1.csv', expires_at: '2026-11-21T12:00:00Z' }, ...respond },
    { type: 'IMAGE', content: { name: 'revenue_by_region.svg', url: 'https://files.example/i/1.svg', expires_at: '2026-11-21T12:00:00Z' }, ...respond },
    { type: 'MESSAGE', content: 'The gap between East and South is mostly **order count** (3,980 vs 2,755), not order size.', ...respond },
    {
      type: 'SOURCES',
      content: [{ id: '1', source: 'sales.csv', page_no: null, content: null, datasource_id: 'ds-1', dataset_id: 'dset-1', file_type: 'csv', external_id: '' }],
      group_id: '-1',
      group_name: '',
      stage: 'Analyze',
    },
    { type: 'QUESTIONS', content: ['Which month had the highest revenue?', 'How many orders did each region have?'], group_id: '-1', stage: 'Respond' },
  ];
  return finishedTurn('job-1', 'Which region brings in the most revenue?', blocks);
}

describe('screenshots', () => {
  for (const [name, theme] of [['dark', DARK_THEME], ['light', LIGHT_THEME], ['high-contrast', HIGH_CONTRAST_THEME]] as const) {
    it(`renders an answer with a table and a chart in the ${name} theme`, async () => {
      const { browser, server } = await suite();
      const panel = await openPanel(browser, server, { theme, viewport: { width: 820, height: 1240 } });
      try {
        await panel.post(init());
        await panel.post({ type: 'history', position: 'replace', turns: [answer()], hasOlder: false });
        await panel.post({ type: 'tableData', ref: { turnId: 'job-1', index: 2 }, data: { state: 'ready', csv: REVENUE_CSV, rowCount: 4 } });
        const svg = await revenueChartSvg();
        await panel.post({ type: 'imageData', ref: { turnId: 'job-1', index: 3 }, data: { state: 'ready', mime: 'image/svg+xml', base64: Buffer.from(svg).toString('base64') } });
        await panel.settle();
        await panel.page.evaluate(() => document.fonts.ready);
        await panel.page.locator('main').evaluate((main) => {
          main.scrollTop = 0;
        });
        const img = panel.page.locator('.block-image img');
        assert.ok((await img.evaluate((i: HTMLImageElement) => i.naturalWidth)) > 0, 'the chart decoded');
        if (name === 'high-contrast') {
          // The contrast border outlines the question, the table cells and the input.
          const borders = await panel.page.evaluate(() => ({
            question: getComputedStyle(document.querySelector('.turn .question') as Element).outlineColor,
            cell: getComputedStyle(document.querySelector('.block-table td') as Element).borderTopColor,
            input: getComputedStyle(document.querySelector('textarea') as Element).borderTopColor,
          }));
          assert.deepEqual(borders, { question: 'rgb(111, 195, 223)', cell: 'rgb(111, 195, 223)', input: 'rgb(111, 195, 223)' });
        }
        mkdirSync(OUT, { recursive: true });
        await panel.page.screenshot({ path: path.join(OUT, `answer-${name}.png`) });
        assert.deepEqual(await panel.violations(), []);
        assert.deepEqual(foreignRequests(panel, server.origin, ['data:image/svg+xml;base64,']), []);
        assert.deepEqual(panel.errors, []);
      } finally {
        await panel.close();
      }
    });
  }
});
