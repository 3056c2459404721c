/**
 * What the reader left the panel as: the draft, the working steps they opened and where they
 * scrolled to. VS Code throws the webview away when its tab is hidden (the panel does not keep
 * its context, which would cost memory for every open chat) and loads it again when the tab comes
 * back; the host then sends the conversation again, and this state puts the view back as it was.
 * It lives in the webview's own state (`setState`), which VS Code keeps for as long as the panel.
 */
import type { ScrollAnchor, WebviewPersistedState } from '../src/protocol';
import type { HostBridge } from './vscodeApi';

/** Bounds what is kept: older opened steps are forgotten first. */
const MAX_OPEN_STEPS = 200;
/** Scrolling writes the state at most this often. */
const SCROLL_SAVE_DELAY_MS = 100;

export class ViewState {
  private readonly state: WebviewPersistedState;
  private scrollTimer: ReturnType<typeof setTimeout> | undefined;
  /** True when the webview was loaded again with state of its own (not for the first time). */
  readonly restored: boolean;

  constructor(private readonly bridge: HostBridge) {
    const saved = bridge.loadState();
    this.restored = saved !== undefined;
    this.state = saved ?? { draft: '' };
  }

  get draft(): string {
    return this.state.draft;
  }

  setDraft(draft: string, sessionId: string | undefined): void {
    this.state.draft = draft;
    if (sessionId !== undefined) this.state.sessionId = sessionId;
    this.save();
  }

  isStepOpen(turnId: string, groupId: string): boolean {
    return (this.state.openSteps ?? []).some(([t, g]) => t === turnId && g === groupId);
  }

  /** The reader opened or closed a working step. */
  setStepOpen(turnId: string, groupId: string, open: boolean): void {
    const others = (this.state.openSteps ?? []).filter(([t, g]) => t !== turnId || g !== groupId);
    const steps = open ? [...others, [turnId, groupId] as [string, string]].slice(-MAX_OPEN_STEPS) : others;
    if (steps.length > 0) this.state.openSteps = steps;
    else delete this.state.openSteps;
    this.save();
  }

  /** Where the reader scrolled to, or undefined while the view follows the latest answer. */
  get scrollAnchor(): ScrollAnchor | undefined {
    return this.state.scrollAnchor;
  }

  /** The view scrolled: `read` tells where to, once scrolling pauses (a scroll fires many events). */
  scrolled(read: () => ScrollAnchor | undefined): void {
    clearTimeout(this.scrollTimer);
    this.scrollTimer = setTimeout(() => {
      const anchor = read();
      if (anchor) this.state.scrollAnchor = { turnId: anchor.turnId, offset: Math.round(anchor.offset) };
      else delete this.state.scrollAnchor;
      this.save();
    }, SCROLL_SAVE_DELAY_MS);
  }

  private save(): void {
    this.bridge.saveState({ ...this.state });
  }
}
