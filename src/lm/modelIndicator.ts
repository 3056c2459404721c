/**
 * Which model answers on the local engine in this window, as the chat panel's header and the
 * status bar show it: the model's name, or "Rule-based analyst" when none is available, allowed
 * or chosen. Recomputed when the setting, VS Code's models or the service change; both views
 * follow `onDidChange`. Null while a hosted service answers (the choice does not apply there).
 */
import * as vscode from 'vscode';
import type { ModelView } from '../protocol';
import { modelLabel, type LanguageModelChoice } from './modelChoice';

export class ModelIndicator implements vscode.Disposable {
  private view: ModelView | null = null;
  private version = 0;
  private refreshing: Promise<ModelView | null> = Promise.resolve(null);
  private readonly changed = new vscode.EventEmitter<ModelView | null>();
  /** Fires with the new view when it differs from the last one. */
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [this.changed];

  constructor(
    private readonly choice: LanguageModelChoice,
    private readonly localInUse: () => boolean,
    onServiceChange: vscode.Event<unknown>,
  ) {
    this.disposables.push(choice.onDidChange(() => void this.refresh()), onServiceChange(() => void this.refresh()));
    void this.refresh();
  }

  /** The view as last computed (null until then, and while a hosted service answers). */
  get current(): ModelView | null {
    return this.view;
  }

  /** Recomputes the view; resolves with the newest one (a later refresh supersedes this one). */
  refresh(): Promise<ModelView | null> {
    this.refreshing = this.compute(++this.version);
    return this.refreshing;
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }

  private async compute(version: number): Promise<ModelView | null> {
    const view = this.localInUse() ? await this.describe() : null;
    if (version !== this.version) return this.refreshing;
    if (JSON.stringify(view) !== JSON.stringify(this.view)) {
      this.view = view;
      this.changed.fire(view);
    }
    return view;
  }

  private async describe(): Promise<ModelView> {
    const current = await this.choice.current().catch((error: unknown) => ({ reason: error instanceof Error ? error.message : String(error) }));
    if ('reason' in current) {
      return { label: vscode.l10n.t('Rule-based analyst'), detail: vscode.l10n.t('{0} The rule-based analyst answers.', current.reason), usesModel: false };
    }
    const label = modelLabel(current.model);
    return {
      label: current.model.name,
      detail: this.choice.allowed()
        ? vscode.l10n.t('{0} plans the answers; every figure is computed on this machine.', label)
        : vscode.l10n.t('{0} will plan the answers once you allow it (asked at your next question); every figure is computed on this machine.', label),
      usesModel: true,
    };
  }
}
