import assert from 'node:assert/strict';
import { conversationMarkdown, resourceKey, type ExportText } from '../../../src/chat/conversationMarkdown';
import { ChatSessionStore } from '../../../src/chat/sessionStore';

const TEXT: ExportText = {
  question: 'Question',
  workingSteps: 'Working steps',
  sources: 'Sources',
  followUps: 'Suggested questions',
  tableUnavailable: (n) => `Table ${n} expired`,
  imageUnavailable: (n) => `Chart ${n} expired`,
  rowsOmitted: (shown, total) => `First ${shown} of ${total} rows.`,
  stopped: 'Stopped.',
  failed: (e) => `Failed: ${e.message} (${String(e.code)}, ${e.traceId})`,
};
const file = (name: string) => ({ name, url: 'http://127.0.0.1/x', expires_at: '2999-01-01T00:00:00Z' });

describe('chat export to Markdown', () => {
  it('keeps code blocks, writes tables as Markdown and links images next to the file', () => {
    const markdown = conversationMarkdown('Sales', [
      {
        question: 'total revenue by region',
        status: 'completed',
        blocks: [
          { type: 'MESSAGE', content: '**Plan**', group_id: 'p', stage: 'Analyze' },
          { type: 'CODE', content: '```sql\nSELECT 1;\n```', group_id: 'p', stage: 'Analyze' },
          { type: 'MESSAGE', content: 'North leads.', group_id: 'a', stage: 'Respond' },
          { type: 'TABLE', content: file('t.csv'), group_id: 'a', stage: 'Respond' },
          { type: 'IMAGE', content: file('c.svg'), group_id: 'a', stage: 'Respond' },
          { type: 'SOURCES', content: [{ source: 'sales.csv', datasource_id: 'd', dataset_id: 's', file_type: 'csv' }], group_id: '-1', stage: 'Respond' },
          { type: 'QUESTIONS', content: ['And by product?'], group_id: '-1', stage: 'Respond' },
        ],
      },
      {
        question: 'broken <script>',
        status: 'failed',
        error: { message: 'The answer stopped', code: 'STREAM_INCOMPLETE', traceId: 'tr-1' },
        blocks: [{ type: 'TABLE', content: file('gone.csv'), group_id: 'a', stage: 'Respond' }],
      },
    ], new Map([
      [resourceKey(0, 3), { csv: 'region,revenue\nNorth,10\n"South|x",5\n' }],
      [resourceKey(0, 4), { imagePath: 'Sales-images/1-4-c.svg' }],
    ]), TEXT);
    assert.match(markdown, /^# Sales\n/);
    assert.match(markdown, /<details>\n<summary>Working steps<\/summary>\n\n\*\*Plan\*\*\n\n```sql\nSELECT 1;\n```\n\n<\/details>/);
    assert.match(markdown, /\| region \| revenue \|\n\| --- \| --- \|\n\| North \| 10 \|\n\| South\\\|x \| 5 \|/);
    assert.match(markdown, /!\[c\.svg\]\(<Sales-images\/1-4-c\.svg>\)/);
    assert.match(markdown, /- sales\.csv/);
    assert.match(markdown, /- And by product\?/);
    assert.match(markdown, /## broken \\<script\\>/);
    assert.match(markdown, /\*Table gone\.csv expired\*/);
    assert.match(markdown, /> \*\*Failed: The answer stopped \(STREAM_INCOMPLETE, tr-1\)\*\*/);
  });
});

class MemoryMemento {
  private readonly values = new Map<string, unknown>();
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
  get<T>(key: string, fallback?: T): T | undefined {
    return (this.values.has(key) ? this.values.get(key) : fallback) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
  }
}

describe('chat session store', () => {
  it('keeps dataset, data sources and draft per session', async () => {
    const store = new ChatSessionStore(new MemoryMemento(), new MemoryMemento());
    assert.deepEqual(store.get('s1'), { datasourceIds: [], draft: '' });
    await store.update('s1', { datasetId: 'd1', draft: 'half a question' });
    await store.update('s1', { datasourceIds: ['a'] });
    assert.deepEqual(store.get('s1'), { datasetId: 'd1', datasourceIds: ['a'], draft: 'half a question' });
  });

  it('finds the session of a restored panel by its state, else by its title, never by a guess', async () => {
    const store = new ChatSessionStore(new MemoryMemento(), new MemoryMemento());
    await store.panelOpened({ sessionId: 'old', title: 'sales' });
    await store.panelOpened({ sessionId: 'new', title: 'sales' });
    await store.panelOpened({ sessionId: 'other', title: 'costs' });
    assert.equal(store.sessionForRestoredPanel('x', 'from-state', new Set()), 'from-state');
    assert.equal(store.sessionForRestoredPanel('sales', undefined, new Set()), 'new', 'the most recent with that title');
    assert.equal(store.sessionForRestoredPanel('sales', undefined, new Set(['new'])), 'old');
    assert.equal(store.sessionForRestoredPanel('unknown', undefined, new Set()), undefined);
  });
});
