/**
 * The shorter "Analyze this File" flow, invoked as the Explorer invokes it (the clicked file and
 * the selection), inside the real extension host: at most one pick before the chat opens, its
 * first item (what Enter takes) a new dataset named after the file, the last choice remembered
 * and offered first, and the session row naming its dataset. The pick is answered by replacing
 * window.showQuickPick for the duration of a call: the test sees exactly what the user would.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { AnalyzeResult } from '../../src/commands/analyzeFile';
import type { SessionNode } from '../../src/views/nodes';
import { engineClient, EXTENSION_ID, extensionApi, waitFor, workspaceDir, writeCsv } from './support';

type Item = vscode.QuickPickItem & { choice?: unknown };

interface Prompts {
  picks: Item[][];
  inputBoxes: number;
}

/** Runs `work` with the pick answered by `answer` (undefined = Escape) and every input box counted. */
async function withPrompts<T>(answer: (items: Item[]) => Item | undefined, work: () => Thenable<T>): Promise<{ value: T; prompts: Prompts }> {
  const window = vscode.window as { showQuickPick: unknown; showInputBox: unknown };
  const pick = window.showQuickPick;
  const input = window.showInputBox;
  const prompts: Prompts = { picks: [], inputBoxes: 0 };
  window.showQuickPick = async (items: Item[] | Thenable<Item[]>) => {
    const list = [...(await items)].filter((item) => item.kind !== vscode.QuickPickItemKind.Separator);
    prompts.picks.push(list);
    return answer(list);
  };
  window.showInputBox = async () => {
    prompts.inputBoxes += 1;
    return undefined;
  };
  try {
    return { value: await work(), prompts };
  } finally {
    window.showQuickPick = pick;
    window.showInputBox = input;
  }
}

const fromExplorer = (file: vscode.Uri) => vscode.commands.executeCommand<AnalyzeResult | undefined>('dataAnalysis.analyzeFile', file, [file]);

describe('Analyze this File: the shorter flow from the Explorer', function () {
  this.timeout(120_000);

  before(async () => {
    // With no dataset at all nothing is asked (the workbench test shows it); here one exists.
    const { client } = await engineClient();
    if (!(await client.listDatasets({ page_size: 1 })).total_items) await client.createDataset({ name: 'Existing (flow test)' });
  });

  it('asks once, Enter (the first item) makes a new dataset named after the file, and the chat opens on it', async () => {
    const api = await extensionApi();
    const file = writeCsv('quarterly_orders.csv', 40);
    const { value: result, prompts } = await withPrompts((items) => items[0], () => fromExplorer(file));
    assert.equal(prompts.picks.length, 1, 'one pick');
    assert.equal(prompts.inputBoxes, 0, 'no name box');
    assert.match(prompts.picks[0][0].label, /New dataset "quarterly_orders"/);
    assert.ok(result);
    assert.equal(result.dataSources[0].status, 'synched');
    const { client } = await engineClient();
    const made = (await client.listDatasets({ search: 'quarterly_orders', page_size: 10 })).records;
    assert.deepEqual(made.map((d) => [d.id, d.name]), [[result.datasetId, 'quarterly_orders']]);
    assert.deepEqual((await client.listDataSources(result.datasetId)).records.map((s) => [s.name, s.size]), [['quarterly_orders.csv', fs.statSync(file.fsPath).size]]);

    // The chat opened on it in a new session, and that session's row names the dataset.
    const row = await waitFor('the session row naming its dataset', async () => {
      api.sessions.refresh();
      const nodes = (await api.sessions.getChildren()).filter((n): n is SessionNode => n.kind === 'session');
      return nodes.map((node) => api.sessions.getTreeItem(node)).find((item) => item.description === 'quarterly_orders');
    }, 30_000);
    assert.match(String((row.tooltip as vscode.MarkdownString).value), /Dataset: quarterly\\?_orders/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('remembers the dataset chosen: it comes first next time, marked, with the new dataset second', async () => {
    const { client } = await engineClient();
    const target = (await client.listDatasets({ search: 'quarterly_orders', page_size: 10 })).records[0];
    assert.ok(target);
    const second = writeCsv('returns.csv', 12);
    const chooseTarget = (items: Item[]) => items.find((item) => (item.choice as { id?: string } | undefined)?.id === target.id);
    const { value: added, prompts } = await withPrompts(chooseTarget, () => fromExplorer(second));
    assert.equal(prompts.picks.length, 1);
    assert.equal(added?.datasetId, target.id, 'added to the dataset chosen');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');

    const third = writeCsv('refunds.csv', 8);
    const { value: cancelled, prompts: next } = await withPrompts(() => undefined, () => fromExplorer(third));
    assert.equal(cancelled, undefined, 'Escape leaves without uploading');
    const [first, then] = next.picks[0];
    assert.match(first.label, /quarterly_orders/);
    assert.match(first.description ?? '', /chosen last time/);
    assert.match(then.label, /New dataset "refunds"/);
    assert.equal((await client.listDataSources(target.id)).total_items, 2, 'nothing more was uploaded');
  });

  it('Analyze the Sample Data (the walkthrough) analyzes the shipped sales.csv without writing into the workspace', async () => {
    const before = fs.readdirSync(workspaceDir()).sort();
    const result = await vscode.commands.executeCommand<AnalyzeResult | undefined>('dataAnalysis.analyzeSample', { datasetName: 'Sample (flow test)', openChat: false });
    assert.ok(result);
    assert.deepEqual(result.dataSources.map((s) => [s.name, s.status]), [['sales.csv', 'synched']]);
    assert.equal(result.dataSources[0].size, fs.statSync(path.join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'samples', 'sales.csv')).size);
    assert.deepEqual(fs.readdirSync(workspaceDir()).sort(), before);
  });
});
