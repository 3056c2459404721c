/**
 * The chat webview: receives HostMessages, keeps the conversation's turns, and draws what changed
 * at most once per animation frame. It talks only to the host (acquireVsCodeApi); it has no
 * network access and its CSP would refuse any.
 */
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-collapsible/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-progress-ring/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import { emptyAnswer, type ErrorView, type ScrollAnchor, type HostMessage, type PanelState, type RequestType, type StringTable, type TurnView, type WebviewMessage } from '../src/protocol';
import { Composer } from './composer';
import { codicon, el, h } from './dom';
import { Header } from './header';
import { renderMarkdown } from './markdown';
import type { RenderContext } from './render/context';
import { questionButtons } from './render/questions';
import { TurnController } from './render/turn';
import { Strings } from './strings';
import { Requests } from './requests';
import { ViewState } from './viewState';
import { HostBridge } from './vscodeApi';

/** Time one frame may spend drawing before the rest waits for the next frame. */
const FRAME_BUDGET_MS = 8;
/** Within this many pixels of the bottom the view follows new output. */
const FOLLOW_SLACK_PX = 32;
const DRAFT_POST_DELAY_MS = 300;

class ChatApp {
  private readonly strings = new Strings();
  private readonly context: RenderContext;
  private state: PanelState | undefined;
  private readonly turns: TurnController[] = [];
  private readonly turnsById = new Map<string, TurnController>();
  private readonly dirty = new Set<TurnController>();
  private readonly requests: Requests;
  private frame: number | undefined;
  private following = true;
  /** Where the last scroll left the view: only a move up (the reader's doing) stops following. */
  private lastScrollTop = 0;
  private hasOlder = false;
  private draftTimer: ReturnType<typeof setTimeout> | undefined;
  /** The draft, opened steps and scroll position, kept while the tab is hidden. */
  private readonly view: ViewState;
  /** A scroll position to go back to once the restored conversation is drawn. */
  private restoreAnchor: ScrollAnchor | undefined;

  private readonly header: Header;
  private readonly conversation: HTMLElement;
  private readonly turnList: HTMLElement;
  private readonly olderButton: HTMLElement;
  private readonly empty: HTMLElement;
  private readonly jumpButton: HTMLElement;
  private readonly banner: HTMLElement;
  private readonly liveRegion: HTMLElement;
  private readonly composer: Composer;

  /** Built on the host's `init`, so every label is in the host's language from the start. */
  constructor(
    root: HTMLElement,
    private readonly bridge: HostBridge,
    translations: Partial<StringTable>,
  ) {
    this.strings.update(translations);
    this.view = new ViewState(bridge);
    this.restoreAnchor = this.view.scrollAnchor;
    this.requests = new Requests((message) => this.post(message));
    this.context = {
      strings: this.strings,
      post: (message) => this.post(message),
      lastEditor: () => this.state?.lastEditor ?? 'none',
      ask: (question) => this.ask(question),
    };
    this.header = new Header(
      this.strings,
      (message) => this.post(message),
      (request) => this.requests.send(request),
    );
    this.olderButton = el('vscode-button', { secondary: true, icon: 'fold-up', class: 'load-older', hidden: true }, this.strings.t('loadOlder'));
    this.olderButton.addEventListener('click', () => this.loadOlder());
    this.empty = h('section', { class: 'empty', hidden: true });
    this.turnList = h('div', { class: 'turns' });
    this.conversation = h(
      'main',
      { class: 'conversation', tabindex: '-1', 'aria-label': this.strings.t('conversation') },
      this.olderButton,
      this.empty,
      this.turnList,
    );
    this.conversation.addEventListener('scroll', () => this.onScroll(), { passive: true });
    // Off-screen chunks take their real height only when laid out (content-visibility), so the
    // bottom can move after a draw: while following, stay on it.
    new ResizeObserver(() => {
      if (this.following) this.scrollToBottom();
    }).observe(this.turnList);
    this.jumpButton = el('vscode-button', { class: 'jump-latest', icon: 'arrow-down', hidden: true }, this.strings.t('jumpToLatest'));
    this.jumpButton.addEventListener('click', () => {
      this.scrollToBottom();
      this.composer.focus();
    });
    this.banner = h('div', { class: 'banner', role: 'alert', hidden: true });
    this.liveRegion = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
    this.composer = new Composer(this.strings, {
      send: (question) => this.ask(question),
      stop: () => this.stop(),
      draftChanged: (text) => this.saveDraft(text),
      recall: () => this.turns.map((turn) => turn.question),
    });
    if (this.view.restored) this.composer.setValue(this.view.draft);
    root.replaceChildren(
      this.header.element,
      this.conversation,
      h('footer', { class: 'panel-footer' }, this.jumpButton, this.banner, this.composer.element),
      this.liveRegion,
    );
    root.addEventListener('click', (event) => this.onLinkClick(event));
    this.focusInputWhenPanelFocused();
  }

