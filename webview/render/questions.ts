import type { QuestionsBlock } from '../../src/protocol';
import { codicon, h } from '../dom';
import type { BlockView, RenderContext } from './context';

/** Buttons that ask a question (follow-ups of an answer, or the dataset's exploration questions). */
export function questionButtons(questions: readonly string[], context: RenderContext): HTMLElement {
  return h(
    'ul',
    { class: 'questions-list' },
    ...questions
      .filter((q) => typeof q === 'string' && q.trim() !== '')
      .map((question) => {
        const button = h('button', { type: 'button', class: 'question-button' }, codicon('comment-discussion'), question);
        button.addEventListener('click', () => context.ask(question));
        return h('li', {}, button);
      }),
  );
}

/** A QUESTIONS block: suggested follow-up questions. */
export class QuestionsView implements BlockView {
  readonly element: HTMLElement;
  private rendered: QuestionsBlock['content'] | undefined;

  constructor(
    private block: QuestionsBlock,
    private readonly context: RenderContext,
  ) {
    this.element = h('section', { class: 'block block-questions' });
  }

  update(block: QuestionsBlock): void {
    this.block = block;
  }

  render(): boolean {
    if (this.rendered === this.block.content) return true;
    this.rendered = this.block.content;
    const questions = Array.isArray(this.block.content) ? this.block.content : [];
    this.element.replaceChildren(
      h('h4', { class: 'block-header' }, codicon('lightbulb'), this.context.strings.t('followUps')),
      questionButtons(questions, this.context),
    );
    return true;
  }
}
