/**
 * One question and its answer. Holds the turn's data, applies the host's ops to it and
 * re-renders only the blocks and working steps that changed (keyed by block index and group id).
 */
import {
  applyAnswerOps,
  groupStatus,
  type AnswerBlock,
  type AnswerOp,
  type GroupProgress,
  type ImageData,
  type JobOutcome,
  type TableData,
  type TaskStatus,
  type TurnView,
} from '../../src/protocol';
import { actionButton, codicon, el, h, uniqueId } from '../dom';
import { CodeView } from './code';
import type { BlockView, RenderContext } from './context';
import { ImageView } from './image';
import { MessageView } from './message';
import { QuestionsView } from './questions';
import { SourcesView } from './sources';
import { TableView } from './table';

type AnyBlockView = MessageView | CodeView | TableView | ImageView | SourcesView | QuestionsView;

interface PlacedBlock {
  type: AnswerBlock['type'];
  /** Group id for a block inside a working step, undefined for the answer itself. */
  step: string | undefined;
  view: AnyBlockView;
}

const STATUS_ICON: Record<TaskStatus, string> = { running: 'loading codicon-modifier-spin', done: 'pass', error: 'error' };

/**
 * A block belongs in its working step when it is Analyze output; sources and follow-ups are the
 * answer's, and so is code: the steps fold once the answer finishes, and the code (with Insert at
 * Cursor) must stay in view.
 */
function stepOf(block: AnswerBlock): string | undefined {
  return block.stage === 'Analyze' && block.type !== 'SOURCES' && block.type !== 'QUESTIONS' && block.type !== 'CODE' ? block.group_id : undefined;
}

class StepView {
  readonly element: HTMLElement;
  readonly content: HTMLElement;
  private readonly icon: HTMLElement;

  constructor(open: boolean, toggled: (open: boolean) => void) {
    this.icon = h('span', { slot: 'decorations', class: 'step-status' });
    this.content = h('div', { class: 'step-content' });
    this.element = el('vscode-collapsible', { class: 'step', open }, this.icon, this.content);
    // Fired only by the reader's click or Enter, not when the answer finishing closes the step.
    this.element.addEventListener('vsc-collapsible-toggle', (event) => toggled((event as CustomEvent<{ open: boolean }>).detail.open));
  }

  render(group: GroupProgress | undefined, fallbackName: string, context: RenderContext): void {
    const name = group?.groupName || group?.tasks[0]?.name || fallbackName;
    this.element.setAttribute('heading', name);
    const status = group ? groupStatus(group) : undefined;
    const label = status ? context.strings.t(status === 'running' ? 'stepRunning' : status === 'done' ? 'stepDone' : 'stepError') : '';
    this.element.setAttribute('description', label);
    this.element.dataset.status = status ?? '';
    this.icon.replaceChildren(...(status ? [codicon(STATUS_ICON[status], `status-${status}`)] : []));
  }

  close(): void {
    (this.element as HTMLElement & { open: boolean }).open = false;
  }
}

export interface TurnCallbacks {
  retry(turnId: string): void;
  /** Whether the reader left this working step open (it stays open once the answer finishes). */
  stepOpen(turnId: string, groupId: string): boolean;
  /** The reader opened or closed a working step. */
  stepToggled(turnId: string, groupId: string, open: boolean): void;
}

/** The most characters of an answer read out when it completes. */
const MAX_ANNOUNCED = 240;

export class TurnController {
  readonly element: HTMLElement;
  private readonly steps: HTMLElement;
  private readonly respond: HTMLElement;
  private readonly statusArea: HTMLElement;
  private readonly answerSection: HTMLElement;
  private readonly blocks = new Map<number, PlacedBlock>();
  private readonly stepViews = new Map<string, StepView>();
  private readonly dirtyBlocks = new Set<number>();
  private readonly dirtyGroups = new Set<string>();
  /** Block views with rendering left over from an earlier frame (long messages). */
  private readonly unfinished = new Set<number>();
  private statusDirty = true;
  private readonly tableData = new Map<number, TableData>();
  private readonly imageData = new Map<number, ImageData>();

  constructor(
    private readonly turn: TurnView,
    private readonly context: RenderContext,
    private readonly callbacks: TurnCallbacks,
  ) {
    const questionId = uniqueId('question');
    const answerId = uniqueId('answer');
    this.steps = h('section', { class: 'steps', 'aria-label': context.strings.t('workingSteps') });
    this.respond = h('div', { class: 'respond' });
    this.statusArea = h('div', { class: 'turn-status' });
    this.answerSection = h(
      'section',
      { class: 'answer', 'aria-labelledby': answerId, 'aria-busy': 'false' },
      h('h3', { id: answerId, class: 'visually-hidden' }, context.strings.t('answer')),
      this.steps,
      this.respond,
      this.statusArea,
    );
    this.element = h(
      'article',
      { class: 'turn', 'aria-labelledby': questionId, 'data-turn-id': turn.turnId },
      h('h2', { id: questionId, class: 'question' }, h('span', { class: 'visually-hidden' }, `${context.strings.t('question')}: `), turn.question),
      this.answerSection,
    );
    turn.answer.blocks.forEach((_, index) => this.dirtyBlocks.add(index));
    for (const group of turn.answer.groups) this.dirtyGroups.add(group.groupId);
  }

