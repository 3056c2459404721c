/**
 * TABLE CSVs and IMAGEs of answers. Their links expire, so the host downloads each one as soon
 * as its block arrives and keeps it in the extension's storage, one folder per session; the
 * webview gets the first rows and the row count, or the image's bytes, as data (it has no
 * network). Names from the service are never used as paths: only a sanitised base name is.
 */
import * as vscode from 'vscode';
import type { FileRef } from '../api/types';
import type { Log } from '../log';
import type { ImageData, ImageMime, TableData } from '../protocol';
import { toErrorView } from './jobRunner';
import { csvHead } from '../common/csv';
import { PREVIEW_ROWS, imageExtension, isExpired, safeBaseName, sniffImageMime } from './resultFormat';

export type ResultKind = 'TABLE' | 'IMAGE';

/** A result file kept on disk. */
export interface StoredResult {
  kind: ResultKind;
  /** The sanitised base name (for Save As… and exports). */
  name: string;
  uri: vscode.Uri;
  mime?: ImageMime;
}

type Outcome = { state: 'ready'; stored: StoredResult } | { state: 'expired' } | { state: 'failed'; error: unknown };

/** Where a result belongs: the session, the job (or turn) and the block's index. */
export interface ResultKey {
  sessionId: string;
  fileKey: string;
  index: number;
}

const MAX_PARALLEL_DOWNLOADS = 3;

