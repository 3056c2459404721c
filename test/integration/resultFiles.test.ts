import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import { ResultFiles } from '../../src/chat/resultFiles';
import { Log } from '../../src/log';

const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };
const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('chat result files', () => {
  it('a failed download is an outcome, not a crash, and the next request tries again', async () => {
    const root = vscode.Uri.file(fs.mkdtempSync(path.join(os.tmpdir(), 'da-results-')));
    let calls = 0;
    const results = new ResultFiles(root, async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset');
      return new TextEncoder().encode('region,revenue\nNorth,10\nSouth,5\n');
    }, new Log(quiet));
    const key = { sessionId: 's-1', fileKey: 'job-1', index: 2 };
    const file = { name: 'revenue.csv', url: 'http://127.0.0.1:9/revenue.csv', expires_at: inOneHour() };

    const first = await results.tableData(key, file);
    assert.equal(first.state, 'failed');
    const second = await results.tableData(key, file);
    assert.equal(second.state, 'ready');
    assert.equal(calls, 2);
  });

  it('a file that cannot be kept (the storage folder is a file) fails cleanly', async () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'da-results-')), 'not-a-folder');
    fs.writeFileSync(blocker, 'x');
    const results = new ResultFiles(vscode.Uri.file(blocker), async () => new TextEncoder().encode('a\n1\n'), new Log(quiet));
    const outcome = await results.tableData({ sessionId: 's', fileKey: 'j', index: 0 }, { name: 't.csv', url: 'http://127.0.0.1:9/t.csv', expires_at: inOneHour() });
    assert.equal(outcome.state, 'failed');
  });
});
