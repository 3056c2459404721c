/**
 * Session commands: new, open, rename, settings, delete, search, delete old sessions (the way out
 * of the 150-session limit). Tree-item commands receive the SessionNode; every command also takes
 * its answers as arguments.
 */
import * as vscode from 'vscode';
import { JOB_MODES, LIMITS, OUTPUT_LANGUAGES, type JobMode, type OutputLanguage, type Session, type SessionSettings } from '../api/types';
import type { ChatOpener } from '../chat/opener';
import type { ServiceConnection } from '../connection/connection';
import type { Notifier } from '../notify';
import type { SessionNode } from '../views/nodes';
import type { SessionsTree } from '../views/sessionsTree';
import { pickItem } from './pickItem';
import { DELETION_WORDS, confirmAndDelete, type ConfirmOption } from './confirmDelete';
import { registerCommands } from './registerCommands';

export class SessionCommands {
  constructor(
    private readonly connection: ServiceConnection,
    private readonly tree: SessionsTree,
    private readonly chat: ChatOpener,
    private readonly notifier: Notifier,
  ) {}

  register(): vscode.Disposable[] {
    return registerCommands({
      'dataAnalysis.newSession': (name?: string, settings?: SessionSettings) => this.newSession(name, settings),
      'dataAnalysis.openSession': (target?: SessionNode | string) => this.openSession(target),
      'dataAnalysis.renameSession': (node?: SessionNode, name?: string) => this.rename(node, name),
      'dataAnalysis.sessionSettings': (node?: SessionNode, settings?: SessionSettings) => this.settings(node, settings),
      'dataAnalysis.deleteSession': (node?: SessionNode, options?: ConfirmOption) => this.delete(node, options),
      'dataAnalysis.searchSessions': (text?: string) => this.search(text),
      'dataAnalysis.deleteOldSessions': (ids?: string[]) => this.deleteOld(ids),
      'dataAnalysis.refreshSessions': () => this.tree.refresh(),
    });
  }

  /** Resolves to the new session's id. */
  async newSession(name?: string, settings: SessionSettings = {}): Promise<string | undefined> {
    const chosen = name ?? await vscode.window.showInputBox({
      title: vscode.l10n.t('New Session'),
      prompt: vscode.l10n.t('A name for the conversation'),
      value: vscode.l10n.t('Analysis {0}', new Date().toLocaleString()),
      validateInput: checkName,
    });
    if (!chosen?.trim()) return undefined;
    try {
      const api = await this.connection.api();
      const id = await api.createSession(chosen.trim(), settings);
      this.tree.refresh();
      return id;
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Creating the session failed'), error);
      return undefined;
    }
  }

  async openSession(target?: SessionNode | string): Promise<void> {
    const id = typeof target === 'string' ? target : target?.session.id ?? (await this.pick())?.id;
    if (!id) return;
    try {
      await this.chat.openSession(id);
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Opening the session failed'), error);
    }
  }

  async rename(node?: SessionNode, name?: string): Promise<boolean> {
    const session = node?.session ?? await this.pick();
    if (!session) return false;
    const chosen = name ?? await vscode.window.showInputBox({
      title: vscode.l10n.t('Rename Session'),
      value: session.name,
      validateInput: checkName,
    });
    if (!chosen?.trim() || chosen.trim() === session.name) return false;
    return this.modify(session, { name: chosen.trim() });
  }

  async settings(node?: SessionNode, settings?: SessionSettings): Promise<boolean> {
    const session = node?.session ?? await this.pick();
    if (!session) return false;
    const chosen = settings ?? await askSettings(session);
    if (!chosen) return false;
    return this.modify(session, chosen);
  }

  async delete(node?: SessionNode, options: ConfirmOption = {}): Promise<boolean> {
    const session = node?.session ?? await this.pick();
    return session !== undefined && confirmAndDelete(DELETION_WORDS.session(session.name), options, this.notifier, async () => {
      await (await this.connection.api()).deleteSession(session.id);
      this.tree.refresh();
    });
  }

  async search(text?: string): Promise<void> {
    const chosen = text ?? await vscode.window.showInputBox({
      title: vscode.l10n.t('Search Sessions'),
      prompt: vscode.l10n.t('Show sessions whose name contains this text (empty shows all)'),
      value: this.tree.search,
      validateInput: (value) => (value.length > LIMITS.searchLength ? vscode.l10n.t('At most {0} characters.', LIMITS.searchLength) : undefined),
    });
    if (chosen === undefined) return;
    this.tree.setSearch(chosen);
  }

