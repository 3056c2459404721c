/**
 * What a chat panel shows around the conversation (the protocol's PanelState): the session and
 * its settings, the dataset with its summary and exploration questions, how many data sources
 * are chosen, the kind of the last editor (for Insert as Notebook Cell) and the panel's options.
 * The host sends it whole on `init` and in patches as things change.
 */
import { LIMITS, type Session } from '../api/types';
import type { Config } from '../config';
import type { ServiceConnection } from '../connection/connection';
import type { ModelIndicator } from '../lm/modelIndicator';
import type { Log } from '../log';
import type { PanelState } from '../protocol';
import type { EditorTracker } from './codeActions';
import type { ChatSessionStore } from './sessionStore';

export interface PanelStateDeps {
  connection: ServiceConnection;
  store: ChatSessionStore;
  editors: EditorTracker;
  config: Config;
  log: Log;
  /** The model that answers, shown in the header (absent in tests that do not need it). */
  modelIndicator?: ModelIndicator;
}

export class PanelStateSource {
  /** The session as last read from the service (undefined until the webview's first `ready`). */
  session: Session | undefined;
  private dataset: PanelState['dataset'] = null;
  private explorationQuestions: string[] = [];

  constructor(
    private readonly sessionId: string,
    private readonly deps: PanelStateDeps,
    /** The panel's title: the session's name until the service has been asked. */
    private readonly title: () => string,
  ) {}

  /** Reads the session and its dataset from the service again (the webview is (re)loading). */
  async load(): Promise<Session> {
    const api = await this.deps.connection.api();
    this.session = await api.getSession(this.sessionId);
    await this.loadDataset();
    return this.session;
  }

  /** The session's dataset changed in the store: read its overview. */
  async loadDataset(): Promise<void> {
    const { datasetId } = this.deps.store.get(this.sessionId);
    if (!datasetId) {
      this.dataset = null;
      this.explorationQuestions = [];
      return;
    }
    try {
      const overview = await (await this.deps.connection.api()).getDatasetOverview(datasetId);
      this.dataset = { id: datasetId, name: overview.name, ...(overview.summary ? { summary: overview.summary } : {}) };
      this.explorationQuestions = overview.exploration_questions;
    } catch (error) {
      // The dataset may have been deleted: the conversation still opens, without it.
      this.deps.log.warn(`chat: the overview of dataset ${datasetId} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      this.dataset = { id: datasetId, name: datasetId };
      this.explorationQuestions = [];
    }
  }

  state(): PanelState {
    return {
      session: { id: this.sessionId, name: this.session?.name ?? this.title() },
      dataset: this.dataset,
      dataSourceCount: this.deps.store.get(this.sessionId).datasourceIds.length,
      settings: this.settings(),
      explorationQuestions: this.explorationQuestions,
      lastEditor: this.deps.editors.kind,
      options: this.options(),
      model: this.deps.modelIndicator?.current ?? null,
    };
  }

  /** The patch after the dataset changed. */
  datasetPatch(): Partial<PanelState> {
    return { dataset: this.dataset, dataSourceCount: this.deps.store.get(this.sessionId).datasourceIds.length, explorationQuestions: this.explorationQuestions };
  }

  settings(): PanelState['settings'] {
    const settings = this.session ?? { output_language: undefined, job_mode: undefined, max_contextual_job_history: undefined };
    return {
      output_language: settings.output_language ?? 'AUTO',
      job_mode: settings.job_mode ?? 'AUTO',
      max_contextual_job_history: settings.max_contextual_job_history ?? LIMITS.maxContextualJobHistory,
    };
  }

  options(): PanelState['options'] {
    return { sendOnEnter: this.deps.config.chatSendOnEnter, maxQuestionLength: LIMITS.questionLength };
  }
}
