/**
 * The command line with a language model: `data-analysis ask <file> "<question>" --model-url …
 * --model …` against the scripted OpenAI-compatible server, through the built CLI as a user runs it.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildCli, runCli, SALES } from '../cli/run';
import { lastToolResult, startScriptedModel, toolResults, type ScriptedModel } from '../../support/scripted-model';

const KEY = 'sk-cli-model-key-55aa11bb22cc';

describe('planner: the command line asks the user\'s model', function () {
  this.timeout(60_000);
  let model: ScriptedModel;
  let cwd: string;

  before(async () => {
    buildCli();
    cwd = await mkdtemp(path.join(os.tmpdir(), 'planner-cli-'));
    model = await startScriptedModel((request) => {
      const table = /Table "([^"]+)"/.exec(String(request.messages[0].content))?.[1];
      if (toolResults(request) === 0) return { sql: `SELECT "region", sum("revenue") AS "revenue" FROM "${table}" GROUP BY 1 ORDER BY 2 DESC` };
      return { text: 'The table shows revenue per region, largest first.\nFollow-up: Which product sells most?' };
    }, { key: KEY });
  });

  after(async () => {
    await model?.close();
    await rm(cwd, { recursive: true, force: true });
  });

  it('answers through the model given by --model-url and --model, with the key from the environment only', async () => {
    model.requests.length = 0;
    const run = await runCli(['ask', SALES, 'Revenue by region?', '--model-url', model.url, '--model', 'scripted-cli'], { cwd, env: { DATA_ANALYSIS_MODEL_KEY: KEY } });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Answer by scripted-cli \(127\.0\.0\.1:\d+\)/);
    assert.match(run.stdout, /The table shows revenue per region, largest first\./);
    assert.match(run.stdout, /Computed with DuckDB over sales\.csv/);
    assert.match(run.stdout, /Which product sells most\?/);
    assert.ok(!run.stdout.includes(KEY) && !run.stderr.includes(KEY));
    assert.equal(model.requests[0].model, 'scripted-cli');
    assert.equal(model.requests[0].headers.authorization, `Bearer ${KEY}`);
    // The default share is samples: example values, but no result rows.
    assert.match(String(model.requests[0].messages[0].content), /e\.g\. /);
    assert.equal(typeof lastToolResult(model.requests[1])?.rows, 'string');
  });

  it('takes the model from DATA_ANALYSIS_MODEL_URL and DATA_ANALYSIS_MODEL, and --share results', async () => {
    model.requests.length = 0;
    const run = await runCli(['ask', SALES, 'Revenue by region?', '--share', 'results'], { cwd, env: { DATA_ANALYSIS_MODEL_URL: model.url, DATA_ANALYSIS_MODEL: 'from-env', DATA_ANALYSIS_MODEL_KEY: KEY } });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(model.requests[0].model, 'from-env');
    assert.ok(Array.isArray(lastToolResult(model.requests[1])?.rows));
  });

  it('says in one line that the rule-based analyst answered when the model is unreachable', async () => {
    const run = await runCli(['ask', SALES, 'total revenue by region', '--model-url', 'http://127.0.0.1:9/v1', '--model', 'gone'], { cwd });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /The language model \(gone \(127\.0\.0\.1:9\)\) did not answer: .*The rule-based analyst answered instead\./);
  });

  it('refuses incomplete or misplaced model options', async () => {
    const missing = await runCli(['ask', SALES, 'q', '--model', 'm'], { cwd });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--model needs --model-url/);
    const remote = await runCli(['ask', SALES, 'q', '--base-url', 'https://example.com/api', '--model-url', model.url, '--model', 'm'], { cwd });
    assert.equal(remote.code, 2);
    assert.match(remote.stderr, /--model-url and --model are for the local engine/);
    const share = await runCli(['ask', SALES, 'q', '--share', 'everything'], { cwd });
    assert.equal(share.code, 2);
    assert.match(share.stderr, /--share must be schema, samples or results/);
  });
});
