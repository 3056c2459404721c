import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DatasetNode } from '../../src/views/nodes';
import { engineClient, extensionApi, waitFor, writeCsv } from './support';

describe('status polling of syncing datasets', function () {
  this.timeout(120_000);

  it('polls only while the Datasets view is visible', async () => {
    const api = await extensionApi();
    await vscode.commands.executeCommand('workbench.view.explorer');
    await waitFor('the Datasets view to be hidden', () => !api.poller.active || undefined);
    // A dataset id that does not exist: the poll will fail once and stop watching it.
    api.poller.watch('dset-does-not-exist');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(api.poller.active, false, 'no polling while the view is hidden');
    await vscode.commands.executeCommand('dataAnalysis.datasets.focus');
    await waitFor('polling to start once the view shows', () => api.poller.active || undefined);
    await waitFor('polling to stop when nothing is left to watch', () => (!api.poller.active && api.poller.watching.length === 0) || undefined);
  });

  it('starts polling while a data source syncs and stops once it is synched, updating the summary', async () => {
    const api = await extensionApi();
    const { client } = await engineClient();
    await vscode.commands.executeCommand('dataAnalysis.datasets.focus');
    const starts: boolean[] = [];
    const listener = api.poller.onDidChangeActive((active) => starts.push(active));
    try {
      const { id: datasetId } = await client.createDataset({ name: 'Big (poll test)' });
      // Large enough that ingest takes a moment.
      const file = writeCsv('big.csv', 400_000);
      const { file_object_key } = await client.uploadFile(file.fsPath);
      await client.createDataSource(datasetId, { name: 'big.csv', file_object_key });
      api.datasets.refresh();
      await api.datasets.getChildren();
      const node = api.datasets.nodeFor(datasetId) as DatasetNode;
      const summary = node.status!;
      if (summary.synching_count > 0) {
        assert.ok(api.poller.watching.includes(datasetId), 'a syncing dataset is watched');
        assert.equal(api.poller.active, true);
        assert.match(String(api.datasets.getTreeItem(node).description), /syncing/);
      }
      await waitFor('the summary to show the source synched', () => (node.status?.synched_count === 1 ? true : undefined), 90_000);
      await waitFor('polling to stop', () => (!api.poller.active ? true : undefined));
      assert.equal(api.datasets.getTreeItem(node).description, '1 synched');
      if (summary.synching_count > 0) assert.deepEqual(starts.slice(-2), [true, false]);
    } finally {
      listener.dispose();
    }
  });
});
