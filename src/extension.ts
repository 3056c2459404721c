/**
 * Composition root: builds the extension's objects and registers its contributions. No logic
 * lives here; each part receives what it needs through its constructor.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { CHAT_VIEW_TYPE } from './chat/chatPanel';
import { ChatPanels } from './chat/chatPanels';
import { EditorTracker } from './chat/codeActions';
import { OVERVIEW_SCHEME, OverviewDocumentOpener } from './chat/opener';
import { ResultFiles } from './chat/resultFiles';
import { ChatSessionStore } from './chat/sessionStore';
import { AnalyzeFileCommand } from './commands/analyzeFile';
import { AnalyzeSampleCommand } from './commands/analyzeSample';
import { ChatCommands } from './commands/chatCommands';
import { ExportNotebookCommand } from './commands/exportNotebook';
import { ConnectionCommands } from './commands/connectionCommands';
import { DatasetCommands } from './commands/datasetCommands';
import { SessionCommands } from './commands/sessionCommands';
import { Config } from './config';
import { ServiceConnection } from './connection/connection';
import { loadClientApi } from './connection/loadClientApi';
import { LocalEngine } from './connection/localEngine';
import { ConnectionStatusBar } from './connection/statusBar';
import { Log } from './log';
import type { ServiceApi } from './connection/serviceApi';
import { LanguageModelBridge } from './lm/bridge';
import { LanguageModelChoice, selectChatModels, withJobModel } from './lm/modelChoice';
import { ModelIndicator } from './lm/modelIndicator';
import { LanguageModelStatusBar } from './lm/statusBar';
import { Notifier } from './notify';
import { AnalystParticipant } from './participant/analystParticipant';
import { KeyStore } from './secrets';
import { DataTools } from './tools/dataTools';
import { registerLanguageModelTools, workspaceBaseDir } from './tools/lmTools';
import { DatasetsTree } from './views/datasetsTree';
import { SessionsTree } from './views/sessionsTree';
import { StatusPoller } from './views/statusPoller';

/** What activate() returns: the objects tests inside the extension host inspect. */
export interface DataAnalysisExports {
  connection: ServiceConnection;
  engine: LocalEngine;
  sessions: SessionsTree;
  datasets: DatasetsTree;
  poller: StatusPoller;
  statusBar: ConnectionStatusBar;
  overview: OverviewDocumentOpener;
  /** The chat panels (one per session). */
  chat: ChatPanels;
  notifier: Notifier;
  /** The folder of the extension's log files ("Data Analysis.log" is in it). */
  logUri: vscode.Uri;
  /** Which of VS Code's language models plans the local engine's answers in this window. */
  languageModel: LanguageModelChoice;
  languageModelStatus: LanguageModelStatusBar;
  /** @analyst (tests wait for its answers). */
  analyst: AnalystParticipant;
}

