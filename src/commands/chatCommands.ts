/**
 * Keyboard commands for the chat panels (each has a keybinding, so the palette shows it next to
 * the title): ask a question in the current session, bring the chat to the front, and stop the
 * answer being written. They act through the panel's own entry points (`ask`, `reveal`, and the
 * same `stop` message the panel's Stop button sends), so the panel behaves exactly as if used
 * with the mouse.
 */
import * as vscode from 'vscode';
import type { ChatPanel } from '../chat/chatPanel';
import { registerCommands } from './registerCommands';

export class ChatCommands {
  constructor(private readonly panels: () => readonly ChatPanel[]) {}

  register(): vscode.Disposable[] {
    return registerCommands({
      'dataAnalysis.askInSession': (question?: string) => this.ask(question),
      'dataAnalysis.focusChat': () => this.focus(),
      'dataAnalysis.stopAnswer': () => this.stop(),
    });
  }

  /** Asks in the active chat (or the only one, or one picked); resolves false when nothing was asked. */
  async ask(given?: string): Promise<boolean> {
    const panel = await this.choose(vscode.l10n.t('Ask in Session'));
    if (!panel) return false;
    const question = typeof given === 'string' ? given : await vscode.window.showInputBox({
      title: vscode.l10n.t('Ask in {0}', panel.title),
      prompt: vscode.l10n.t('Your question about the data'),
      placeHolder: vscode.l10n.t('for example: total revenue by region'),
      ignoreFocusOut: true,
    });
    if (!question?.trim()) return false;
    panel.reveal(true);
    await panel.ask(question.trim());
    return true;
  }

  async focus(): Promise<boolean> {
    const panel = await this.choose(vscode.l10n.t('Focus Chat'));
    panel?.reveal(false);
    return panel !== undefined;
  }

  /** Stops the answer being written in the active chat, else in the one chat that is answering. */
  async stop(): Promise<boolean> {
    const open = this.panels();
    const answering = open.filter((p) => p.conversation.some((turn) => turn.status === 'running'));
    const panel = answering.find((p) => p.panel.active) ?? (answering.length === 1 ? answering[0] : undefined);
    if (!panel) {
      void vscode.window.showInformationMessage(answering.length ? vscode.l10n.t('Several chats are answering: open the one to stop, then stop it.') : vscode.l10n.t('No answer is being written.'));
      return false;
    }
    const running = panel.conversation.find((turn) => turn.status === 'running');
    if (!running) return false;
    await panel.receive({ type: 'stop', turnId: running.turnId });
    return true;
  }

  private async choose(title: string): Promise<ChatPanel | undefined> {
    const open = this.panels();
    const panel = open.find((p) => p.panel.active) ?? (open.length === 1 ? open[0] : undefined);
    if (panel) return panel;
    if (!open.length) {
      const newSession = vscode.l10n.t('New Session');
      void vscode.window.showInformationMessage(vscode.l10n.t('No chat is open. Open a session from the Sessions view, or analyze a file.'), newSession).then((choice) => {
        if (choice === newSession) void vscode.commands.executeCommand('dataAnalysis.newSession');
      });
      return undefined;
    }
    const picked = await vscode.window.showQuickPick(open.map((p) => ({ label: p.title, panel: p })), { title });
    return picked?.panel;
  }
}
