/** Host messages and answer blocks the webview tests send. */
import type { AnswerBlock, Stage } from '../../src/api/types';
import { barChart, renderSvg } from '../../src/engine/analyst/chart';
import type { AnswerOp, HostMessage, PanelState, TurnView } from '../../src/protocol';

export function panelState(overrides: Partial<PanelState> = {}): PanelState {
  return {
    session: { id: 'session-1', name: 'Sales questions' },
    dataset: { id: 'dset-1', name: 'sales.csv', summary: 'Monthly revenue by region for 2025.' },
    dataSourceCount: 0,
    settings: { output_language: 'AUTO', job_mode: 'AUTO', max_contextual_job_history: 4 },
    explorationQuestions: ['Which region had the highest revenue?', 'How did revenue change by month?'],
    lastEditor: 'text',
    options: { sendOnEnter: true, maxQuestionLength: 6000 },
    // A long model name, so that the layout tests see the header at its fullest.
    model: { label: 'Claude Sonnet 4.5 (Preview)', detail: 'Claude Sonnet 4.5 (Preview) (copilot, VS Code) plans the answers; every figure is computed on this machine.', usesModel: true },
    ...overrides,
  };
}

export function init(overrides: Partial<PanelState> = {}, draft = ''): HostMessage {
  return { type: 'init', state: panelState(overrides), strings: {}, draft };
}

const RESPOND = { group_id: 'g-answer', group_name: 'Conclusions', stage: 'Respond' as Stage };
const ANALYZE = { group_id: 'g-calc', group_name: 'Total revenue by region', stage: 'Analyze' as Stage };

export function message(content: string, group = RESPOND): AnswerBlock {
  return { type: 'MESSAGE', content, ...group };
}
export function code(content: string, group = ANALYZE): AnswerBlock {
  return { type: 'CODE', content, ...group };
}
export function table(name: string): AnswerBlock {
  return { type: 'TABLE', content: { name, url: 'https://files.example/t/1.csv', expires_at: '2026-11-21T12:00:00Z' }, ...RESPOND };
}
export function image(name: string): AnswerBlock {
  return { type: 'IMAGE', content: { name, url: 'https://files.example/i/1.png', expires_at: '2026-11-21T12:00:00Z' }, ...RESPOND };
}
export function sources(names: string[]): AnswerBlock {
  return {
    type: 'SOURCES',
    content: names.map((source, i) => ({ id: String(i), source, page_no: null, content: null, datasource_id: `ds-${i}`, dataset_id: 'dset-1', file_type: 'csv', external_id: '' })),
    group_id: '-1',
    group_name: '',
    stage: 'Analyze',
  };
}
export function questions(list: string[]): AnswerBlock {
  return { type: 'QUESTIONS', content: list, group_id: '-1', stage: 'Respond' };
}

export function started(turnId: string, question: string, requestId = 'host'): HostMessage {
  return { type: 'jobStarted', requestId, turnId, question };
}

export function events(turnId: string, ops: AnswerOp[], jobId?: string): HostMessage {
  return { type: 'jobEvents', turnId, jobId, ops };
}

export function blockOps(blocks: AnswerBlock[], from = 0): AnswerOp[] {
  return blocks.map((block, i) => ({ op: 'block', index: from + i, block }));
}

export function task(groupId: string, groupName: string, id: string, status: 'running' | 'done' | 'error'): AnswerOp {
  return { op: 'task', groupId, groupName, stage: 'Analyze', task: { id, name: groupName, status, parentId: null, stage: 'Analyze' } };
}

export function completedTurn(turnId: string, question: string, blocks: AnswerBlock[]): TurnView {
  return { turnId, jobId: turnId, question, answer: { blocks, groups: [] }, status: 'completed' };
}

export const REVENUE_CSV = 'region,revenue,orders\nNorth,1250400,3120\nSouth,980250,2755\nEast,1530900,3980\nWest,1102300,2890\n';

export const REVENUE_CODE = [
  '```python',
  'import pandas as pd',
  '',
  "df = pd.read_csv('sales.csv')",
  "revenue = df.groupby('region')['revenue'].sum().sort_values(ascending=False)",
  'print(revenue)',
  '```',
].join('\n');

/** The analyst's bar chart of the revenue table, as the local engine publishes it. */
export function revenueChartSvg(): Promise<string> {
  const rows = REVENUE_CSV.trim().split('\n').slice(1).map((line) => line.split(',')).map(([region, revenue]) => ({ region, revenue: Number(revenue) }));
  return renderSvg(barChart('revenue by region', rows, 'region', 'revenue'));
}

/** Orders (a count) by product, with product names too long for one line of a narrow chart. */
export const ORDERS_BY_PRODUCT = [
  { product: 'Espresso', orders: 7 },
  { product: 'Single-origin Ethiopian Yirgacheffe, light roast, whole beans 1 kg', orders: 5 },
  { product: 'Decaf', orders: 3 },
  { product: 'Cold brew concentrate in returnable glass bottles', orders: 2 },
  { product: 'Gift card', orders: 1 },
];

/** The analyst's own bar chart of ORDERS_BY_PRODUCT, as the local engine publishes it. */
export function ordersChartSvg(): Promise<string> {
  return renderSvg(barChart('orders by product', ORDERS_BY_PRODUCT, 'product', 'orders'));
}

/** A finished turn with two done working steps ("Understand the data", "Total revenue by region") and `blocks`. */
export function finishedTurn(turnId: string, question: string, blocks: AnswerBlock[]): TurnView {
  return {
    turnId,
    jobId: turnId,
    question,
    answer: {
      blocks,
      groups: [
        { groupId: 'g-plan', groupName: 'Understand the data', stage: 'Analyze', tasks: [{ id: 't1', name: 'Understand the data', status: 'done', parentId: null, stage: 'Analyze' }] },
        { groupId: 'g-calc', groupName: 'Total revenue by region', stage: 'Analyze', tasks: [{ id: 't2', name: 'Total revenue by region', status: 'done', parentId: null, stage: 'Analyze' }] },
      ],
    },
    status: 'completed',
  };
}
