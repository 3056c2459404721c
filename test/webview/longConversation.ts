/** The long conversation the layout and l10n tests show: every block kind, twice. */
import type { AnswerBlock } from '../../src/api/types';
import type { HostMessage, TurnView } from '../../src/protocol';
import { code, finishedTurn, image, init, message, ordersChartSvg, questions, REVENUE_CODE, REVENUE_CSV, sources, table } from './fixtures';
import type { PanelPage } from './harness';

/** A long answer: working steps, Markdown of every kind, code, a wide table, a chart, sources, follow-ups. */
function longTurn(turnId: string, question: string): TurnView {
  const analyze = (groupId: string, name: string) => ({ group_id: groupId, group_name: name, stage: 'Analyze' as const });
  const blocks: AnswerBlock[] = [
    message('Reading `sales.csv`: 12,000 rows, columns **region**, **revenue**, **orders**, **order_date**.', analyze('g-plan', 'Understand the data')),
    code(REVENUE_CODE, analyze('g-calc', 'Total revenue by region')),
    message(
      [
        '### Revenue by region',
        '',
        '**East** leads with **1.53 M**, 39% ahead of **South**. A very long unbroken identifier follows: total_revenue_by_region_and_month_for_the_fiscal_year_2025_including_returns.',
        '',
        '- North: 1,250,400',
        '- South: 980,250',
        '  1. nested item',
        '',
        '> Figures are sums of `revenue` over 2025.',
        '',
        '| region | revenue | orders | average order value in euros | share of total |',
        '|---|---:|---:|---:|---:|',
        '| East | 1530900 | 3980 | 384.65 | 31.6 % |',
        '| North | 1250400 | 3120 | 400.77 | 25.8 % |',
        '',
        '```sql',
        "SELECT region, SUM(revenue) AS revenue, COUNT(*) AS orders FROM sales WHERE order_date >= DATE '2025-01-01' GROUP BY region ORDER BY revenue DESC",
        '```',
        '',
      ].join('\n'),
    ),
    table('revenue_by_region.csv'),
    image('revenue_by_region.svg'),
    message('The gap between East and South is mostly **order count** (3,980 vs 2,755), not order size.'),
    sources(['sales.csv', 'a_data_source_with_a_very_long_file_name_that_does_not_fit_anywhere_2025.parquet']),
    questions(['Which month had the highest revenue?', 'How many orders did each region have, and how did that change from one quarter to the next?']),
  ];
  return finishedTurn(turnId, question, blocks);
}

/** Two long turns, their tables and charts delivered, fonts loaded; `first` is the init message (English strings by default). */
export async function showLongConversation(panel: PanelPage, first: HostMessage = init()): Promise<void> {
  await panel.post(first);
  const turns = [longTurn('job-1', 'Which region brings in the most revenue?'), longTurn('job-2', 'And which region has the most orders, by quarter, compared with last year?')];
  await panel.post({ type: 'history', position: 'replace', turns, hasOlder: false });
  const svg = Buffer.from(await ordersChartSvg()).toString('base64');
  for (const turnId of ['job-1', 'job-2']) {
    await panel.post({ type: 'tableData', ref: { turnId, index: 3 }, data: { state: 'ready', csv: REVENUE_CSV, rowCount: 4 } });
    await panel.post({ type: 'imageData', ref: { turnId, index: 4 }, data: { state: 'ready', mime: 'image/svg+xml', base64: svg } });
  }
  await panel.settle();
  await panel.page.evaluate(() => document.fonts.ready);
}

