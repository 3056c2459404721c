/**
 * The messages between the chat panel's host side (src/chat/) and its webview (webview/), typed
 * once for both ends. Every message is a member of a discriminated union on `type` (the one
 * envelope: `{ type, ...fields }`). A request of the webview (`RequestReplies`) carries a
 * `requestId` made by `createId('req')` (src/common/ids.ts); the host answers it with exactly one
 * message that echoes it: the reply the map names, or `error`.
 *
 * Streaming: the host reduces job events into blocks (src/api/answer.ts) and sends only what
 * changed as `AnswerOp`s, batched about every 50 ms, so a 1 MB answer never crosses the bridge
 * more than once. `opFromBlockChange`/`opFromTask` (host) make the ops and `applyAnswerOps`
 * (webview) applies them; they live together so the two ends cannot disagree on their meaning.
 *
 * The webview is not trusted: the host validates every message from it with
 * `parseWebviewMessage` before acting on it.
 */
import {
  JOB_MODES,
  LIMITS,
  OUTPUT_LANGUAGES,
  type AnswerBlock,
  type JobMode,
  type OutputLanguage,
  type SessionSettings,
  type Stage,
  type TaskStatus,
} from './api/types';
import type { BlockChange, GroupSummary, TaskProgress } from './api/answer';

// The wire shapes and limits the webview draws with come through here, so the webview depends on
// the protocol alone (a lint rule holds it to that), not on the service client.
export { JOB_MODES, LIMITS, OUTPUT_LANGUAGES };
export type { AnswerBlock, SessionSettings, TaskProgress, TaskStatus };
export type { CodeBlock, ImageBlock, QuestionsBlock, SourcesBlock, TableBlock } from './api/types';

// ---------------------------------------------------------------------------------------------
// What the webview renders
// ---------------------------------------------------------------------------------------------

/** One group (a working step of the Analyze stage, or the Respond group) and its tasks. */
export interface GroupProgress {
  groupId: string;
  /** May arrive translated or empty; the webview keys on `groupId`. */
  groupName: string;
  stage: Stage;
  /** In the order each task was first reported. */
  tasks: TaskProgress[];
}

/** An answer as the webview renders it: the reducer's blocks plus the progress of each group. */
export interface AnswerView {
  blocks: AnswerBlock[];
  /** In the order each group was first seen (by a block or a task). */
  groups: GroupProgress[];
}

/** A change to an `AnswerView`. Applied in order. */
export type AnswerOp =
  /** Sets the block at `index` (`index === blocks.length` appends). */
  | { op: 'block'; index: number; block: AnswerBlock }
  /** Appends `text` to the MESSAGE or CODE block at `index` (the common streaming case). */
  | { op: 'append'; index: number; text: string }
  /** Inserts or replaces the task `task.id` of a group, creating the group if new. */
  | { op: 'task'; groupId: string; groupName: string; stage: Stage; task: TaskProgress };

/** Addresses a block of a turn, e.g. the TABLE whose data the host delivers. */
export interface BlockRef {
  turnId: string;
  index: number;
}

/** An error as people see it: what happened, the service's code, the trace id, what to do next. */
export interface ErrorView {
  message: string;
  code?: number | string;
  traceId?: string;
  nextStep?: string;
}

export type TurnStatus = 'running' | 'completed' | 'failed' | 'stopped';

/** One question and its answer. `turnId` is the host's id (the job id for history turns). */
export interface TurnView {
  turnId: string;
  jobId?: string;
  question: string;
  answer: AnswerView;
  status: TurnStatus;
  /** When `status` is `failed`. */
  error?: ErrorView;
}

export type JobOutcome =
  | { status: 'completed' }
  | { status: 'stopped' }
  | { status: 'failed'; error: ErrorView };

export type LastEditorKind = 'none' | 'text' | 'notebook';

/** Everything the panel shows around the conversation. */
export interface PanelState {
  session: { id: string; name: string };
  /** Null until the session has a dataset. */
  dataset: { id: string; name: string; summary?: string } | null;
  /** Data sources chosen for the next question; empty means the whole dataset. */
  dataSourceCount: number;
  settings: Required<SessionSettings>;
  /** Shown while the session has no turns. */
  explorationQuestions: string[];
  /** Decides whether "Insert as Notebook Cell" is shown. */
  lastEditor: LastEditorKind;
  options: PanelOptions;
  /** Who answers on the local engine; absent or null while a hosted service answers (the choice does not apply). */
  model?: ModelView | null;
}

