/**
 * How failures reach the user: one notification that says what happened, the service's trace id
 * (with "Copy Trace ID"), and what to do next, with the action that fixes it where one exists
 * (set the key again, delete old sessions, show the log). Every failure is also logged.
 */
import * as vscode from 'vscode';
import type { ServiceConnection } from './connection/connection';
import { MissingKeyError, isAuthError } from './connection/connection';
import { describeError, type Log } from './log';

/** The fields of the client's ServiceError this module reads (structurally). */
interface ServiceErrorLike {
  code: number | string;
  userMessage?: string;
  nextStep?: string;
  traceId?: string;
  externalTraceId?: string;
  msg?: string;
}

const SESSION_LIMIT = 300009;

export function isServiceErrorLike(error: unknown): error is ServiceErrorLike {
  return typeof error === 'object' && error !== null && 'code' in error && ('userMessage' in error || 'msg' in error);
}

export function isCancellation(error: unknown): boolean {
  if (error instanceof vscode.CancellationError) return true;
  if (error instanceof Error && error.name === 'AbortError') return true;
  return isServiceErrorLike(error) && error.code === 'ABORTED';
}

export interface ShownError {
  text: string;
  actions: string[];
}

export class Notifier implements vscode.Disposable {
  private readonly shown = new vscode.EventEmitter<ShownError>();
  /** Every error notification, as shown (the tests check texts and offered actions). */
  readonly onDidShowError = this.shown.event;

  constructor(
    private readonly log: Log,
    private readonly connection: ServiceConnection,
  ) {}

  /**
   * Shows `error` as the failure of `action` (e.g. "Deleting the dataset failed"). Returns once
   * the notification is shown; the notification's text is also returned for callers and tests.
   */
  async showError(action: string, error: unknown): Promise<string | undefined> {
    if (isCancellation(error)) {
      this.log.info(`${action}: cancelled`);
      return undefined;
    }
    this.log.error(action, error);
    this.connection.noteFailure(error);
    const copyTraceId = vscode.l10n.t('Copy Trace ID');
    const setKey = vscode.l10n.t('Set API Key');
    const deleteSessions = vscode.l10n.t('Delete Old Sessions…');
    const showLog = vscode.l10n.t('Show Log');

    const actions: string[] = [];
    let text: string;
    let traceId: string | undefined;
    if (error instanceof MissingKeyError) {
      text = `${action}: ${error.message}`;
      actions.push(setKey);
    } else if (isServiceErrorLike(error)) {
      traceId = error.traceId ?? error.externalTraceId;
      const parts = [`${action}: ${error.userMessage ?? error.msg ?? ''}`];
      if (error.nextStep) parts.push(error.nextStep);
      if (traceId) parts.push(vscode.l10n.t('Trace ID: {0}', traceId));
      text = parts.join(' ');
      if (isAuthError(error)) actions.push(setKey);
      if (error.code === SESSION_LIMIT) actions.push(deleteSessions);
      if (traceId) actions.push(copyTraceId);
    } else {
      text = `${action}: ${describeError(error)}`;
    }
    actions.push(showLog);

    this.shown.fire({ text, actions });
    // Not awaited: the command that failed finishes now; the actions run when chosen.
    void vscode.window.showErrorMessage(text, ...actions).then(async (choice) => {
      if (choice === copyTraceId && traceId) await vscode.env.clipboard.writeText(traceId);
      else if (choice === setKey) await vscode.commands.executeCommand('dataAnalysis.setApiKey');
      else if (choice === deleteSessions) await vscode.commands.executeCommand('dataAnalysis.deleteOldSessions');
      else if (choice === showLog) await vscode.commands.executeCommand('dataAnalysis.showLog');
    });
    return text;
  }

  dispose(): void {
    this.shown.dispose();
  }
}
