/**
 * The question input: a multi-line textarea (native, for exact caret control), Enter to send
 * (configurable), Up/Down to recall earlier questions, a character counter against the limit,
 * and Ask/Stop. The draft is saved on every keystroke; the caller persists it.
 */
import type { PanelOptions } from '../src/protocol';
import { el, h, uniqueId } from './dom';
import type { Strings } from './strings';

export interface ComposerCallbacks {
  send(question: string): void;
  stop(): void;
  draftChanged(text: string): void;
  /** Earlier questions, oldest first. */
  recall(): string[];
}

export class Composer {
  readonly element: HTMLElement;
  readonly textarea: HTMLTextAreaElement;
  private readonly counter: HTMLElement;
  private readonly sendButton: HTMLElement;
  private readonly stopButton: HTMLElement;
  private options: PanelOptions = { sendOnEnter: true, maxQuestionLength: 6000 };
  private running = false;
  private pending = false;
  /** Position in the recall list while recalling; the text typed before recalling. */
  private recallIndex: number | undefined;
  private stash = '';

  constructor(
    private readonly strings: Strings,
    private readonly callbacks: ComposerCallbacks,
  ) {
    const inputId = uniqueId('question-input');
    const counterId = uniqueId('question-counter');
    this.textarea = h('textarea', {
      id: inputId,
      class: 'question-input',
      rows: '3',
      placeholder: strings.t('askPlaceholder'),
      'aria-describedby': counterId,
    });
    this.counter = h('span', { id: counterId, class: 'counter' });
    this.sendButton = el('vscode-button', { icon: 'send', class: 'send' }, strings.t('ask'));
    this.stopButton = el('vscode-button', { icon: 'debug-stop', class: 'stop', hidden: true }, strings.t('stop'));
    this.element = h(
      'form',
      { class: 'composer', 'aria-label': strings.t('askLabel') },
      h('label', { for: inputId, class: 'visually-hidden' }, strings.t('askLabel')),
      this.textarea,
      h('div', { class: 'composer-bar' }, this.counter, h('span', { class: 'spacer' }), this.stopButton, this.sendButton),
    );
    this.element.addEventListener('submit', (event) => {
      event.preventDefault();
      this.send();
    });
    this.sendButton.addEventListener('click', () => this.send());
    this.stopButton.addEventListener('click', () => callbacks.stop());
    this.textarea.addEventListener('keydown', (event) => this.onKeyDown(event));
    this.textarea.addEventListener('input', () => {
      this.recallIndex = undefined;
      this.changed();
    });
    this.update();
  }

  setOptions(options: PanelOptions): void {
    this.options = options;
    this.update();
  }

  /** Ask is disabled while a job runs (one at a time) or an ask waits for the host's answer. */
  setBusy(running: boolean, pending: boolean): void {
    this.running = running;
    this.pending = pending;
    this.update();
  }

  get value(): string {
    return this.textarea.value;
  }

  /** Replaces the text (restoring a draft, or clearing after the host accepted the question). */
  setValue(text: string): void {
    this.textarea.value = text;
    this.recallIndex = undefined;
    this.changed();
  }

  focus(): void {
    this.textarea.focus();
  }

  private changed(): void {
    this.update();
    this.callbacks.draftChanged(this.textarea.value);
  }

  private tooLong(): boolean {
    return this.textarea.value.length > this.options.maxQuestionLength;
  }

  private update(): void {
    const length = this.textarea.value.length;
    const max = this.options.maxQuestionLength;
    const over = length > max;
    this.counter.textContent = over ? this.strings.t('tooLong', length, max) : this.strings.t('charCount', length, max);
    this.counter.classList.toggle('over', over);
    this.textarea.setAttribute('aria-invalid', String(over));
    const canSend = !this.running && !this.pending && !over && this.textarea.value.trim() !== '';
    this.sendButton.toggleAttribute('disabled', !canSend);
    this.sendButton.hidden = this.running;
    this.stopButton.hidden = !this.running;
  }

  private send(): void {
    const question = this.textarea.value;
    if (this.running || this.pending || this.tooLong() || question.trim() === '') return;
    this.callbacks.send(question);
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    if (event.key === 'Enter') {
      const sendKey = event.ctrlKey || event.metaKey || (this.options.sendOnEnter && !event.shiftKey && !event.altKey);
      if (sendKey) {
        event.preventDefault();
        this.send();
      }
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const { value, selectionStart, selectionEnd } = this.textarea;
    if (selectionStart !== selectionEnd) return;
    const onFirstLine = !value.slice(0, selectionStart).includes('\n');
    const onLastLine = !value.slice(selectionEnd).includes('\n');
    const questions = this.callbacks.recall();
    if (event.key === 'ArrowUp' && onFirstLine) {
      const next = (this.recallIndex ?? questions.length) - 1;
      if (next < 0) return;
      if (this.recallIndex === undefined) this.stash = value;
      event.preventDefault();
      this.showRecalled(questions[next], next);
    } else if (event.key === 'ArrowDown' && onLastLine && this.recallIndex !== undefined) {
      event.preventDefault();
      const next = this.recallIndex + 1;
      if (next < questions.length) this.showRecalled(questions[next], next);
      else this.showRecalled(this.stash, undefined);
    }
  }

  private showRecalled(text: string, index: number | undefined): void {
    this.textarea.value = text;
    this.textarea.setSelectionRange(text.length, text.length);
    this.changed();
    this.recallIndex = index;
  }
}
