/**
 * The tools VS Code shows to agent mode (package.json) are the tools the code registers and the
 * MCP server lists: same names, same input schemas, descriptions that say when to use them.
 * And tool input is checked by the tools themselves (VS Code does not validate it).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fencedCode, readToolInput, sqlResultMarkdown, ToolError } from '../../../src/tools/dataTools';
import { TOOL_SPECS } from '../../../src/tools/specs';

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));

describe('data tools: declarations', () => {
  it('package.json declares every tool with the code\'s name, description and input schema', () => {
    const declared = manifest.contributes.languageModelTools as Array<Record<string, unknown>>;
    assert.deepEqual(declared.map((t) => t.name), TOOL_SPECS.map((s) => s.lmName));
    for (const spec of TOOL_SPECS) {
      const tool = declared.find((t) => t.name === spec.lmName) as Record<string, unknown>;
      assert.deepEqual(tool.inputSchema, spec.inputSchema, spec.lmName);
      assert.equal(tool.modelDescription, spec.description, spec.lmName);
      assert.equal(tool.canBeReferencedInPrompt, true);
      assert.match(String(tool.toolReferenceName), /^[A-Za-z]+$/);
      assert.ok(String(tool.userDescription).length > 10);
    }
  });

  it('declares @analyst with /analyze, /datasets and /new', () => {
    const [participant] = manifest.contributes.chatParticipants;
    assert.equal(participant.name, 'analyst');
    assert.deepEqual(participant.commands.map((c: { name: string }) => c.name), ['analyze', 'datasets', 'new']);
  });
});

describe('data tools: input checks', () => {
  it('accepts good input and trims it', () => {
    assert.deepEqual(readToolInput('askQuestion', { question: '  total revenue  ', datasetId: 'dset-1' }), { question: 'total revenue', datasetId: 'dset-1', sessionId: undefined });
    assert.deepEqual(readToolInput('listDatasets', undefined), { search: undefined });
  });

  it('refuses missing, mistyped and unknown fields with a message that names them', () => {
    assert.throws(() => readToolInput('askQuestion', {}), (e: unknown) => e instanceof ToolError && /"question" is required/.test(e.message));
    assert.throws(() => readToolInput('askQuestion', { question: ['a'] }), /"question" must be a string, not an array/);
    assert.throws(() => readToolInput('analyzeFile', { path: 'a.csv', sql: 'DROP TABLE x' }), /Unknown input field\(s\): sql/);
    assert.throws(() => readToolInput('describeDataset', 'dset-1'), /must be a JSON object/);
    assert.throws(() => readToolInput('askQuestion', { question: 'x'.repeat(6001) }), /longer than 6000/);
    assert.throws(() => readToolInput('listDatasets', { __proto__: null, constructor: 'x' }), /Unknown input field\(s\): constructor/);
  });

  it('reads run_sql input: the SQL, and a whole maxRows within the engine\'s cap', () => {
    assert.deepEqual(readToolInput('runSql', { sql: ' SELECT 1 ', maxRows: 5 }), { sql: 'SELECT 1', datasetId: undefined, maxRows: 5 });
    assert.deepEqual(readToolInput('runSql', { sql: 'SELECT 1' }), { sql: 'SELECT 1', datasetId: undefined });
    assert.throws(() => readToolInput('runSql', {}), /"sql" is required/);
    for (const maxRows of [0, 1.5, '10', 5000]) assert.throws(() => readToolInput('runSql', { sql: 'SELECT 1', maxRows }), /"maxRows" must be a whole number from 1 to 1000/);
    assert.throws(() => readToolInput('runSql', { sql: 'x'.repeat(20_001) }), /longer than 20000/);
  });

  it('shows a SQL result as a Markdown table whose cells cannot break it, and says when rows were cut', () => {
    const result = { columns: ['a|b', 'n'], types: ['VARCHAR', 'INTEGER'], rows: [['x|y\nz', 1], [null, 2]], row_count: 2, truncated: true, tables: ['t'], ms: 3 };
    const markdown = sqlResultMarkdown(result, 'dset-1');
    assert.match(markdown, /^The query returned more than 2 rows; the first 2 are shown/);
    assert.match(markdown, /\| a\\\|b \| n \|\n\| --- \| --- \|\n\| x\\\|y<br>z \| 1 \|\n\| {2}\| 2 \|$/);
    assert.match(sqlResultMarkdown({ ...result, rows: [[null, 1]], row_count: 1, truncated: false }, 'dset-1'), /^The query returned 1 row\. \(dataset `dset-1`, 3 ms\)/);
  });

  it('finds the fenced code of a CODE block', () => {
    assert.deepEqual(fencedCode('```sql\nSELECT 1\n```\n\n```python\nprint(1)\n```'), [{ language: 'sql', code: 'SELECT 1' }, { language: 'python', code: 'print(1)' }]);
    assert.deepEqual(fencedCode('SELECT 2'), [{ language: '', code: 'SELECT 2' }]);
  });
});
