/**
 * What a session's next questions are answered from: the quick picks of its dataset and of the
 * dataset's data sources (the service ties both to each job, so the host keeps the choice:
 * sessionStore.ts). Each resolves to the choice, or undefined when the pick was dismissed.
 */
import * as vscode from 'vscode';
import type { ServiceApi } from '../connection/serviceApi';

/** A dataset of the first 100, the current one marked. */
export async function pickDataset(api: ServiceApi, currentId: string | undefined): Promise<string | undefined> {
  const page = await api.listDatasets({ page_number: 1, page_size: 100 });
  const picked = await vscode.window.showQuickPick(
    page.records.map((d) => ({ label: d.name, description: d.id === currentId ? vscode.l10n.t('current') : undefined, detail: d.description || undefined, id: d.id })),
    { title: vscode.l10n.t('Dataset for this conversation'), placeHolder: vscode.l10n.t('Questions are answered from this dataset') },
  );
  return picked?.id;
}

/** Some of the dataset's synched data sources; all of them (or none) is `[]`, the whole dataset. */
export async function pickDataSources(api: ServiceApi, datasetId: string, chosenIds: readonly string[]): Promise<string[] | undefined> {
  const page = await api.listDataSources(datasetId, { page_number: 1, page_size: 100, status: ['synched'] });
  const chosen = new Set(chosenIds);
  const picked = await vscode.window.showQuickPick(
    page.records.map((s) => ({ label: s.name, picked: chosen.has(s.id), id: s.id })),
    { canPickMany: true, title: vscode.l10n.t('Data sources for the next questions'), placeHolder: vscode.l10n.t('None chosen means the whole dataset') },
  );
  if (!picked) return undefined;
  return picked.length === page.records.length ? [] : picked.map((p) => p.id);
}