  /**
   * When the panel itself gets focus (Focus Chat, its keybinding, a click on its tab) and
   * nothing inside it has focus, the caret goes to the question box, ready to type. A click
   * into the panel's content keeps the focus where the click put it.
   */
  private focusInputWhenPanelFocused(): void {
    let pointerDownAt = -Infinity;
    window.addEventListener('pointerdown', () => {
      pointerDownAt = performance.now();
    }, { capture: true });
    window.addEventListener('focus', () => {
      requestAnimationFrame(() => {
        const clicked = performance.now() - pointerDownAt < 500;
        const idle = document.activeElement === null || document.activeElement === document.body;
        if (!clicked && idle) this.composer.focus();
      });
    });
  }

  private post(message: WebviewMessage): void {
    this.bridge.post(message);
  }

  onMessage(message: HostMessage): void {
    const answered = this.requests.settle(message);
    switch (message.type) {
      case 'init':
        this.setState(message.state);
        if (!this.view.restored && message.draft) this.composer.setValue(message.draft);
        this.view.setDraft(this.composer.value, message.state.session.id);
        break;
      case 'state':
        if (this.state) this.setState({ ...this.state, ...message.patch });
        break;
      case 'history':
        this.onHistory(message.turns, message.position, message.hasOlder);
        break;
      case 'jobStarted':
        this.onJobStarted(answered, message.turnId, message.question);
        break;
      case 'jobEvents': {
        const turn = this.turnsById.get(message.turnId);
        if (!turn) return;
        turn.applyOps(message.ops, message.jobId);
        this.markDirty(turn);
        break;
      }
      case 'jobFinished': {
        const turn = this.turnsById.get(message.turnId);
        if (!turn) return;
        turn.finish(message.outcome);
        this.markDirty(turn);
        this.updateBusy();
        const outcome = message.outcome;
        this.announce(
          outcome.status === 'completed'
            ? [this.strings.t('answerComplete'), turn.openingSentence].filter(Boolean).join(' ')
            : outcome.status === 'stopped'
              ? this.strings.t(turn.started ? 'answerStopped' : 'answerStoppedBeforeStart')
              : this.strings.t('answerFailed', outcome.error.message),
        );
        break;
      }
      case 'tableData':
        this.withTurn(message.ref.turnId, (turn) => turn.setTableData(message.ref.index, message.data));
        break;
      case 'imageData':
        this.withTurn(message.ref.turnId, (turn) => turn.setImageData(message.ref.index, message.data));
        break;
      case 'error':
        this.onError(message.error);
        break;
    }
  }

  private withTurn(turnId: string, action: (turn: TurnController) => void): void {
    const turn = this.turnsById.get(turnId);
    if (!turn) return;
    action(turn);
    this.markDirty(turn);
  }

  private setState(state: PanelState): void {
    const editorChanged = this.state?.lastEditor !== state.lastEditor;
    this.state = state;
    this.header.update(state);
    this.composer.setOptions(state.options);
    if (editorChanged) {
      for (const turn of this.turns) {
        turn.refreshCodeBlocks();
        this.markDirty(turn);
      }
    }
    this.renderEmpty();
  }

  // -- asking -----------------------------------------------------------------------------------

  private get running(): boolean {
    return this.turns.some((turn) => turn.running);
  }

  private ask(question: string): void {
    if (this.running || this.requests.isPending('ask', 'retry')) return;
    this.hideBanner();
    this.requests.send({ type: 'ask', question });
    this.updateBusy();
  }

  private retry(turnId: string): void {
    if (this.running || this.requests.isPending('ask', 'retry')) return;
    this.hideBanner();
    this.requests.send({ type: 'retry', turnId });
    this.updateBusy();
  }

  private stop(): void {
    for (const turn of this.turns) if (turn.running) this.post({ type: 'stop', turnId: turn.turnId });
  }

