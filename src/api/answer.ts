/**
 * THE one reducer: turns a streamed job's events, a non-streamed answer and a history record into
 * the same ordered list of answer blocks. The webview and the CLI render only these blocks.
 *
 * Rules (wire notes §2): consecutive MESSAGE fragments of one group form one block; any other block
 * (CODE, TABLE, IMAGE, ...) closes the current text block; TASK progress is kept per group and is
 * not a block (the non-streamed answer has no TASK either).
 */
import type { JobEvent } from './jobEvents';
import { readFileRef } from './jobEvents';
import type { AnswerBlock, Job, JobHistoryRecord, SourceRef, Stage, TaskStatus } from './types';

export interface TaskProgress {
  id: string;
  name: string;
  status: TaskStatus;
  parentId: string | null;
  stage: Stage;
}

export interface GroupSummary {
  groupId: string;
  groupName: string;
  stage: Stage;
}

/** What one event did to the blocks, so a renderer can update only that block. */
export type BlockChange =
  | { kind: 'added'; index: number; block: AnswerBlock }
  | { kind: 'appended'; index: number; block: AnswerBlock; text: string };

export class AnswerReducer {
  private readonly list: AnswerBlock[] = [];
  /** Working steps per group, in the order first seen; a task re-sent updates in place. */
  readonly tasks = new Map<string, TaskProgress[]>();
  /** Groups in the order first seen (names may arrive translated: keyed on id). */
  readonly groups = new Map<string, GroupSummary>();
  jobId: string | undefined;
  title: string | undefined;
  /** Set by END_MARK. */
  ended = false;
  /** False once an ERROR event or `[ERROR]` end mark arrived. */
  ok = true;
  /** The ERROR event's text, if any. */
  errorMessage: string | undefined;

  /** Applies one event; returns the block change it caused, if any. */
  apply(event: JobEvent): BlockChange | undefined {
    switch (event.type) {
      case 'job_id':
        this.jobId = event.jobId;
        return undefined;
      case 'title':
        this.title = event.title;
        return undefined;
      case 'task': {
        this.noteGroup(event.groupId, event.groupName, event.stage);
        const list = this.tasks.get(event.groupId) ?? [];
        const progress: TaskProgress = {
          id: event.task.id,
          name: event.task.name,
          status: event.task.status,
          parentId: event.task.parent_id,
          stage: event.task.stage,
        };
        const at = list.findIndex((t) => t.id === progress.id);
        if (at >= 0) list[at] = progress;
        else list.push(progress);
        this.tasks.set(event.groupId, list);
        return undefined;
      }
      case 'block':
        if (event.block.type !== 'SOURCES' && event.block.type !== 'QUESTIONS') {
          this.noteGroup(event.block.group_id, event.block.group_name ?? '', event.block.stage);
        }
        return this.add(event.block);
      case 'error':
        this.ok = false;
        this.errorMessage = event.message;
        return undefined;
      case 'end':
        this.ended = true;
        if (!event.ok) this.ok = false;
        return undefined;
      case 'ignored':
      case 'invalid':
        return undefined;
    }
  }

  /** A copy of the blocks so far (safe to hand to another layer). */
  get blocks(): AnswerBlock[] {
    return this.list.map(copyBlock);
  }

  get blockCount(): number {
    return this.list.length;
  }

  private add(block: AnswerBlock): BlockChange | undefined {
    const last = this.list[this.list.length - 1];
    if (block.type === 'MESSAGE') {
      if (last && last.type === 'MESSAGE' && last.group_id === block.group_id && last.stage === block.stage) {
        if (block.content === '') return undefined;
        last.content += block.content;
        return { kind: 'appended', index: this.list.length - 1, block: copyBlock(last), text: block.content };
      }
      // An empty fragment does not open a block: the non-streamed answer has no empty ones.
      if (block.content === '') return undefined;
    }
    const own = copyBlock(block);
    this.list.push(own);
    return { kind: 'added', index: this.list.length - 1, block: copyBlock(own) };
  }

  private noteGroup(groupId: string, groupName: string, stage: Stage): void {
    const known = this.groups.get(groupId);
    if (!known) this.groups.set(groupId, { groupId, groupName, stage });
    else if (groupName && !known.groupName) known.groupName = groupName;
  }
}

function copyBlock(block: AnswerBlock): AnswerBlock {
  switch (block.type) {
    case 'TABLE':
    case 'IMAGE':
      return { ...block, content: { ...block.content } };
    case 'SOURCES':
      return { ...block, content: block.content.map((s) => ({ ...s })) };
    case 'QUESTIONS':
      return { ...block, content: [...block.content] };
    default:
      return { ...block };
  }
}

/** Reduces a whole list of events (a recorded stream) to blocks. */
export function blocksFromEvents(events: Iterable<JobEvent>): AnswerBlock[] {
  const reducer = new AnswerReducer();
  for (const event of events) reducer.apply(event);
  return reducer.blocks;
}

/**
 * The blocks of a non-streamed answer, through the same rules, so a server that splits a text
 * block (or sends an empty one, or a TABLE as a bare URL) gives the same list as a stream.
 */
export function blocksFromJob(job: Pick<Job, 'blocks'>): AnswerBlock[] {
  return normaliseBlocks(job.blocks as unknown[]);
}

/** The answer blocks of a history record; a TABLE given as a plain URL string becomes a FileRef. */
export function blocksFromHistory(record: Pick<JobHistoryRecord, 'answer'>): AnswerBlock[] {
  return normaliseBlocks((record.answer?.blocks ?? []) as unknown[]);
}

/** The question of a history record as text (its MESSAGE and CODE blocks joined). */
export function questionFromHistory(record: Pick<JobHistoryRecord, 'question'>): string {
  return (record.question?.blocks ?? [])
    .map((b) => (typeof b.content === 'string' ? b.content : ''))
    .filter((text) => text !== '')
    .join('\n\n');
}

function normaliseBlocks(raw: unknown[]): AnswerBlock[] {
  const reducer = new AnswerReducer();
  for (const item of Array.isArray(raw) ? raw : []) {
    const block = readBlock(item);
    if (block) reducer.apply({ type: 'block', block });
  }
  return reducer.blocks;
}

function readBlock(item: unknown): AnswerBlock | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const b = item as Record<string, unknown>;
  const stage: Stage = b.stage === 'Analyze' ? 'Analyze' : 'Respond';
  const groupId = typeof b.group_id === 'string' ? b.group_id : b.group_id === undefined || b.group_id === null ? '' : String(b.group_id);
  const base = { group_id: groupId, stage, ...(typeof b.group_name === 'string' ? { group_name: b.group_name } : {}) };
  switch (b.type) {
    case 'MESSAGE':
    case 'CODE':
      return typeof b.content === 'string' ? { type: b.type, content: b.content, ...base } : undefined;
    case 'TABLE':
    case 'IMAGE': {
      const file = readFileRef(b.content);
      return file ? { type: b.type, content: file, ...base } : undefined;
    }
    case 'SOURCES':
      return Array.isArray(b.content) ? { type: 'SOURCES', content: b.content.filter(isSource), ...base } : undefined;
    case 'QUESTIONS':
      return Array.isArray(b.content)
        ? { type: 'QUESTIONS', content: b.content.filter((q): q is string => typeof q === 'string'), ...base }
        : undefined;
    default:
      return undefined;
  }
}

function isSource(value: unknown): value is SourceRef {
  return typeof value === 'object' && value !== null && typeof (value as { source?: unknown }).source === 'string';
}
