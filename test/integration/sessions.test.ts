import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SessionNode } from '../../src/views/nodes';
import { engineClient, extensionApi } from './support';

describe('Sessions tree and commands, against the local engine', function () {
  this.timeout(60_000);

  it('creates, lists, renames, changes settings of, searches and deletes sessions', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    const id = await vscode.commands.executeCommand<string>('dataAnalysis.newSession', 'Quarterly review');
    assert.ok(id);
    assert.equal((await client.getSession(id)).name, 'Quarterly review');

    api.sessions.refresh();
    const nodes = (await api.sessions.getChildren()) as SessionNode[];
    const node = nodes.find((n) => n.kind === 'session' && n.session.id === id)!;
    assert.ok(node, 'the new session is in the tree');
    // No dataset known and default settings: nothing to repeat on the row ("AUTO · AUTO" was noise).
    assert.equal(api.sessions.getTreeItem(node).description, undefined);

    assert.equal(await vscode.commands.executeCommand('dataAnalysis.renameSession', node, 'Q3 review'), true);
    assert.equal((await client.getSession(id)).name, 'Q3 review');

    assert.equal(await vscode.commands.executeCommand('dataAnalysis.sessionSettings', node, { output_language: 'DE', job_mode: 'DATA_ANALYTICS', max_contextual_job_history: 3 }), true);
    const changed = await client.getSession(id);
    assert.deepEqual([changed.output_language, changed.job_mode, changed.max_contextual_job_history], ['DE', 'DATA_ANALYTICS', 3]);

    await vscode.commands.executeCommand<string>('dataAnalysis.newSession', 'Other talk');
    await vscode.commands.executeCommand('dataAnalysis.searchSessions', 'Q3');
    const found = (await api.sessions.getChildren()) as SessionNode[];
    assert.deepEqual(found.map((n) => n.session.name), ['Q3 review']);
    assert.equal(api.sessions.getTreeItem(found[0]).description, 'DE · DATA_ANALYTICS');
    await vscode.commands.executeCommand('dataAnalysis.searchSessions', '');

    assert.equal(await vscode.commands.executeCommand('dataAnalysis.deleteSession', found[0], { confirmed: true }), true);
    await assert.rejects(client.getSession(id));
  });

  it('pages the list with a "Load more…" node', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    for (let i = 0; i < 55; i += 1) await client.createSession({ name: `bulk ${i}` });
    api.sessions.refresh();
    const first = await api.sessions.getChildren();
    assert.equal(first.length, 51);
    const more = first[50];
    assert.equal(more.kind, 'loadMore');
    await vscode.commands.executeCommand('dataAnalysis.loadMore', more, 'sessions');
    const all = await api.sessions.getChildren();
    const total = (await client.listSessions({ page_size: 1 })).total_items;
    assert.equal(all.filter((n) => n.kind === 'session').length, total);
  });

  it('deletes old sessions (the way out of the session limit)', async () => {
    const { client } = await engineClient();
    const page = await client.listSessions({ search: 'bulk', page_size: 100 });
    const oldest = page.records.slice(-5).map((s) => s.id);
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.deleteOldSessions', oldest), 5);
    const left = await client.listSessions({ search: 'bulk', page_size: 100 });
    assert.equal(left.total_items, page.total_items - 5);
    for (const id of oldest) assert.ok(!left.records.some((s) => s.id === id));
  });
});

describe('the session limit (150 per user)', function () {
  this.timeout(120_000);

  it('says what happened with the trace id and offers to delete old sessions', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    const existing = (await client.listSessions({ page_size: 1 })).total_items;
    for (let i = existing; i < 150; i += 1) await client.createSession({ name: `limit ${i}` });
    const shown = new Promise<{ text: string; actions: string[] }>((resolve) => {
      const listener = api.notifier.onDidShowError((error) => {
        listener.dispose();
        resolve(error);
      });
    });
    const id = await vscode.commands.executeCommand<string | undefined>('dataAnalysis.newSession', 'one too many');
    assert.equal(id, undefined);
    const error = await shown;
    assert.match(error.text, /150 sessions/);
    assert.match(error.text, /Trace ID: [0-9a-f]+/);
    assert.deepEqual(error.actions, ['Delete Old Sessions…', 'Copy Trace ID', 'Show Log']);
    const page = await client.listSessions({ page_size: 100, page_number: 2 });
    const oldest = page.records.slice(-10).map((s) => s.id);
    assert.equal(await vscode.commands.executeCommand('dataAnalysis.deleteOldSessions', oldest), 10);
    assert.ok(await vscode.commands.executeCommand<string>('dataAnalysis.newSession', 'fits now'));
  });
});