  get turnId(): string {
    return this.turn.turnId;
  }

  get question(): string {
    return this.turn.question;
  }

  get running(): boolean {
    return this.turn.status === 'running';
  }

  /** True once any block or working step of the answer has arrived. */
  get started(): boolean {
    return this.turn.answer.blocks.length > 0 || this.turn.answer.groups.length > 0;
  }

  /**
   * The answer's opening sentence as plain text (the first message of the answer proper, else
   * the first message at all), for a screen reader to hear when the answer completes. Empty
   * when the answer has no text.
   */
  get openingSentence(): string {
    const messages = this.turn.answer.blocks.filter((block) => block.type === 'MESSAGE');
    const first = messages.find((block) => block.stage === 'Respond') ?? messages[0];
    if (!first || typeof first.content !== 'string') return '';
    const text = first.content
      .replace(/```[\s\S]*?(```|$)/g, ' ')
      .replace(/^\s*#{1,6}\s.*$/gm, ' ')
      .replace(/^\s*([-*+]|\d+\.|>)\s+/gm, '')
      .replace(/[*_`~]+/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
    return sentence.length > MAX_ANNOUNCED ? `${sentence.slice(0, MAX_ANNOUNCED - 1)}…` : sentence;
  }

  /** True while something is waiting to be drawn. */
  get dirty(): boolean {
    return this.statusDirty || this.dirtyBlocks.size > 0 || this.dirtyGroups.size > 0 || this.unfinished.size > 0;
  }

  applyOps(ops: readonly AnswerOp[], jobId: string | undefined): void {
    if (jobId) this.turn.jobId = jobId;
    const changed = applyAnswerOps(this.turn.answer, ops);
    for (const index of changed.blocks) this.dirtyBlocks.add(index);
    for (const group of changed.groups) this.dirtyGroups.add(group);
  }

  finish(outcome: JobOutcome): void {
    this.turn.status = outcome.status;
    this.turn.error = outcome.status === 'failed' ? outcome.error : undefined;
    this.statusDirty = true;
  }

  setTableData(index: number, data: TableData): void {
    this.tableData.set(index, data);
    this.dirtyBlocks.add(index);
  }

  setImageData(index: number, data: ImageData): void {
    this.imageData.set(index, data);
    this.dirtyBlocks.add(index);
  }

  /** The host's editor changed kind: code blocks show or hide "Insert as Notebook Cell". */
  refreshCodeBlocks(): void {
    for (const [index, placed] of this.blocks) if (placed.type === 'CODE') this.dirtyBlocks.add(index);
  }

  /** Draws what changed, until `deadline`; returns true when nothing is left to draw. */
  render(deadline: number): boolean {
    const answer = this.turn.answer;
    for (const groupId of this.dirtyGroups) {
      const group = answer.groups.find((g) => g.groupId === groupId);
      if (group && group.stage === 'Analyze') this.step(groupId).render(group, this.stepName(groupId), this.context);
    }
    this.dirtyGroups.clear();
    const indexes = [...new Set([...this.unfinished, ...this.dirtyBlocks])].sort((a, b) => a - b);
    this.dirtyBlocks.clear();
    for (const index of indexes) {
      const block = answer.blocks[index];
      if (!block) continue;
      const view = this.place(index, block);
      if (view.render(deadline)) this.unfinished.delete(index);
      else this.unfinished.add(index);
    }
    if (this.statusDirty) this.renderStatus();
    const done = this.unfinished.size === 0;
    this.answerSection.setAttribute('aria-busy', String(this.running || !done));
    return done;
  }

  private step(groupId: string): StepView {
    let step = this.stepViews.get(groupId);
    if (!step) {
      step = new StepView(this.running || this.callbacks.stepOpen(this.turn.turnId, groupId), (open) => this.callbacks.stepToggled(this.turn.turnId, groupId, open));
      this.stepViews.set(groupId, step);
      this.steps.append(step.element);
      const group = this.turn.answer.groups.find((g) => g.groupId === groupId);
      step.render(group, this.stepName(groupId), this.context);
    }
    return step;
  }

  /** A step's name when its group has none: a block's group name (history has no tasks), or a generic one. */
  private stepName(groupId: string): string {
    const named = this.turn.answer.blocks.find((block) => block.group_id === groupId && block.group_name);
    return named?.group_name || this.context.strings.t('workingSteps');
  }

  /** The view of block `index`, created (or re-created when its kind or place changed) as needed. */
  private place(index: number, block: AnswerBlock): BlockView {
    const step = stepOf(block);
    const existing = this.blocks.get(index);
    if (existing && existing.type === block.type && existing.step === step) {
      this.updateView(existing.view, block, index);
      return existing.view;
    }
    existing?.view.element.remove();
    const view = this.createView(block, index);
    this.updateView(view, block, index);
    const placed: PlacedBlock = { type: block.type, step, view };
    this.blocks.set(index, placed);
    const container = step === undefined ? this.respond : this.step(step).content;
    // Keep reading order: before the block of the same container with the next larger index.
    let before: HTMLElement | null = null;
    let beforeIndex = Infinity;
    for (const [other, otherPlaced] of this.blocks) {
      if (other > index && other < beforeIndex && otherPlaced.step === step) {
        before = otherPlaced.view.element;
        beforeIndex = other;
      }
    }
    view.element.dataset.index = String(index);
    container.insertBefore(view.element, before);
    return view;
  }

  private createView(block: AnswerBlock, index: number): AnyBlockView {
    const ref = { turnId: this.turn.turnId, index };
    switch (block.type) {
      case 'MESSAGE':
        return new MessageView();
      case 'CODE':
        return new CodeView(block, this.context);
      case 'TABLE':
        return new TableView(block, ref, this.context);
      case 'IMAGE':
        return new ImageView(block, ref, this.context);
      case 'SOURCES':
        return new SourcesView(block, this.context);
      case 'QUESTIONS':
        return new QuestionsView(block, this.context);
    }
  }

  private updateView(view: BlockView, block: AnswerBlock, index: number): void {
    if (view instanceof MessageView && block.type === 'MESSAGE') view.setText(block.content);
    else if (view instanceof CodeView && block.type === 'CODE') view.update(block);
    else if (view instanceof TableView && block.type === 'TABLE') {
      view.update(block);
      const data = this.tableData.get(index);
      if (data) view.setData(data);
    } else if (view instanceof ImageView && block.type === 'IMAGE') {
      view.update(block);
      const data = this.imageData.get(index);
      if (data) view.setData(data);
    } else if (view instanceof SourcesView && block.type === 'SOURCES') view.update(block);
    else if (view instanceof QuestionsView && block.type === 'QUESTIONS') view.update(block);
  }

  private renderStatus(): void {
    this.statusDirty = false;
    const { strings } = this.context;
    const turn = this.turn;
    this.element.dataset.status = turn.status;
    if (turn.status !== 'running') {
      for (const [groupId, step] of this.stepViews) if (!this.callbacks.stepOpen(turn.turnId, groupId)) step.close();
    }
    if (turn.status === 'running') {
      this.statusArea.replaceChildren(h('p', { class: 'working' }, el('vscode-progress-ring', { 'aria-hidden': 'true' }), strings.t('thinking')));
    } else if (turn.status === 'completed') {
      this.statusArea.replaceChildren();
    } else if (turn.status === 'stopped') {
      // Stopped before anything arrived: there is no partial answer to speak of.
      const started = this.started;
      this.statusArea.replaceChildren(
        h(
          'div',
          { class: `turn-note stopped${started ? '' : ' before-start'}` },
          codicon('debug-stop'),
          h('span', {}, strings.t(started ? 'answerStopped' : 'answerStoppedBeforeStart')),
          this.retryButton(),
        ),
      );
    } else {
      const error = turn.error ?? { message: '' };
      const traceId = error.traceId;
      this.statusArea.replaceChildren(
        h(
          'div',
          { class: 'turn-error', role: 'group', 'aria-label': strings.t('answerFailed', error.message) },
          h('p', { class: 'error-message' }, codicon('error'), error.message),
          error.code !== undefined ? h('p', { class: 'error-code' }, strings.t('errorCode', String(error.code))) : null,
          traceId
            ? h(
                'p',
                { class: 'error-trace' },
                h('span', { class: 'trace-id' }, strings.t('traceId', traceId)),
                actionButton(strings.t('copyTraceId'), 'copy', () => this.context.post({ type: 'copy', text: traceId })),
              )
            : null,
          error.nextStep ? h('p', { class: 'error-next' }, error.nextStep) : null,
          this.retryButton(),
        ),
      );
    }
  }

  private retryButton(): HTMLElement {
    const button = el('vscode-button', { icon: 'refresh', class: 'retry' }, this.context.strings.t('retry'));
    button.addEventListener('click', () => this.callbacks.retry(this.turn.turnId));
    return button;
  }
}
