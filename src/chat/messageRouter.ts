/**
 * The host's one entry for messages from the chat webview. The webview is not trusted: every
 * message is checked with the protocol's validator before any handler sees it; unknown or
 * malformed messages are logged (by type only, never their content) and ignored.
 */
import { parseWebviewMessage, type WebviewMessage, type WebviewMessageType } from '../protocol';

export type MessageHandlers = {
  [K in WebviewMessageType]: (message: Extract<WebviewMessage, { type: K }>) => void | Promise<void>;
};

export interface RouterLog {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export class MessageRouter {
  constructor(
    private readonly handlers: MessageHandlers,
    private readonly log: RouterLog,
    /** Tells the webview a request failed (a message with a requestId gets its answer). */
    private readonly reportFailure: (error: unknown, requestId: string | undefined) => void,
  ) {}

  /** Validates and dispatches one message; resolves when its handler is done; never rejects. */
  async route(raw: unknown): Promise<WebviewMessage | undefined> {
    const message = parseWebviewMessage(raw);
    if (!message) {
      this.log.warn(`chat: ignored a malformed or unknown message from the webview (${describeType(raw)})`);
      return undefined;
    }
    try {
      const handler = this.handlers[message.type] as (m: WebviewMessage) => void | Promise<void>;
      await handler(message);
    } catch (error) {
      this.log.error(`chat: handling "${message.type}" failed`, error);
      this.reportFailure(error, 'requestId' in message ? message.requestId : undefined);
    }
    return message;
  }
}

function describeType(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return typeof raw;
  const type = (raw as { type?: unknown }).type;
  return typeof type === 'string' ? `type "${type.slice(0, 40).replace(/[^\w-]/g, '?')}"` : 'no type';
}
