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
    return typeof state.sessionId === 'string' ? { draft: state.draft, sessionId: state.sessionId } : { draft: state.draft };
  }

  saveState(state: WebviewPersistedState): void {
    this.api.setState(state);
  }
}
