/**
 * "Analyze this file": from the Explorer (one or several files), the editor title and context
 * menus, the palette (the active file, else a file picker) and a dataset's "Add Files…". Saves
 * or not, chooses the dataset (asking at most once: see chooseDataset), skips duplicates unless
 * told, uploads with cancellable progress, waits for the sync, then opens the chat on the dataset.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ALL_DATA_EXTENSIONS, fileKind, isInPlaceKind, isLocalEngineOnlyKind } from '../api/fileTypes';
import { ServiceError } from '../api/errors';
import type { DataSource, Dataset } from '../api/types';
import type { ChatOpener } from '../chat/opener';
import type { ServiceConnection } from '../connection/connection';
import type { ServiceApi } from '../connection/serviceApi';
import { describeError, type Log } from '../log';
import { isCancellation, type Notifier } from '../notify';
import type { DatasetsTree } from '../views/datasetsTree';
import { formatBytes } from '../views/format';
import type { DatasetNode } from '../views/nodes';
import { activeEditorFile } from './activeFile';
import { registerCommands } from './registerCommands';

/** Where the last choice of dataset is remembered (workspace state): 'new' or a dataset id. */
export const LAST_DATASET_CHOICE_KEY = 'dataAnalysis.analyze.lastDatasetChoice';
const NEW_DATASET = 'new';

/** Kinds the service accepts but the local engine cannot read (it marks them invalid). */
const LOCAL_UNREADABLE = new Set(['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.xls']);

export interface AnalyzeRequest {
  files: vscode.Uri[];
  /** Add to this dataset; without it a new dataset is made (named `datasetName`, else asked). */
  datasetId?: string;
  datasetName?: string;
  /** Unsaved changes: true saves first, false uploads the saved version; asked when absent. */
  saveFirst?: boolean;
  /** A file with the same name and size already in the dataset: true uploads it again; asked when absent. */
  uploadDuplicates?: boolean;
  /** Open the chat on the dataset at the end (default true). */
  openChat?: boolean;
}

export interface AnalyzeResult {
  datasetId: string;
  /** The data sources created, in their final state (synched, invalid, or synching when the wait was cancelled). */
  dataSources: DataSource[];
  /** Files not uploaded, with why. */
  skipped: Array<{ file: string; reason: string }>;
}

interface PreparedFile {
  uri: vscode.Uri;
  name: string;
  size: number;
}

export function isAnalyzeRequest(value: unknown): value is AnalyzeRequest {
  return typeof value === 'object' && value !== null && Array.isArray((value as AnalyzeRequest).files);
}

export class AnalyzeFileCommand {
  constructor(
    private readonly connection: ServiceConnection,
    private readonly tree: DatasetsTree,
    private readonly chat: ChatOpener,
    private readonly notifier: Notifier,
    private readonly log: Log,
    /** Remembers the last dataset chosen (workspace state); without it nothing is remembered. */
    private readonly memory?: vscode.Memento,
    /** The setting dataAnalysis.localEngine.readFilesInPlace (on by default). */
    private readonly readInPlaceSetting: () => boolean = () => true,
  ) {}

  register(): vscode.Disposable[] {
    return registerCommands({
      'dataAnalysis.analyzeFile': (first?: unknown, second?: unknown) => this.fromMenu(first, second),
      'dataAnalysis.addFiles': (node?: DatasetNode, files?: vscode.Uri[]) => this.addFiles(node, files),
    });
  }

  /**
   * Explorer passes (clicked, selected[]); the editor title/context pass (uri, context); the
   * palette passes nothing; tests and keybindings pass an AnalyzeRequest.
   */
  async fromMenu(first?: unknown, second?: unknown): Promise<AnalyzeResult | undefined> {
    if (isAnalyzeRequest(first)) return this.run(first);
    let files: vscode.Uri[];
    if (Array.isArray(second) && second.every((item) => item instanceof vscode.Uri) && second.length) files = second;
    else if (first instanceof vscode.Uri) files = [first];
    else {
      const active = activeEditorFile();
      if (active && active.scheme === 'file' && isSupported(active)) files = [active];
      else files = await this.pickFiles() ?? [];
    }
    if (!files.length) return undefined;
    return this.run({ files });
  }