/** The language model (or the rule-based analyst) that answers the next question. */
export interface ModelView {
  /** The model's name, or "Rule-based analyst". */
  label: string;
  /** One sentence: which model plans the answers and where figures come from, or why no model does. */
  detail: string;
  /** true when a language model plans the answers. */
  usesModel: boolean;
}

export interface PanelOptions {
  /** true: Enter sends, Shift+Enter adds a line; false: Enter adds a line. Ctrl/Cmd+Enter always sends. */
  sendOnEnter: boolean;
  maxQuestionLength: number;
}

/** The default English text of every string the webview shows; the host sends translations. */
export const WEBVIEW_STRINGS = {
  ask: 'Ask',
  askPlaceholder: 'Ask a question about your data',
  askLabel: 'Question',
  stop: 'Stop',
  retry: 'Retry',
  question: 'Question',
  answer: 'Answer',
  workingSteps: 'Working steps',
  stepRunning: 'Running',
  stepDone: 'Done',
  stepError: 'Error',
  insertAtCursor: 'Insert at Cursor',
  insertAsNotebookCell: 'Insert as Notebook Cell',
  openInNewFile: 'Open in New File',
  copy: 'Copy',
  copyTraceId: 'Copy trace id',
  openAsCsv: 'Open as CSV',
  saveAs: 'Save As…',
  rowCount: '{0} rows',
  rowCountShown: 'First {0} of {1} rows',
  tableLoading: 'Downloading the table…',
  tableExpired: 'This table’s download link has expired.',
  imageLoading: 'Downloading the image…',
  imageExpired: 'This image’s download link has expired.',
  downloadFailed: 'Download failed: {0}',
  sources: 'Sources',
  followUps: 'Suggested questions',
  explore: 'Questions to explore this dataset',
  jumpToLatest: 'Jump to latest',
  loadOlder: 'Load earlier questions',
  answerComplete: 'Answer complete.',
  answerStopped: 'Stopped. The answer so far is kept.',
  answerFailed: 'The answer failed: {0}',
  errorCode: 'Code {0}',
  traceId: 'Trace id {0}',
  charCount: '{0} / {1}',
  tooLong: 'The question is {0} characters long; the limit is {1}.',
  dataset: 'Dataset',
  noDataset: 'No dataset',
  changeDataset: 'Change dataset',
  chooseDataSources: 'Choose data sources',
  dataSourcesChosen: '{0} data sources',
  allDataSources: 'All data sources',
  outputLanguage: 'Output language',
  jobMode: 'Job mode',
  contextHistory: 'Context history',
  exportConversation: 'Export conversation',
  chooseModel: 'Choose the language model',
  conversation: 'Conversation',
  thinking: 'Working…',
  answerStoppedBeforeStart: 'Stopped before an answer started.',
  sessionSettings: 'Session settings',
  /** The singular forms of counted strings (the plural is the key without `One`). */
  rowCountOne: '{0} row',
  dataSourcesChosenOne: '{0} data source',
} as const;
export type StringKey = keyof typeof WEBVIEW_STRINGS;

/**
 * The comment the host gives vscode.l10n.t for a webview string: VS Code looks the translation
 * up as "<English>/<comment>", and scripts/l10n.ts writes the bundle's keys the same way.
 */
export function webviewStringComment(key: StringKey): string {
  return `chat webview: ${key}`;
}
export type StringTable = Record<StringKey, string>;

// ---------------------------------------------------------------------------------------------
// Host -> webview
// ---------------------------------------------------------------------------------------------

export type HostMessage =
  /**
   * The first message, in answer to `ready` (also after a reload): everything needed to draw
   * the panel. The webview ignores messages before it and builds its UI in these strings.
   */
  | {
      type: 'init';
      state: PanelState;
      strings: Partial<StringTable>;
      /** The draft the host persisted, used when the webview's own state has none. */
      draft: string;
    }
  /** Part of the panel state changed (settings saved, dataset changed, editor focus moved). */
  | { type: 'state'; requestId?: string; patch: Partial<PanelState> }
  /**
   * A page of history. `replace` is the newest page (after init); `older` is answered to
   * `loadOlderHistory` and goes above what is shown. Turns are oldest first within the page.
   */
  | { type: 'history'; requestId?: string; position: 'replace' | 'older'; turns: TurnView[]; hasOlder: boolean }
  /** The host accepted an `ask` or `retry` and started a job for it. */
  | { type: 'jobStarted'; requestId: string; turnId: string; question: string }
  /** A batch of changes to a running turn's answer; `jobId` once the service has named the job. */
  | { type: 'jobEvents'; turnId: string; jobId?: string; ops: AnswerOp[] }
  | { type: 'jobFinished'; turnId: string; outcome: JobOutcome }
  /** A TABLE block's CSV, downloaded by the host before its link expired. */
  | { type: 'tableData'; ref: BlockRef; data: TableData }
  /** An IMAGE block's bytes, downloaded by the host. */
  | { type: 'imageData'; ref: BlockRef; data: ImageData }
  /** A request failed (`requestId` given) or something went wrong outside a job. */
  | { type: 'error'; requestId?: string; error: ErrorView };

