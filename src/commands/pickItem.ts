/**
 * The quick pick a command shows when it was run from the palette rather than on a tree item:
 * the first page of sessions or datasets (up to 100, newest first). A failure to list them is
 * shown and resolves to undefined, as a dismissed pick does.
 */
import * as vscode from 'vscode';
import type { Page, PageQuery } from '../api/types';
import type { Notifier } from '../notify';

export interface PickWords {
  title: string;
  /** The error notification's title when listing fails. */
  failure: string;
}

export async function pickItem<T>(notifier: Notifier, words: PickWords, list: (query: PageQuery) => Promise<Page<T>>, describe: (item: T) => { label: string; description?: string }): Promise<T | undefined> {
  try {
    const page = await list({ page_number: 1, page_size: 100 });
    const picked = await vscode.window.showQuickPick(page.records.map((item) => ({ ...describe(item), item })), { title: words.title });
    return picked?.item;
  } catch (error) {
    await notifier.showError(words.failure, error);
    return undefined;
  }
}
