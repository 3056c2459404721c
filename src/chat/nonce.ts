import { randomBytes } from 'node:crypto';

/** A fresh nonce for the webview's script-src, from the OS's cryptographic random source. */
export function createNonce(): string {
  // 16 bytes = 128 bits; base64 is valid in a CSP nonce source.
  return randomBytes(16).toString('base64');
}
