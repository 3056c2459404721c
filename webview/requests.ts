/**
 * The webview's requests in flight. A request gets its id here (the one id scheme,
 * src/common/ids.ts) and is forgotten when the host answers it: with the reply the protocol's
 * `RequestReplies` names, or with `error`. The panel asks which kinds are pending to know
 * whether it is busy.
 */
import { createId } from '../src/common/ids';
import type { HostMessage, RequestFields, RequestType, WebviewMessage } from '../src/protocol';

export class Requests {
  private readonly pending = new Map<string, RequestType>();

  constructor(private readonly post: (message: WebviewMessage) => void) {}

  /** Sends `request` with a new id; returns the id. */
  send(request: RequestFields): string {
    const requestId = createId('req');
    this.pending.set(requestId, request.type);
    this.post({ ...request, requestId } as WebviewMessage);
    return requestId;
  }

  /** The kind of this webview's request that `message` answers (now settled), if any. */
  settle(message: HostMessage): RequestType | undefined {
    const requestId = 'requestId' in message ? message.requestId : undefined;
    if (requestId === undefined) return undefined;
    const type = this.pending.get(requestId);
    this.pending.delete(requestId);
    return type;
  }

  isPending(...types: RequestType[]): boolean {
    for (const type of this.pending.values()) if (types.includes(type)) return true;
    return false;
  }
}
