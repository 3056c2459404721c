/**
 * API keys in VS Code's SecretStorage, one per service address (so switching between two hosted
 * services keeps both keys), plus the local engine's own random key. Keys are never written to
 * settings, logs or messages; this is the only place that stores them.
 */
import { randomBytes } from 'node:crypto';
import type * as vscode from 'vscode';

const API_KEY_PREFIX = 'dataAnalysis.apiKey:';
const ENGINE_KEY = 'dataAnalysis.localEngineKey';

/** The same service under `https://Host/api/` and `https://host/api` is one key. */
export function normalizeAddress(address: string): string {
  const url = new URL(address.trim());
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

export class KeyStore {
  constructor(private readonly storage: vscode.SecretStorage) {}

  async getApiKey(address: string): Promise<string | undefined> {
    return (await this.storage.get(API_KEY_PREFIX + normalizeAddress(address))) || undefined;
  }

  async setApiKey(address: string, key: string): Promise<void> {
    await this.storage.store(API_KEY_PREFIX + normalizeAddress(address), key);
  }

  async deleteApiKey(address: string): Promise<void> {
    await this.storage.delete(API_KEY_PREFIX + normalizeAddress(address));
  }

  /** The local engine's key: made once, random, kept so a restarted engine accepts the same. */
  async engineKey(): Promise<string> {
    const existing = await this.storage.get(ENGINE_KEY);
    if (existing) return existing;
    const key = randomBytes(32).toString('base64url');
    await this.storage.store(ENGINE_KEY, key);
    return key;
  }

  /**
   * An API key was stored or deleted (in this window or another): `address` is the normalized
   * address it belongs to (compare with `normalizeAddress`).
   */
  onDidChange(listener: (address: string) => void): vscode.Disposable {
    return this.storage.onDidChange((event) => {
      if (event.key.startsWith(API_KEY_PREFIX)) listener(event.key.slice(API_KEY_PREFIX.length));
    });
  }
}