  /**
   * Offers the oldest sessions (the end of the newest-first list) for deletion, preselecting
   * the oldest ten. With `ids`, deletes those without asking. Resolves to how many were deleted.
   */
  async deleteOld(ids?: string[]): Promise<number> {
    try {
      const api = await this.connection.api();
      let chosen = ids;
      if (!chosen) {
        const all: Session[] = [];
        for (let page = 1; ; page += 1) {
          const result = await api.listSessions({ page_number: page, page_size: 100 });
          all.push(...result.records);
          if (result.records.length === 0 || all.length >= result.total_items) break;
        }
        const oldestFirst = all.reverse();
        const picks = await vscode.window.showQuickPick(
          oldestFirst.map((session, index) => ({ label: session.name, description: session.id, picked: index < 10, session })),
          { canPickMany: true, title: vscode.l10n.t('Delete Old Sessions (oldest first)'), placeHolder: vscode.l10n.t('The chosen sessions and their history are removed permanently') },
        );
        if (!picks?.length) return 0;
        chosen = picks.map((pick) => pick.session.id);
      }
      for (const id of chosen) await api.deleteSession(id);
      this.tree.refresh();
      return chosen.length;
    } catch (error) {
      this.tree.refresh();
      await this.notifier.showError(vscode.l10n.t('Deleting old sessions failed'), error);
      return 0;
    }
  }

  private async modify(session: Session, change: SessionSettings & { name?: string }): Promise<boolean> {
    try {
      const api = await this.connection.api();
      // The tree item may be older than the session (modify needs every field): start from now.
      const current = await api.getSession(session.id);
      await api.modifySession(session.id, change.name ?? current.name, {
        output_language: change.output_language ?? current.output_language,
        job_mode: change.job_mode ?? current.job_mode,
        max_contextual_job_history: change.max_contextual_job_history ?? current.max_contextual_job_history,
      });
      this.tree.refresh();
      return true;
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Changing the session failed'), error);
      return false;
    }
  }

  private async pick(): Promise<Session | undefined> {
    const words = { title: vscode.l10n.t('Choose a session'), failure: vscode.l10n.t('Listing the sessions failed') };
    return pickItem(this.notifier, words, async (query) => (await this.connection.api()).listSessions(query), (session) => ({ label: session.name, description: session.id }));
  }
}

export function checkName(value: string): string | undefined {
  if (!value.trim()) return vscode.l10n.t('The name is required.');
  if (value.length > LIMITS.nameLength) return vscode.l10n.t('Names longer than {0} characters are shortened by the service.', LIMITS.nameLength);
  return undefined;
}

/** The three settings, one quick pick each, starting from the session's current values. */
async function askSettings(session: Session): Promise<SessionSettings | undefined> {
  const language = await vscode.window.showQuickPick(
    OUTPUT_LANGUAGES.map((value) => ({ label: value, picked: value === (session.output_language ?? 'AUTO'), description: value === 'AUTO' ? vscode.l10n.t('detect from the question') : undefined })),
    { title: vscode.l10n.t('Output language (1/3)'), placeHolder: vscode.l10n.t('Now: {0}', session.output_language ?? 'AUTO') },
  );
  if (!language) return undefined;
  const mode = await vscode.window.showQuickPick(
    JOB_MODES.map((value) => ({
      label: value,
      description: value === 'AUTO' ? vscode.l10n.t('the service decides between analysis and retrieval') : vscode.l10n.t('always data analysis (faster)'),
    })),
    { title: vscode.l10n.t('Job mode (2/3)'), placeHolder: vscode.l10n.t('Now: {0}', session.job_mode ?? 'AUTO') },
  );
  if (!mode) return undefined;
  const history = await vscode.window.showQuickPick(
    Array.from({ length: LIMITS.maxContextualJobHistory + 1 }, (_, n) => ({ label: String(n), description: n === 0 ? vscode.l10n.t('no earlier question as context') : undefined })),
    { title: vscode.l10n.t('Earlier questions used as context (3/3)'), placeHolder: String(session.max_contextual_job_history ?? 10) },
  );
  if (!history) return undefined;
  return {
    output_language: language.label as OutputLanguage,
    job_mode: mode.label as JobMode,
    max_contextual_job_history: Number(history.label),
  };
}

