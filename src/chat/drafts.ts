/**
 * The draft of one session's question box, as the host keeps it: in the session store, so that
 * it survives the panel being closed and reopened, or the window reloading. (While the panel is
 * open the webview keeps its own copy, which also survives its tab being hidden:
 * webview/viewState.ts. The webview's copy wins when it has one, being the newer.)
 */
import type { ChatSessionStore } from './sessionStore';

export class SessionDraft {
  constructor(
    private readonly store: ChatSessionStore,
    private readonly sessionId: string,
  ) {}

  get text(): string {
    return this.store.get(this.sessionId).draft;
  }

  /** The webview reports the text as typed (after a pause in typing). */
  save(text: string): Promise<void> {
    return this.store.update(this.sessionId, { draft: text });
  }

  /** The question was asked: it is no longer a draft. */
  asked(): Promise<void> {
    return this.save('');
  }
}
