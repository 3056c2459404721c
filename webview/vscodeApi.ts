import type { WebviewMessage, WebviewPersistedState } from '../src/protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** The only way out of the webview: typed messages to the host and the webview's saved state. */
export class HostBridge {
  private readonly api: VsCodeApi = acquireVsCodeApi();

  post(message: WebviewMessage): void {
    this.api.postMessage(message);
  }

  loadState(): WebviewPersistedState | undefined {
    const state = this.api.getState() as Partial<WebviewPersistedState> | undefined;
    if (typeof state?.draft !== 'string') return undefined;
    const loaded: WebviewPersistedState = { draft: state.draft };
    if (typeof state.sessionId === 'string') loaded.sessionId = state.sessionId;
    const openSteps = Array.isArray(state.openSteps) ? state.openSteps.filter((s) => Array.isArray(s) && typeof s[0] === 'string' && typeof s[1] === 'string') : [];
    if (openSteps.length > 0) loaded.openSteps = openSteps;
    const anchor = state.scrollAnchor;
    if (typeof anchor?.turnId === 'string' && Number.isFinite(anchor.offset)) loaded.scrollAnchor = { turnId: anchor.turnId, offset: anchor.offset };
    return loaded;
  }

  saveState(state: WebviewPersistedState): void {
    this.api.setState(state);
  }
}