  async addFiles(node?: DatasetNode, files?: vscode.Uri[]): Promise<AnalyzeResult | undefined> {
    const chosen = files ?? await this.pickFiles();
    if (!chosen?.length) return undefined;
    return this.run({ files: chosen, datasetId: node?.dataset.id });
  }

  async run(request: AnalyzeRequest): Promise<AnalyzeResult | undefined> {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Files are not uploaded from an untrusted workspace. Trust the workspace first.'));
      return undefined;
    }
    const skipped: AnalyzeResult['skipped'] = [];
    let api: ServiceApi;
    try {
      api = await this.connection.api();
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Analyzing the file failed'), error);
      return undefined;
    }

    const candidates = this.filterKinds(request.files, skipped);
    if (!candidates.length) return undefined;
    if (!(await this.handleUnsaved(candidates, request.saveFirst))) return undefined;
    const files = await this.prepare(candidates, skipped);
    if (!files.length) return undefined;

    const datasetId = request.datasetId ?? await this.chooseDataset(api, files, request.datasetName);
    if (!datasetId) return undefined;
    const toUpload = await this.withoutDuplicates(api, datasetId, files, request.uploadDuplicates, skipped);
    if (toUpload === undefined) return undefined;
    if (!toUpload.length) {
      this.tree.refresh();
      return { datasetId, dataSources: [], skipped };
    }

    let created: DataSource[];
    try {
      created = await this.upload(api, datasetId, toUpload);
    } catch (error) {
      this.tree.refresh();
      await this.notifier.showError(vscode.l10n.t('Uploading failed'), error);
      return undefined;
    }
    this.tree.refresh();
    const settled = await this.waitForSync(api, datasetId, created);
    this.tree.refresh();