  private onJobStarted(answered: RequestType | undefined, turnId: string, question: string): void {
    // The question is now the host's: the draft it came from can go (an ask, not a retry).
    // The host trims what it sends, so compare trimmed: a question pasted with a trailing
    // newline must not stay in the box, one Enter away from a second job.
    if (answered !== undefined && question === this.composer.value.trim()) this.composer.setValue('');
    const turn = this.addTurn({ turnId, question, answer: emptyAnswer(), status: 'running' }, 'end');
    this.markDirty(turn);
    this.renderEmpty();
    this.updateBusy();
    this.scrollToBottom();
  }

  private onError(error: ErrorView): void {
    const parts = [error.message, error.code !== undefined ? this.strings.t('errorCode', String(error.code)) : '', error.traceId ? this.strings.t('traceId', error.traceId) : '', error.nextStep ?? ''];
    this.banner.replaceChildren(codicon('error'), h('span', {}, parts.filter(Boolean).join(' · ')));
    this.banner.hidden = false;
    this.updateBusy();
  }

  private hideBanner(): void {
    this.banner.hidden = true;
    this.banner.replaceChildren();
  }

  private updateBusy(): void {
    this.composer.setBusy(this.running, this.requests.isPending('ask', 'retry'));
  }

  private saveDraft(text: string): void {
    this.view.setDraft(text, this.state?.session.id);
    clearTimeout(this.draftTimer);
    this.draftTimer = setTimeout(() => this.post({ type: 'draftChanged', text }), DRAFT_POST_DELAY_MS);
  }

  // -- turns and history ------------------------------------------------------------------------

  private addTurn(view: TurnView, where: 'start' | 'end', before?: Element | null): TurnController {
    const existing = this.turnsById.get(view.turnId);
    if (existing) return existing;
    const turn = new TurnController(view, this.context, {
      retry: (turnId) => this.retry(turnId),
      stepOpen: (turnId, groupId) => this.view.isStepOpen(turnId, groupId),
      stepToggled: (turnId, groupId, open) => this.view.setStepOpen(turnId, groupId, open),
    });
    this.turnsById.set(view.turnId, turn);
    if (where === 'end') {
      this.turns.push(turn);
      this.turnList.append(turn.element);
    } else {
      this.turns.unshift(turn);
      this.turnList.insertBefore(turn.element, before ?? this.turnList.firstChild);
    }
    return turn;
  }

  private onHistory(turns: TurnView[], position: 'replace' | 'older', hasOlder: boolean): void {
    if (position === 'replace') {
      const running = this.turns.filter((turn) => turn.running);
      this.turns.length = 0;
      this.turnsById.clear();
      this.turnList.replaceChildren();
      for (const view of turns) this.markDirty(this.addTurn(view, 'end'));
      // A job still streaming (e.g. the webview reloaded while the host kept it) stays below.
      for (const turn of running) {
        if (this.turnsById.has(turn.turnId)) continue;
        this.turnsById.set(turn.turnId, turn);
        this.turns.push(turn);
        this.turnList.append(turn.element);
      }
      this.following = this.restoreAnchor === undefined;
    } else {
      // Drawn at once and the scroll position kept, so the reader's place does not jump.
      const fromBottom = this.conversation.scrollHeight - this.conversation.scrollTop;
      const first = this.turnList.firstElementChild;
      for (const view of turns) {
        if (this.turnsById.has(view.turnId)) continue;
        this.addTurn(view, 'start', first).render(Number.POSITIVE_INFINITY);
      }
      this.conversation.scrollTop = this.conversation.scrollHeight - fromBottom;
    }
    this.hasOlder = hasOlder;
    this.olderButton.hidden = !hasOlder;
    this.renderEmpty();
    this.updateBusy();
    this.schedule();
  }

  private loadOlder(): void {
    if (!this.hasOlder || this.requests.isPending('loadOlderHistory')) return;
    this.requests.send({ type: 'loadOlderHistory' });
  }

