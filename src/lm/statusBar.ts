/**
 * A status bar item that says which language model plans the local engine's answers in this
 * window ("Rule-based analyst" when none) and opens "Choose Language Model…" when clicked. Hidden
 * while a hosted service is in use: the choice only concerns the local engine.
 */
import * as vscode from 'vscode';
import type { ModelView } from '../protocol';
import type { ModelIndicator } from './modelIndicator';

export class LanguageModelStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('dataAnalysis.languageModel', vscode.StatusBarAlignment.Right, 90);
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly indicator: ModelIndicator) {
    this.item.name = vscode.l10n.t('Data Analysis: Language Model');
    this.item.command = 'dataAnalysis.chooseLanguageModel';
    this.disposables.push(this.item, indicator.onDidChange((view) => this.show(view)));
    this.show(indicator.current);
  }

  /** The text shown now (tests read it). */
  get text(): string {
    return this.item.text;
  }

  async update(): Promise<void> {
    this.show(await this.indicator.refresh());
  }

  private show(view: ModelView | null): void {
    if (!view) {
      this.item.hide();
      return;
    }
    this.item.text = `$(sparkle) ${view.label}`;
    this.item.tooltip = `${view.detail} ${view.usesModel ? vscode.l10n.t('Click to choose another model.') : vscode.l10n.t('Click to choose a model.')}`;
    this.item.show();
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