export type TableData =
  /** `csv` holds at least the rows to preview (the header first); `rowCount` counts all data rows. */
  | { state: 'ready'; csv: string; rowCount: number }
  | { state: 'expired' }
  | { state: 'failed'; error: ErrorView };

/** Raster or SVG image types the webview shows through a `data:` URI. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

export type ImageData =
  | { state: 'ready'; mime: ImageMime; base64: string }
  | { state: 'expired' }
  | { state: 'failed'; error: ErrorView };

// ---------------------------------------------------------------------------------------------
// Webview -> host
// ---------------------------------------------------------------------------------------------

export type CodeTarget = 'cursor' | 'notebook';

export type WebviewMessage =
  /** The webview has loaded (first load, or after a reload) and waits for `init`. */
  | { type: 'ready' }
  /** Answered by `jobStarted` or by `error` with the same requestId (the draft stays until then). */
  | { type: 'ask'; requestId: string; question: string }
  /** Aborts the running job of the turn; the host keeps what arrived and reports `stopped`. */
  | { type: 'stop'; turnId: string }
  /** A new job with the failed or stopped turn's question; answered like `ask`. */
  | { type: 'retry'; requestId: string; turnId: string }
  | { type: 'insertCode'; code: string; language: string; target: CodeTarget }
  | { type: 'openInNewFile'; code: string; language: string }
  | { type: 'copy'; text: string }
  /** The host copies the table's CSV (it holds all of it; the webview may have a preview). */
  | { type: 'copyTable'; ref: BlockRef }
  | { type: 'openTableAsCsv'; ref: BlockRef }
  | { type: 'saveTable'; ref: BlockRef }
  | { type: 'saveImage'; ref: BlockRef }
  /** A link in an answer: the host asks for confirmation and uses openExternal. */
  | { type: 'openLink'; href: string }
  /** Reveals the data source of a SOURCES entry in the tree. */
  | { type: 'revealSource'; datasourceId: string; datasetId: string; name: string }
  /** Answered by `history` with position `older`. */
  | { type: 'loadOlderHistory'; requestId: string }
  /** Saved through modify session; answered by `state` (or `error`). */
  | { type: 'changeSettings'; requestId: string; settings: SessionSettings }
  | { type: 'changeDataset' }
  | { type: 'chooseDataSources' }
  | { type: 'exportConversation' }
  /** Opens the host's language model picker (the header's model indicator). */
  | { type: 'chooseModel' }
  /** The host persists the draft so it survives the panel being closed and reopened. */
  | { type: 'draftChanged'; text: string };

export type WebviewMessageType = WebviewMessage['type'];

// ---------------------------------------------------------------------------------------------
// Requests and their replies, typed once for both ends
// ---------------------------------------------------------------------------------------------

/**
 * The webview's requests and the host message that answers each one (or `error`, for any of
 * them). The host builds its answer with `replyTo`, so it cannot answer with the wrong type;
 * the webview keeps its pending requests by id (webview/requests.ts).
 */
export interface RequestReplies {
  ask: 'jobStarted';
  retry: 'jobStarted';
  loadOlderHistory: 'history';
  changeSettings: 'state';
}
export type RequestType = keyof RequestReplies;
export const REQUEST_TYPES: readonly RequestType[] = ['ask', 'retry', 'loadOlderHistory', 'changeSettings'];

/** A request as the webview sends it (with its id) … */
export type WebviewRequest<K extends RequestType = RequestType> = Extract<WebviewMessage, { type: K }>;
/** … and as the code that makes one writes it: the id is added when it is sent. */
export type RequestFields<K extends RequestType = RequestType> = K extends RequestType ? Omit<WebviewRequest<K>, 'requestId'> : never;
/** The host's successful answer to a request of type K. */
export type HostReply<K extends RequestType = RequestType> = Extract<HostMessage, { type: RequestReplies[K] }> & { requestId: string };
type ReplyFields<K extends RequestType> = Omit<Extract<HostMessage, { type: RequestReplies[K] }>, 'requestId'>;

export function isRequest(message: WebviewMessage): message is WebviewRequest {
  return (REQUEST_TYPES as readonly string[]).includes(message.type);
}