  private renderEmpty(): void {
    const show = this.turns.length === 0 && this.state !== undefined;
    this.empty.hidden = !show;
    if (!show || !this.state) return;
    const { dataset, explorationQuestions } = this.state;
    const parts: Node[] = [h('h2', {}, dataset?.name ?? this.strings.t('noDataset'))];
    // The service writes the summary in Markdown (bold names, lists, a table of first rows).
    if (dataset?.summary) parts.push(h('div', { class: 'dataset-summary markdown' }, renderMarkdown(dataset.summary)));
    if (explorationQuestions.length > 0) {
      parts.push(h('h3', {}, this.strings.t('explore')), questionButtons(explorationQuestions, this.context));
    }
    this.empty.replaceChildren(...parts);
  }

  // -- drawing ----------------------------------------------------------------------------------

  private markDirty(turn: TurnController): void {
    this.dirty.add(turn);
    this.schedule();
  }

  private schedule(): void {
    if (this.frame === undefined) this.frame = requestAnimationFrame(() => this.draw());
  }

  private draw(): void {
    this.frame = undefined;
    const deadline = performance.now() + FRAME_BUDGET_MS;
    // Only needed to notice new output below a reader who scrolled up.
    const before = this.following ? 0 : this.conversation.scrollHeight;
    for (const turn of [...this.dirty]) {
      if (turn.render(deadline) && !turn.dirty) this.dirty.delete(turn);
    }
    if (this.dirty.size === 0 && this.restoreAnchor !== undefined) this.restoreScroll(this.restoreAnchor);
    else if (this.following) this.scrollToBottom();
    else if (this.conversation.scrollHeight > before) this.jumpButton.hidden = false;
    if (this.dirty.size > 0) this.schedule();
  }

  private onScroll(): void {
    const c = this.conversation;
    if (c.scrollHeight - c.scrollTop - c.clientHeight <= FOLLOW_SLACK_PX) this.following = true;
    else if (c.scrollTop < this.lastScrollTop) this.following = false;
    this.lastScrollTop = c.scrollTop;
    if (this.following) this.jumpButton.hidden = true;
    // Not while the restored conversation is still being drawn: its height is not final yet.
    if (this.restoreAnchor === undefined) this.view.scrolled(() => (this.following ? undefined : this.scrollAnchor()));
    if (c.scrollTop < 48) this.loadOlder();
  }

  /** The turn at the top of the view, and how far into it the view starts. */
  private scrollAnchor(): ScrollAnchor | undefined {
    const top = this.conversation.getBoundingClientRect().top;
    const turn = this.turns.find((t) => t.element.getBoundingClientRect().bottom > top);
    return turn ? { turnId: turn.turnId, offset: top - turn.element.getBoundingClientRect().top } : undefined;
  }

  /**
   * Back where the reader was before the tab was hidden, once everything is drawn. The browser's
   * scroll anchoring then keeps that turn in place while answers above take their real height.
   */
  private restoreScroll(anchor: ScrollAnchor): void {
    this.restoreAnchor = undefined;
    const c = this.conversation;
    const turn = this.turnsById.get(anchor.turnId);
    if (turn) c.scrollTop += turn.element.getBoundingClientRect().top - c.getBoundingClientRect().top + anchor.offset;
    else c.scrollTop = c.scrollHeight;
    this.lastScrollTop = c.scrollTop;
    this.following = c.scrollHeight - c.scrollTop - c.clientHeight <= FOLLOW_SLACK_PX;
    this.jumpButton.hidden = this.following;
  }

  private scrollToBottom(): void {
    this.conversation.scrollTop = this.conversation.scrollHeight;
    this.lastScrollTop = this.conversation.scrollTop;
    this.following = true;
    this.jumpButton.hidden = true;
  }

  private announce(text: string): void {
    // Cleared first so the same sentence twice is announced twice.
    this.liveRegion.textContent = '';
    setTimeout(() => {
      this.liveRegion.textContent = text;
    }, 50);
  }

  /** Links in answers never navigate the webview: the host confirms and opens them. */
  private onLinkClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    if (!target) return;
    event.preventDefault();
    const href = target.getAttribute('href');
    if (href) this.post({ type: 'openLink', href });
  }
}

function isHostMessage(data: unknown): data is HostMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

const root = document.getElementById('app');
if (root) {
  const bridge = new HostBridge();
  let app: ChatApp | undefined;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isHostMessage(message)) return;
    // The host answers `ready` with `init` first; nothing can be shown before it.
    if (!app) {
      if (message.type !== 'init') return;
      app = new ChatApp(root, bridge, message.strings);
    }
    app.onMessage(message);
  });
  bridge.post({ type: 'ready' });
}
