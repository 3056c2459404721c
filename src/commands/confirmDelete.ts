/**
 * The one delete flow of the sidebar's commands: a modal confirmation (unless the caller already
 * asked), the deletion, and on failure the error notification. Sessions, datasets and data
 * sources differ only in their words and in what they call.
 */
import * as vscode from 'vscode';
import type { Notifier } from '../notify';

export interface ConfirmOption {
  /** Skip the modal confirmation (the caller already asked). */
  confirmed?: boolean;
}

/** What the confirmation and the failure say. */
export interface DeletionWords {
  /** The modal's question, naming what goes. */
  question: string;
  /** What is lost, and what is not (the user's own files). */
  detail: string;
  /** The error notification's title when the deletion fails. */
  failure: string;
}

/** The words of each kind of deletion, side by side so that they stay alike. */
export const DELETION_WORDS = {
  session: (name: string): DeletionWords => ({
    question: vscode.l10n.t('Delete the session "{0}"?', name),
    detail: vscode.l10n.t('The session and all its questions and answers are removed permanently.'),
    failure: vscode.l10n.t('Deleting the session failed'),
  }),
  dataset: (name: string): DeletionWords => ({
    question: vscode.l10n.t('Delete the dataset "{0}"?', name),
    detail: vscode.l10n.t('All its data sources are removed permanently. Your local files are not touched.'),
    failure: vscode.l10n.t('Deleting the dataset failed'),
  }),
  dataSource: (name: string, datasetName: string): DeletionWords => ({
    question: vscode.l10n.t('Remove "{0}" from the dataset "{1}"?', name, datasetName),
    detail: vscode.l10n.t('The uploaded copy is removed permanently. Your local file is not touched.'),
    failure: vscode.l10n.t('Removing the data source failed'),
  }),
};

/**
 * Asks (unless the caller already did), then runs `remove` (which deletes and refreshes what
 * shows the item). Resolves to true when the item was deleted; false when the user declined or
 * it failed (the failure is shown).
 */
export async function confirmAndDelete(words: DeletionWords, options: ConfirmOption, notifier: Notifier, remove: () => Promise<void>): Promise<boolean> {
  if (!options.confirmed) {
    const answer = vscode.l10n.t('Delete');
    const choice = await vscode.window.showWarningMessage(words.question, { modal: true, detail: words.detail }, answer);
    if (choice !== answer) return false;
  }
  try {
    await remove();
    return true;
  } catch (error) {
    await notifier.showError(words.failure, error);
    return false;
  }
}