/** The answer to `request`: the reply its type calls for, carrying its id. */
export function replyTo<K extends RequestType>(request: { type: K; requestId: string }, reply: ReplyFields<K>): HostReply<K> {
  return { ...reply, requestId: request.requestId } as HostReply<K>;
}

/** The failure answer to `request` (refused, or failed on the way). */
export function failureOf(request: { requestId: string }, error: ErrorView): HostMessage {
  return { type: 'error', requestId: request.requestId, error };
}

export interface ScrollAnchor {
  turnId: string;
  offset: number;
}

/** What the webview keeps with `vscode.setState` (survives hiding and reloads of the webview). */
export interface WebviewPersistedState {
  draft: string;
  /** Lets the host's serializer give a restored panel back its own session after a reload. */
  sessionId?: string;
  /** Working steps the reader opened, as `turnId` and group id (absent when none). */
  openSteps?: Array<[string, string]>;
  /**
   * Where the reader scrolled to: the turn at the top of the view and how many pixels of it are
   * above the top (a pixel offset alone would drift: answers out of view take their real height
   * only once shown). Absent while the view follows the latest answer.
   */
  scrollAnchor?: ScrollAnchor;
}

// ---------------------------------------------------------------------------------------------
// Validation of messages from the webview (the host calls this on every message)
// ---------------------------------------------------------------------------------------------

/** Bounds that keep a compromised webview from handing the host absurd values. */
export const WEBVIEW_MESSAGE_LIMITS = {
  idLength: 200,
  codeLength: 1_000_000,
  hrefLength: 8192,
  nameLength: 1024,
  languageLength: 64,
  /** A draft may exceed the question limit (the counter says so); it is still bounded. */
  draftLength: 100_000,
} as const;

type Fields = Record<string, unknown>;

function isString(value: unknown, maxLength: number, minLength = 0): value is string {
  return typeof value === 'string' && value.length >= minLength && value.length <= maxLength;
}

function isId(value: unknown): value is string {
  return isString(value, WEBVIEW_MESSAGE_LIMITS.idLength, 1);
}

function isBlockRef(value: unknown): value is BlockRef {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as Fields;
  return isId(ref.turnId) && Number.isSafeInteger(ref.index) && (ref.index as number) >= 0;
}

function isSessionSettings(value: unknown): value is SessionSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const settings = value as Fields;
  const known = new Set(['output_language', 'job_mode', 'max_contextual_job_history']);
  if (Object.keys(settings).some((key) => !known.has(key))) return false;
  const { output_language, job_mode, max_contextual_job_history } = settings;
  if (output_language !== undefined && !OUTPUT_LANGUAGES.includes(output_language as OutputLanguage)) return false;
  if (job_mode !== undefined && !JOB_MODES.includes(job_mode as JobMode)) return false;
  if (max_contextual_job_history !== undefined) {
    const n = max_contextual_job_history;
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > LIMITS.maxContextualJobHistory) return false;
  }
  return true;
}

const L = WEBVIEW_MESSAGE_LIMITS;

/** One check per message type: the field checks that must all pass. */
const VALIDATORS: { [K in WebviewMessageType]: (m: Fields) => boolean } = {
  ready: () => true,
  // The question is bounded by the draft limit here; the 6000-character rule is the host's
  // business logic, answered with an `error` the person can act on.
  ask: (m) => isId(m.requestId) && isString(m.question, L.draftLength, 1),
  stop: (m) => isId(m.turnId),
  retry: (m) => isId(m.requestId) && isId(m.turnId),
  insertCode: (m) =>
    isString(m.code, L.codeLength) && isString(m.language, L.languageLength) && (m.target === 'cursor' || m.target === 'notebook'),
  openInNewFile: (m) => isString(m.code, L.codeLength) && isString(m.language, L.languageLength),
  copy: (m) => isString(m.text, L.codeLength),
  copyTable: (m) => isBlockRef(m.ref),
  openTableAsCsv: (m) => isBlockRef(m.ref),
  saveTable: (m) => isBlockRef(m.ref),
  saveImage: (m) => isBlockRef(m.ref),
  openLink: (m) => isString(m.href, L.hrefLength, 1),
  revealSource: (m) => isString(m.datasourceId, L.idLength) && isString(m.datasetId, L.idLength) && isString(m.name, L.nameLength),
  loadOlderHistory: (m) => isId(m.requestId),
  changeSettings: (m) => isId(m.requestId) && isSessionSettings(m.settings),
  changeDataset: () => true,
  chooseDataSources: () => true,
  exportConversation: () => true,
  chooseModel: () => true,
  draftChanged: (m) => isString(m.text, L.draftLength),
};