export class ResultFiles {
  private readonly outcomes = new Map<string, Promise<Outcome>>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly root: vscode.Uri,
    private readonly download: (url: string, signal?: AbortSignal) => Promise<Uint8Array>,
    private readonly log: Log,
  ) {}

  /** Downloads (once) and keeps the file; resolves (never rejects) to what the webview shows. */
  async tableData(key: ResultKey, file: FileRef): Promise<TableData> {
    const outcome = await this.fetch(key, 'TABLE', file);
    if (outcome.state !== 'ready') return outcome.state === 'expired' ? { state: 'expired' } : { state: 'failed', error: toErrorView(outcome.error) };
    try {
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(outcome.stored.uri));
      return { state: 'ready', ...csvHead(text, PREVIEW_ROWS) };
    } catch (error) {
      return { state: 'failed', error: toErrorView(error) };
    }
  }

  async imageData(key: ResultKey, file: FileRef): Promise<ImageData> {
    const outcome = await this.fetch(key, 'IMAGE', file);
    if (outcome.state !== 'ready') return outcome.state === 'expired' ? { state: 'expired' } : { state: 'failed', error: toErrorView(outcome.error) };
    try {
      const bytes = await vscode.workspace.fs.readFile(outcome.stored.uri);
      return { state: 'ready', mime: outcome.stored.mime ?? 'image/png', base64: Buffer.from(bytes).toString('base64') };
    } catch (error) {
      return { state: 'failed', error: toErrorView(error) };
    }
  }

  /** The kept file of a result, once downloaded (undefined when expired, failed or not yet asked for). */
  async stored(key: ResultKey): Promise<StoredResult | undefined> {
    const outcome = await this.outcomes.get(this.id(key));
    return outcome?.state === 'ready' ? outcome.stored : undefined;
  }

  /**
   * One download per result at a time. Never rejects: a failure (network, a full disk) is an
   * outcome. A failed outcome is forgotten once settled, so the next request (a reload of the
   * panel, Copy, Save As…) tries again instead of repeating an old failure.
   */
  fetch(key: ResultKey, kind: ResultKind, file: FileRef): Promise<Outcome> {
    const id = this.id(key);
    let outcome = this.outcomes.get(id);
    if (!outcome) {
      outcome = this.load(key, kind, file).catch((error: unknown): Outcome => {
        this.log.warn(`chat: keeping ${kind === 'TABLE' ? 'a table' : 'an image'} failed: ${error instanceof Error ? error.message : String(error)}`);
        return { state: 'failed', error };
      });
      this.outcomes.set(id, outcome);
      void outcome.then((settled) => {
        if (settled.state === 'failed' && this.outcomes.get(id) === outcome) this.outcomes.delete(id);
      });
    }
    return outcome;
  }

  private async load(key: ResultKey, kind: ResultKind, file: FileRef): Promise<Outcome> {
    const folder = this.sessionFolder(key.sessionId);
    const prefix = `${safeBaseName(key.fileKey, 'job', '')}-${key.index}-`;
    const tableName = safeBaseName(file.name, 'table', '.csv');
    // Kept from an earlier window: found on disk even after its link expired.
    const existing = await this.findKept(folder, prefix);
    if (existing) {
      const mime = kind === 'IMAGE' ? sniffImageMime(await vscode.workspace.fs.readFile(existing.uri)) : undefined;
      return { state: 'ready', stored: { kind, name: existing.name, uri: existing.uri, ...(mime ? { mime } : {}) } };
    }
    if (isExpired(file.expires_at)) return { state: 'expired' };
    let bytes: Uint8Array;
    try {
      bytes = await this.limited(() => this.download(file.url));
    } catch (error) {
      if (isExpired(file.expires_at) || isExpiredLinkError(error)) return { state: 'expired' };
      this.log.warn(`chat: downloading ${kind === 'TABLE' ? 'a table' : 'an image'} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { state: 'failed', error };
    }
    let name = tableName;
    let mime: ImageMime | undefined;
    if (kind === 'IMAGE') {
      mime = sniffImageMime(bytes);
      if (!mime) return { state: 'failed', error: new Error(vscode.l10n.t('The image is not in a format the panel shows.')) };
      name = safeBaseName(file.name.replace(/\.[a-z0-9]{1,5}$/i, ''), 'image', imageExtension(mime));
    }
    const uri = vscode.Uri.joinPath(folder, `${prefix}${name}`);
    await vscode.workspace.fs.writeFile(uri, bytes);
    return { state: 'ready', stored: { kind, name, uri, ...(mime ? { mime } : {}) } };
  }

  private async findKept(folder: vscode.Uri, prefix: string): Promise<{ uri: vscode.Uri; name: string } | undefined> {
    try {
      for (const [entry, type] of await vscode.workspace.fs.readDirectory(folder)) {
        if (type === vscode.FileType.File && entry.startsWith(prefix)) return { uri: vscode.Uri.joinPath(folder, entry), name: entry.slice(prefix.length) };
      }
    } catch {
      // No folder yet: nothing kept.
    }
    return undefined;
  }

  private sessionFolder(sessionId: string): vscode.Uri {
    return vscode.Uri.joinPath(this.root, safeBaseName(sessionId, 'session', ''));
  }

  private id(key: ResultKey): string {
    return `${key.sessionId}\n${key.fileKey}\n${key.index}`;
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    while (this.active >= MAX_PARALLEL_DOWNLOADS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

function isExpiredLinkError(error: unknown): boolean {
  const e = error as { httpStatus?: number; msg?: string; message?: string };
  return e?.httpStatus === 410 || (e?.httpStatus === 403 && /expir/i.test(`${e.msg ?? ''} ${e.message ?? ''}`));
}

/** Save As… for a kept result: a dialog starting at the workspace folder with the sanitised name. */
export async function saveResultAs(stored: StoredResult): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const filters: Record<string, string[]> = stored.kind === 'TABLE'
    ? { [vscode.l10n.t('CSV files')]: ['csv'] }
    : { [vscode.l10n.t('Images')]: [stored.name.split('.').pop() ?? 'png'] };
  const target = await vscode.window.showSaveDialog({
    defaultUri: folder ? vscode.Uri.joinPath(folder, stored.name) : undefined,
    filters,
    title: vscode.l10n.t('Save {0} As', stored.name),
  });
  if (!target) return undefined;
  await vscode.workspace.fs.copy(stored.uri, target, { overwrite: true });
  return target;
}
