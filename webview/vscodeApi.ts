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
    return typeof state?.draft === 'string' ? { draft: state.draft } : undefined;
  }

  saveState(state: WebviewPersistedState): void {
    this.api.setState(state);
  }
}
