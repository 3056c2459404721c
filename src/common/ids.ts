/**
 * The one id scheme of the chat: `<kind>-<time>-<random>`, e.g. `req-lx3k2a-9f2c4e1b`. Request
 * ids (from the webview or the host), turn ids and anything else that needs a name unique in
 * this window are made here, so an id says what it names and two never collide. Uses the Web
 * Crypto API that Node and the webview both have.
 */
export type IdKind = 'req' | 'turn';

export function createId(kind: IdKind): string {
  const random = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return `${kind}-${Date.now().toString(36)}-${[...random].map((n) => n.toString(36).padStart(7, '0')).join('')}`;
}