export function activate(context: vscode.ExtensionContext): DataAnalysisExports {
  const channel = vscode.window.createOutputChannel('Data Analysis', { log: true });
  const log = new Log(channel);
  const version: string = context.extension.packageJSON.version;
  const config = new Config();
  const keys = new KeyStore(context.secrets);
  const engine = new LocalEngine({
    nodePath: process.execPath,
    enginePath: path.join(context.extensionPath, 'dist', 'engine.js'),
    dataDir: path.join(context.globalStorageUri.fsPath, 'engine'),
    key: () => keys.engineKey(),
    log,
  });
  const clientLogger = { debug: (message: string) => log.debug(message), warn: (message: string) => log.warn(message) };
  // This window's bridge to vscode.lm; jobs on the local engine name it (src/lm/bridge.ts).
  const bridge = new LanguageModelBridge({
    resolveModel: async (id) => (await selectChatModels({ id }))[0],
    justification: vscode.l10n.t('Data Analysis asks the model to plan SQL queries about your data; the queries run on this machine.'),
    log,
  });
  const languageModel = new LanguageModelChoice({ bridge, globalState: context.globalState, log });
  // The local engine's APIs: only their jobs may name this window's model (and bridge key).
  const localApis = new WeakSet<ServiceApi>();
  const connection = new ServiceConnection(
    config,
    keys,
    engine,
    (target) => {
      const api = new (loadClientApi().ClientServiceApi)(target, clientLogger, `data-analysis-vscode/${version} vscode/${vscode.version}`, vscode.env.language);
      if (target.kind !== 'local') return api;
      const local = withJobModel(api, () => languageModel.jobField());
      localApis.add(local);
      return local;
    },
    log,
  );
  const modelIndicator = new ModelIndicator(languageModel, () => config.service === 'local', connection.onDidChangeService);
  const languageModelStatus = new LanguageModelStatusBar(modelIndicator);
  const notifier = new Notifier(log, connection);
  const statusBar = new ConnectionStatusBar(connection);

  const chatStore = new ChatSessionStore(context.globalState, context.workspaceState);
  const sessions = new SessionsTree(connection, (sessionId) => chatStore.get(sessionId));
  const poller = new StatusPoller({
    fetchStatus: async (datasetId) => (await connection.api()).getDatasetStatus(datasetId),
    onError: (error) => log.warn(`Status poll: ${error instanceof Error ? error.message : String(error)}`),
  });
  const datasets = new DatasetsTree(connection, poller);
  const sessionsView = vscode.window.createTreeView('dataAnalysis.sessions', { treeDataProvider: sessions, showCollapseAll: false });
  const datasetsView = vscode.window.createTreeView('dataAnalysis.datasets', { treeDataProvider: datasets, showCollapseAll: true, canSelectMany: false });
  poller.setVisible(datasetsView.visible);

  const overview = new OverviewDocumentOpener(connection);
  const editors = new EditorTracker();
  const chat = new ChatPanels({
    connection,
    store: chatStore,
    results: new ResultFiles(vscode.Uri.joinPath(context.globalStorageUri, 'chat-results'), async (url, signal) => (await connection.api()).download(url, signal), log),
    editors,
    config,
    log,
    extensionUri: context.extensionUri,
    revealDataSource: async (datasetId, dataSourceId) => {
      const node = await datasets.findDataSource(datasetId, dataSourceId);
      if (!node) return false;
      await datasetsView.reveal(node, { select: true, focus: true, expand: true });
      return true;
    },
    sessionsChanged: () => sessions.refresh(),
    modelIndicator,
  });

  // @analyst and the agent-mode tools answer through the same connection as the panel.
  const serviceName = () => (config.service === 'local' ? vscode.l10n.t('local engine') : vscode.l10n.t('hosted service'));
  const toolOptions = { api: () => connection.api(), baseDir: workspaceBaseDir, serviceName, isLocal: () => config.service === 'local' };
  const dataTools = new DataTools(toolOptions);
  const analyst = new AnalystParticipant({
    tools: dataTools,
    // @analyst's questions on the local engine are planned by the model chosen in the Chat view.
    toolsFor: (model) => new DataTools({
      ...toolOptions,
      api: async () => {
        const api = await connection.api();
        return localApis.has(api) ? withJobModel(api, () => languageModel.jobFieldFor(model)) : api;
      },
    }),
    serviceName,
    resultsDir: vscode.Uri.joinPath(context.globalStorageUri, 'analyst-results'),
    download: async (url, signal) => (await connection.api()).download(url, signal),
  });

  context.subscriptions.push(
    analyst,
    analyst.register(),
    ...registerLanguageModelTools(dataTools, serviceName),
    channel,
    // Disposing sends the engine SIGTERM at once; it finishes its writes and exits by itself.
    engine,
    connection,
    statusBar,
    notifier,
    poller,
    datasets,
    overview,
    editors,
    chat,
    vscode.window.registerWebviewPanelSerializer(CHAT_VIEW_TYPE, chat),
    vscode.commands.registerCommand('dataAnalysis.exportConversation', async () => {
      try {
        return await chat.exportActive();
      } catch (error) {
        await notifier.showError(vscode.l10n.t('Exporting the conversation failed'), error);
        return undefined;
      }
    }),
    sessionsView,
    datasetsView,
    datasetsView.onDidChangeVisibility((event) => poller.setVisible(event.visible)),
    connection.onDidChangeService(() => {
      sessions.refresh();
      datasets.refresh();
    }),
    vscode.workspace.registerTextDocumentContentProvider(OVERVIEW_SCHEME, overview),
    vscode.commands.registerCommand('dataAnalysis.showLog', () => channel.show(true)),
    bridge,
    languageModel,
    modelIndicator,
    languageModelStatus,
    vscode.commands.registerCommand('dataAnalysis.chooseLanguageModel', () => languageModel.pick()),
    ...new ConnectionCommands(config, keys, connection, notifier).register(),
    ...new SessionCommands(connection, sessions, chat, notifier).register(),
    ...new DatasetCommands(connection, datasets, sessions, chat, overview, notifier, vscode.Uri.joinPath(context.globalStorageUri, 'downloads')).register(),
    ...new AnalyzeFileCommand(connection, datasets, chat, notifier, log, context.workspaceState, () => config.readFilesInPlace).register(),
    ...new ExportNotebookCommand(() => chat.openPanels, notifier).register(),
    ...new ChatCommands(() => chat.openPanels).register(),
    ...new AnalyzeSampleCommand(vscode.Uri.joinPath(context.extensionUri, 'samples', 'sales.csv'), vscode.Uri.joinPath(context.globalStorageUri, 'sample')).register(),
  );
  log.info(`Data Analysis ${version} activated`);
  return { connection, engine, sessions, datasets, poller, statusBar, overview, chat, notifier, logUri: context.logUri, languageModel, languageModelStatus, analyst };
}

/** Everything, the local engine included, is stopped through context.subscriptions. */
export function deactivate(): void {}