    for (const source of settled) if (source.status === 'invalid') this.reportInvalid(source, toUpload, datasetId);
    if (request.openChat !== false && settled.some((source) => source.status === 'synched')) {
      try {
        await this.chat.openForDataset(datasetId);
      } catch (error) {
        await this.notifier.showError(vscode.l10n.t('Opening the chat failed'), error);
      }
    }
    return { datasetId, dataSources: settled, skipped };
  }

  private filterKinds(files: vscode.Uri[], skipped: AnalyzeResult['skipped']): vscode.Uri[] {
    const kept: vscode.Uri[] = [];
    const unreadable: string[] = [];
    for (const uri of files) {
      const name = path.basename(uri.fsPath);
      const ext = fileKind(name);
      if (uri.scheme !== 'file') {
        skipped.push({ file: name, reason: vscode.l10n.t('only files on disk can be uploaded') });
      } else if (!isSupported(uri)) {
        skipped.push({ file: name, reason: vscode.l10n.t('{0} files are not supported', ext || name) });
      } else if (this.connection.state.kind !== 'local' && isLocalEngineOnlyKind(ext)) {
        skipped.push({ file: name, reason: vscode.l10n.t('the hosted service does not accept {0} files (the local engine reads them; or save the data as CSV)', ext) });
      } else if (this.connection.state.kind === 'local' && LOCAL_UNREADABLE.has(ext)) {
        unreadable.push(name);
        skipped.push({ file: name, reason: vscode.l10n.t('the local engine does not read {0} files', ext) });
      } else {
        kept.push(uri);
      }
    }
    if (skipped.length) {
      const lines = skipped.map((s) => `${s.file}: ${s.reason}`).join('; ');
      const connect = vscode.l10n.t('Connect to Hosted Service…');
      void vscode.window.showWarningMessage(vscode.l10n.t('Not uploaded: {0}', lines), ...(unreadable.length ? [connect] : [])).then((choice) => {
        if (choice === connect) void vscode.commands.executeCommand('dataAnalysis.connectHosted');
      });
    }
    return kept;
  }

  /** Resolves false when the user cancelled. */
  private async handleUnsaved(files: vscode.Uri[], saveFirst: boolean | undefined): Promise<boolean> {
    const dirty = vscode.workspace.textDocuments.filter((doc) => doc.isDirty && files.some((uri) => uri.toString() === doc.uri.toString()));
    if (!dirty.length) return true;
    const save = await decide(
      saveFirst,
      vscode.l10n.t('{0} has unsaved changes.', dirty.map((doc) => path.basename(doc.uri.fsPath)).join(', ')),
      vscode.l10n.t('The file on disk is what gets uploaded.'),
      vscode.l10n.t('Save and Analyze'),
      vscode.l10n.t('Analyze Saved Version'),
    );
    if (save === undefined) return false;
    if (save) for (const doc of dirty) if (!(await doc.save())) return false;
    return true;
  }

  private async prepare(files: vscode.Uri[], skipped: AnalyzeResult['skipped']): Promise<PreparedFile[]> {
    const prepared: PreparedFile[] = [];
    for (const uri of files) {
      const name = path.basename(uri.fsPath);
      try {
        const stat = await fs.stat(uri.fsPath);
        if (!stat.isFile()) skipped.push({ file: name, reason: vscode.l10n.t('not a file') });
        else if (stat.size === 0) skipped.push({ file: name, reason: vscode.l10n.t('the file is empty') });
        else prepared.push({ uri, name, size: stat.size });
      } catch (error) {
        skipped.push({ file: name, reason: describeError(error) });
      }
    }
    if (!prepared.length && skipped.length) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Nothing to upload: {0}', skipped.map((s) => `${s.file}: ${s.reason}`).join('; ')));
    }
    return prepared;
  }

  /**
   * At most one question: with no dataset yet, a new one named after the file is made without
   * asking. Otherwise one pick whose first, preselected item is the last choice (Enter accepts):
   * by default a new dataset named after the file, else the dataset chosen last time; the other
   * datasets and "another name…" (the only path to a name box) follow.
   */
  private async chooseDataset(api: ServiceApi, files: PreparedFile[], datasetName?: string): Promise<string | undefined> {
    const suggested = files.length === 1
      ? path.basename(files[0].name, path.extname(files[0].name))
      : path.basename(path.dirname(files[0].uri.fsPath));
    let name = datasetName;
    if (name === undefined) {
      let existing: Dataset[];
      try {
        existing = (await api.listDatasets({ page_number: 1, page_size: 100 })).records;
      } catch (error) {
        await this.notifier.showError(vscode.l10n.t('Listing the datasets failed'), error);
        return undefined;
      }
      const pick = existing.length ? await this.pickDataset(existing, files, suggested) : { name: suggested };
      if (!pick) return undefined;
      if ('datasetId' in pick) {
        await this.memory?.update(LAST_DATASET_CHOICE_KEY, pick.datasetId);
        return pick.datasetId;
      }
      await this.memory?.update(LAST_DATASET_CHOICE_KEY, NEW_DATASET);
      name = pick.name;
    }
    try {
      return await api.createDataset(name.trim() || suggested);
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Creating the dataset failed'), error);
      return undefined;
    }
  }

  private async pickDataset(existing: Dataset[], files: PreparedFile[], suggested: string): Promise<{ datasetId: string } | { name: string } | undefined> {
    type Item = vscode.QuickPickItem & { choice?: 'new' | 'rename' | Dataset };
    const fresh: Item = { label: `$(add) ${vscode.l10n.t('New dataset "{0}"', suggested)}`, description: vscode.l10n.t('named after the file'), choice: 'new' };
    const rename: Item = { label: `$(edit) ${vscode.l10n.t('New dataset with another name…')}`, choice: 'rename' };
    const last = this.memory?.get<string>(LAST_DATASET_CHOICE_KEY);
    const remembered = existing.find((dataset) => dataset.id === last);
    const others = existing.filter((dataset) => dataset !== remembered);
    const item = (dataset: Dataset): Item => ({
      label: `$(database) ${dataset.name}`,
      description: dataset === remembered ? vscode.l10n.t('chosen last time') : dataset.description,
      choice: dataset,
    });
    const items: Item[] = [
      ...(remembered ? [item(remembered), fresh] : [fresh]),
      rename,
      ...(others.length ? [{ label: vscode.l10n.t('Add to an existing dataset'), kind: vscode.QuickPickItemKind.Separator }] : []),
      ...others.map(item),
    ];
    const pick = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Analyze {0}', files.map((f) => f.name).join(', ')),
      placeHolder: vscode.l10n.t('Press Enter for the first choice, or choose where the file goes'),
    });
    if (!pick?.choice) return undefined;
    if (typeof pick.choice !== 'string') return { datasetId: pick.choice.id };
    if (pick.choice === 'new') return { name: suggested };
    const name = await vscode.window.showInputBox({
      title: vscode.l10n.t('New dataset'),
      prompt: vscode.l10n.t('Name of the dataset'),
      value: suggested,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('The name is required.')),
    });
    return name?.trim() ? { name } : undefined;
  }

  /** Files already in the dataset with the same name and size are uploaded again only when told. */
  private async withoutDuplicates(api: ServiceApi, datasetId: string, files: PreparedFile[], uploadDuplicates: boolean | undefined, skipped: AnalyzeResult['skipped']): Promise<PreparedFile[] | undefined> {
    const existing: DataSource[] = [];
    try {
      for (let page = 1; ; page += 1) {
        const result = await api.listDataSources(datasetId, { page_number: page, page_size: 100 });
        existing.push(...result.records);
        if (result.records.length === 0 || existing.length >= result.total_items) break;
      }
    } catch (error) {
      await this.notifier.showError(vscode.l10n.t('Listing the data sources failed'), error);
      return undefined;
    }
    const duplicates = files.filter((file) => existing.some((source) => source.name === file.name && source.size === file.size));
    if (!duplicates.length) return files;
    const again = await decide(
      uploadDuplicates,
      vscode.l10n.t('{0} is already in this dataset (same name and size).', duplicates.map((f) => f.name).join(', ')),
      undefined,
      vscode.l10n.t('Upload Again'),
      vscode.l10n.t('Skip'),
    );
    if (again === undefined) return undefined;
    if (again) return files;
    for (const file of duplicates) skipped.push({ file: file.name, reason: vscode.l10n.t('already in the dataset') });
    return files.filter((file) => !duplicates.includes(file));
  }

  private upload(api: ServiceApi, datasetId: string, files: PreparedFile[]): Thenable<DataSource[]> {
    const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Uploading'), cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const cancel = token.onCancellationRequested(() => controller.abort());
        const created: DataSource[] = [];
        let doneBytes = 0;
        let reportedPercent = 0;
        try {
          for (const file of files) {
            const started = Date.now();
            const inPlace = await this.readInPlace(api, datasetId, file);
            if (inPlace) {
              doneBytes += file.size;
              this.log.info(`Reading ${file.name} in place (no copy; ${Date.now() - started} ms to register)`);
              created.push(inPlace);
              continue;
            }
            const key = await api.uploadFile(file.uri.fsPath, {
              signal: controller.signal,
              onProgress: ({ sentBytes }) => {
                const sent = doneBytes + Math.min(sentBytes, file.size);
                const percent = totalBytes ? Math.floor((sent / totalBytes) * 100) : 100;
                progress.report({
                  message: vscode.l10n.t('{0}: {1} of {2} ({3}%)', file.name, formatBytes(sent), formatBytes(totalBytes), percent),
                  increment: percent - reportedPercent,
                });
                reportedPercent = percent;
              },
            });
            doneBytes += file.size;
            this.log.info(`Uploaded ${file.name} (${file.size} bytes) in ${Date.now() - started} ms`);
            if (controller.signal.aborted) throw new vscode.CancellationError();
            created.push(await api.createDataSource(datasetId, file.name, key));
          }
        } finally {
          cancel.dispose();
        }
        return created;
      },
    );
  }

  /**
   * On the local engine, a workspace file of a kind it reads in place (see src/engine/localFiles.ts)
   * becomes a data source without a copy. Undefined: upload a copy (the setting is off, another
   * service, a file outside the workspace, or the engine refused; the log says why).
   */
  private async readInPlace(api: ServiceApi, datasetId: string, file: PreparedFile): Promise<DataSource | undefined> {
    if (this.connection.state.kind !== 'local' || !api.readFileInPlace || !this.readInPlaceSetting()) return undefined;
    // Only files of the workspace: a file picked from elsewhere is copied, as before.
    if (!vscode.workspace.getWorkspaceFolder(file.uri) || !isInPlaceKind(fileKind(file.name))) return undefined;
    try {
      return await api.readFileInPlace(file.uri.fsPath, datasetId);
    } catch (error) {
      if (isCancellation(error)) throw error;
      // The engine's own words (why it refused), not the generic sentence for its error code.
      this.log.info(`${file.name} is copied to the engine instead of read in place: ${error instanceof ServiceError ? error.msg : describeError(error)}`);
      return undefined;
    }
  }

  /** Waits for every new data source to settle; a cancelled wait leaves them syncing (the tree keeps polling). */
  private async waitForSync(api: ServiceApi, datasetId: string, created: DataSource[]): Promise<DataSource[]> {
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Processing'), cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const cancel = token.onCancellationRequested(() => controller.abort());
        let settledCount = 0;
        progress.report({ message: vscode.l10n.t('{0} of {1} files ready', 0, created.length) });
        try {
          return await Promise.all(created.map(async (source) => {
            try {
              // A source the engine answered settled (a file read in place that loads at once) needs no poll.
              const final = source.status === 'synched' || source.status === 'invalid' ? source : await api.waitForSync(datasetId, source.id, { signal: controller.signal });
              settledCount += 1;
              progress.report({ message: vscode.l10n.t('{0} of {1} files ready', settledCount, created.length), increment: 100 / created.length });
              return final;
            } catch (error) {
              if (!isCancellation(error)) await this.notifier.showError(vscode.l10n.t('Waiting for {0} failed', source.name), error);
              return source;
            }
          }));
        } finally {
          cancel.dispose();
        }
      },
    );
  }

  /** Not awaited: the notification stays while the command finishes. */
  private reportInvalid(source: DataSource, files: PreparedFile[], datasetId: string): void {
    const reason = source.reason ?? vscode.l10n.t('the service gave no reason');
    this.log.warn(`${source.name} (${source.id}) could not be processed: ${reason}`);
    const showLog = vscode.l10n.t('Show Log');
    const retry = vscode.l10n.t('Retry');
    const remove = vscode.l10n.t('Remove');
    void vscode.window.showErrorMessage(vscode.l10n.t('{0} could not be processed: {1}', source.name, reason), showLog, retry, remove).then(async (choice) => {
      try {
        if (choice === showLog) await vscode.commands.executeCommand('dataAnalysis.showLog');
        if (choice === remove || choice === retry) {
          const api = await this.connection.api();
          await api.deleteDataSource(datasetId, source.id);
          this.tree.refresh();
        }
        const file = files.find((f) => f.name === source.name);
        if (choice === retry && file) await this.run({ files: [file.uri], datasetId, uploadDuplicates: true });
      } catch (error) {
        await this.notifier.showError(vscode.l10n.t('{0} failed', choice ?? ''), error);
      }
    });
  }

  private async pickFiles(): Promise<vscode.Uri[] | undefined> {
    return vscode.window.showOpenDialog({
      canSelectMany: true,
      openLabel: vscode.l10n.t('Analyze'),
      title: vscode.l10n.t('Choose files to analyze'),
      // A dialog filter matches the last extension only: `.csv.gz` is offered as `gz`.
      filters: { [vscode.l10n.t('Data files')]: [...new Set(ALL_DATA_EXTENSIONS.map((ext) => ext.split('.').pop() as string))] },
    });
  }
}

/**
 * A yes/no choice the caller already made, or else asked once in a modal warning: true for `yes`,
 * false for `no`, undefined when the user dismissed it.
 */
async function decide(given: boolean | undefined, message: string, detail: string | undefined, yes: string, no: string): Promise<boolean | undefined> {
  if (given !== undefined) return given;
  const answer = await vscode.window.showWarningMessage(message, { modal: true, ...(detail === undefined ? {} : { detail }) }, yes, no);
  return answer === undefined ? undefined : answer === yes;
}

/** A kind the hosted service or the local engine accepts (`.csv.gz` counts as one kind). */
export function isSupported(uri: vscode.Uri): boolean {
  return ALL_DATA_EXTENSIONS.includes(fileKind(uri.fsPath));
}
