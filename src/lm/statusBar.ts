/**
 * A status bar item that says which language model plans the local engine's answers in this
 * window ("Rules" when none) and opens "Choose Language Model…" when clicked. Hidden while a
 * hosted service is in use: the choice only concerns the local engine.
 */
import * as vscode from 'vscode';
import { modelLabel, type LanguageModelChoice } from './modelChoice';

export class LanguageModelStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('dataAnalysis.languageModel', vscode.StatusBarAlignment.Right, 90);
  private readonly disposables: vscode.Disposable[] = [];
  private version = 0;

  constructor(
    private readonly choice: LanguageModelChoice,
    private readonly localInUse: () => boolean,
    onServiceChange: vscode.Event<unknown>,
  ) {
    this.item.name = vscode.l10n.t('Data Analysis: Language Model');
    this.item.command = 'dataAnalysis.chooseLanguageModel';
    this.disposables.push(this.item, choice.onDidChange(() => void this.update()), onServiceChange(() => void this.update()));
    void this.update();
  }

  /** The text shown now (tests read it). */
  get text(): string {
    return this.item.text;
  }

  async update(): Promise<void> {
    const version = ++this.version;
    if (!this.localInUse()) {
      this.item.hide();
      return;
    }
    const current = await this.choice.current().catch((error: unknown) => ({ reason: error instanceof Error ? error.message : String(error) }));
    if (version !== this.version) return;
    if ('model' in current) {
      this.item.text = `$(sparkle) ${current.model.name}`;
      this.item.tooltip = vscode.l10n.t('The local engine\'s answers are planned by {0}; every figure is computed on this machine. Click to choose another model.', modelLabel(current.model));
    } else {
      this.item.text = `$(sparkle) ${vscode.l10n.t('Rules')}`;
      this.item.tooltip = vscode.l10n.t('{0} The rule-based analyst answers. Click to choose a model.', current.reason);
    }
    this.item.show();
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