/**
 * Returns the message if it is a well-formed `WebviewMessage`, otherwise undefined (the host
 * logs and ignores it). Only the fields of the type are checked; extra fields are tolerated.
 */
export function parseWebviewMessage(value: unknown): WebviewMessage | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const message = value as Fields;
  if (typeof message.type !== 'string' || !Object.hasOwn(VALIDATORS, message.type)) return undefined;
  return VALIDATORS[message.type as WebviewMessageType](message) ? (value as WebviewMessage) : undefined;
}

/**
 * The links the host may open for `openLink` after confirmation: http, https and mailto only.
 * Returns the parsed URL, or undefined for anything else (javascript:, file:, command:, …).
 */
export function parseOpenableLink(href: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url : undefined;
}

// ---------------------------------------------------------------------------------------------
// Answer ops: produced by the host, applied by the webview
// ---------------------------------------------------------------------------------------------

export function emptyAnswer(): AnswerView {
  return { blocks: [], groups: [] };
}

/** The op for what the reducer reported for one event (`AnswerReducer.apply`). */
export function opFromBlockChange(change: BlockChange): AnswerOp {
  return change.kind === 'appended'
    ? { op: 'append', index: change.index, text: change.text }
    : { op: 'block', index: change.index, block: change.block };
}

/** The op for a TASK event (the reducer keeps tasks beside the blocks, not as a change). */
export function opFromTask(group: GroupSummary, task: TaskProgress): AnswerOp {
  return { op: 'task', groupId: group.groupId, groupName: group.groupName, stage: group.stage, task: { ...task } };
}

/** The whole answer as the reducer holds it, for history turns and for a webview that reloaded. */
export function toAnswerView(reduced: {
  blocks: AnswerBlock[];
  groups: ReadonlyMap<string, GroupSummary>;
  tasks: ReadonlyMap<string, readonly TaskProgress[]>;
}): AnswerView {
  const groups: GroupProgress[] = [...reduced.groups.values()].map((group) => ({
    ...group,
    tasks: (reduced.tasks.get(group.groupId) ?? []).map((task) => ({ ...task })),
  }));
  return { blocks: reduced.blocks, groups };
}

/**
 * Applies `ops` to `view` in place and returns the indexes of the blocks and the ids of the
 * groups that changed, so the webview re-renders only those. Ops that do not fit (an append to
 * a missing block, an index past the end) are skipped rather than corrupting the view.
 */
export function applyAnswerOps(view: AnswerView, ops: readonly AnswerOp[]): { blocks: Set<number>; groups: Set<string> } {
  const changed = { blocks: new Set<number>(), groups: new Set<string>() };
  for (const op of ops) {
    if (op.op === 'block') {
      if (op.index < 0 || op.index > view.blocks.length) continue;
      view.blocks[op.index] = op.block;
      changed.blocks.add(op.index);
      // As the reducer: SOURCES and QUESTIONS carry global group ids that are not working steps.
      if (op.block.type !== 'SOURCES' && op.block.type !== 'QUESTIONS') {
        ensureGroup(view, op.block.group_id, op.block.group_name ?? '', op.block.stage);
      }
    } else if (op.op === 'append') {
      const block = view.blocks[op.index];
      if (!block || (block.type !== 'MESSAGE' && block.type !== 'CODE')) continue;
      view.blocks[op.index] = { ...block, content: block.content + op.text };
      changed.blocks.add(op.index);
    } else {
      const group = ensureGroup(view, op.groupId, op.groupName, op.stage);
      if (op.groupName) group.groupName = op.groupName;
      const at = group.tasks.findIndex((t) => t.id === op.task.id);
      if (at >= 0) group.tasks[at] = op.task;
      else group.tasks.push(op.task);
      changed.groups.add(op.groupId);
    }
  }
  return changed;
}

function ensureGroup(view: AnswerView, groupId: string, groupName: string, stage: Stage): GroupProgress {
  let group = view.groups.find((g) => g.groupId === groupId);
  if (!group) {
    group = { groupId, groupName, stage, tasks: [] };
    view.groups.push(group);
  }
  return group;
}

/** A working step's status: running while any task runs (a retry), else error if one failed, else done. */
export function groupStatus(group: GroupProgress): TaskStatus | undefined {
  if (group.tasks.length === 0) return undefined;
  if (group.tasks.some((t) => t.status === 'running')) return 'running';
  if (group.tasks.some((t) => t.status === 'error')) return 'error';
  return 'done';
}
