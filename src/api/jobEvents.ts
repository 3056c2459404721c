/**
 * Turns the service's Server-Sent Events of a streamed job (wire notes §2) into typed job events.
 * Nothing here throws: an event whose data cannot be read becomes an `invalid` event, so one bad
 * line never costs the rest of the answer.
 */
import type { SseEvent } from './sse';
import {
  END_MARK_DONE,
  type AnswerBlock,
  type FileRef,
  type SourceRef,
  type Stage,
  type StreamEnvelope,
  type TaskContent,
  type TaskStatus,
} from './types';

/** Where a block or task belongs: groups are keyed on id, never on the (translatable) name. */
export interface GroupInfo {
  groupId: string;
  groupName: string;
  stage: Stage;
}

export type JobEvent =
  | { type: 'job_id'; jobId: string }
  | ({ type: 'task'; task: TaskContent } & GroupInfo)
  /** A MESSAGE block here is one fragment; the reducer joins fragments. */
  | { type: 'block'; block: AnswerBlock }
  | { type: 'title'; title: string }
  /** An ERROR event: `message` is the service's human-readable text. */
  | { type: 'error'; message: string }
  /** END_MARK: `ok` is false for `[ERROR]`. */
  | { type: 'end'; ok: boolean }
  /** TRIGGER and unknown event names: tolerated, not shown. */
  | { type: 'ignored'; name: string }
  /** A known event whose data could not be read (bad JSON, wrong shape). */
  | { type: 'invalid'; name: string; reason: string };

export function toJobEvent(sse: SseEvent): JobEvent {
  switch (sse.type) {
    case 'JOB_ID':
      return { type: 'job_id', jobId: sse.data.trim() };
    case 'TITLE_GENERATION':
      return { type: 'title', title: sse.data };
    case 'END_MARK':
      return { type: 'end', ok: sse.data.trim() === END_MARK_DONE };
    case 'TRIGGER':
      return { type: 'ignored', name: sse.type };
    case 'TASK':
    case 'MESSAGE':
    case 'CODE':
    case 'TABLE':
    case 'IMAGE':
    case 'SOURCES':
    case 'QUESTIONS':
    case 'ERROR':
      return fromEnvelope(sse);
    default:
      return { type: 'ignored', name: sse.type };
  }
}

function fromEnvelope(sse: SseEvent): JobEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sse.data);
  } catch {
    return invalid(sse, `data is not JSON (${sse.data.length} characters)`);
  }
  if (!isObject(parsed)) return invalid(sse, 'data is not a JSON object');
  const envelope = parsed as Partial<StreamEnvelope>;
  const choice = Array.isArray(envelope.choices) ? envelope.choices[0] : undefined;
  if (!isObject(choice) || !isObject(choice.delta) || !('content' in choice.delta)) {
    return invalid(sse, 'no choices[0].delta.content');
  }
  const content: unknown = choice.delta.content;
  const group: GroupInfo = {
    groupId: typeof envelope.group_id === 'string' ? envelope.group_id : String(envelope.group_id ?? envelope.id ?? ''),
    groupName: typeof envelope.group_name === 'string' ? envelope.group_name : '',
    stage: envelope.stage === 'Analyze' ? 'Analyze' : 'Respond',
  };
  const base = { group_id: group.groupId, group_name: group.groupName, stage: group.stage };
  switch (sse.type) {
    case 'TASK': {
      const task = readTask(content, group.stage);
      return task ? { type: 'task', task, ...group } : invalid(sse, 'TASK content is not a task');
    }
    case 'MESSAGE':
      if (typeof content !== 'string' && content !== null) return invalid(sse, 'MESSAGE content is not text');
      return { type: 'block', block: { type: 'MESSAGE', content: content ?? '', ...base } };
    case 'CODE':
      if (typeof content !== 'string') return invalid(sse, 'CODE content is not text');
      return { type: 'block', block: { type: 'CODE', content, ...base } };
    case 'TABLE':
    case 'IMAGE': {
      const file = readFileRef(content);
      if (!file) return invalid(sse, `${sse.type} content has no url`);
      return { type: 'block', block: { type: sse.type, content: file, ...base } };
    }
    case 'SOURCES': {
      const sources = readSources(content);
      if (!sources) return invalid(sse, 'SOURCES content is not a list of sources');
      // The non-streamed answer puts SOURCES in group "" with name "" (wire notes §3).
      return { type: 'block', block: { type: 'SOURCES', content: sources, group_id: '', group_name: '', stage: group.stage } };
    }
    case 'QUESTIONS': {
      if (!Array.isArray(content)) return invalid(sse, 'QUESTIONS content is not a list');
      const questions = content.filter((q): q is string => typeof q === 'string' && q.trim() !== '');
      // The non-streamed answer puts QUESTIONS in group "-1" without a name.
      return { type: 'block', block: { type: 'QUESTIONS', content: questions, group_id: '-1', stage: group.stage } };
    }
    case 'ERROR':
      return { type: 'error', message: readErrorText(content) };
    default:
      return { type: 'ignored', name: sse.type };
  }
}

function invalid(sse: SseEvent, reason: string): JobEvent {
  return { type: 'invalid', name: sse.type, reason };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TASK_STATUSES: readonly TaskStatus[] = ['running', 'done', 'error'];

function readTask(content: unknown, stage: Stage): TaskContent | undefined {
  if (!isObject(content)) return undefined;
  const id = content.id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const status = TASK_STATUSES.includes(content.status as TaskStatus) ? (content.status as TaskStatus) : 'running';
  return {
    id: String(id),
    name: typeof content.name === 'string' ? content.name : '',
    status,
    parent_id: typeof content.parent_id === 'string' ? content.parent_id : null,
    stage: content.stage === 'Analyze' || content.stage === 'Respond' ? content.stage : stage,
    properties: isObject(content.properties) ? content.properties : {},
  };
}

/** `{name, url, expires_at}`; history records may carry a bare URL string. */
export function readFileRef(content: unknown): FileRef | undefined {
  if (typeof content === 'string') {
    return content.trim() === '' ? undefined : { name: nameFromUrl(content), url: content, expires_at: '' };
  }
  if (!isObject(content) || typeof content.url !== 'string' || content.url === '') return undefined;
  return {
    name: typeof content.name === 'string' && content.name !== '' ? content.name : nameFromUrl(content.url),
    url: content.url,
    expires_at: typeof content.expires_at === 'string' ? content.expires_at : '',
  };
}

/**
 * A display name for a URL's last path segment. Only for showing: a name that comes from a server
 * is never used as a path on disk.
 */
export function nameFromUrl(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? url;
  }
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function readSources(content: unknown): SourceRef[] | undefined {
  if (!Array.isArray(content)) return undefined;
  const out: SourceRef[] = [];
  for (const item of content) {
    if (!isObject(item)) continue;
    const source: SourceRef = {
      source: typeof item.source === 'string' ? item.source : '',
      datasource_id: typeof item.datasource_id === 'string' ? item.datasource_id : '',
      dataset_id: typeof item.dataset_id === 'string' ? item.dataset_id : '',
      file_type: typeof item.file_type === 'string' ? item.file_type : '',
    };
    if (typeof item.id === 'string') source.id = item.id;
    if (typeof item.page_no === 'number' || item.page_no === null) source.page_no = item.page_no;
    if (typeof item.content === 'string' || item.content === null) source.content = item.content;
    if (typeof item.external_id === 'string') source.external_id = item.external_id;
    out.push(source);
  }
  return out;
}

function readErrorText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (isObject(content)) {
    for (const key of ['code', 'msg', 'message']) {
      const value = content[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return 'The service reported an error.';
}
