/**
 * Signed, expiring addresses for files the engine serves without the API key (data source
 * downloads, job results, multipart part uploads). The signature is an HMAC over the method, the
 * path and the expiry, so an address works only for its own file, its own verb and until it
 * expires, and leaks nothing about the API key.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';

export type SignatureCheck = 'ok' | 'expired' | 'bad';

export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  /** Loads the data dir's signing secret, creating it (owner-only) on first start. */
  static async fromFile(file: string): Promise<UrlSigner> {
    try {
      const secret = await readFile(file);
      if (secret.length >= 32) return new UrlSigner(secret);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const secret = randomBytes(32);
    await writeFile(file, secret, { mode: 0o600 });
    await chmod(file, 0o600);
    return new UrlSigner(secret);
  }

  /** Query string (without `?`) that makes `path` usable with `method` until `expiresAt`. */
  sign(method: string, path: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `expires=${expires}&signature=${this.mac(method, path, expires)}`;
  }

  verify(method: string, path: string, query: URLSearchParams, now = Date.now()): SignatureCheck {
    const expires = Number(query.get('expires'));
    const signature = query.get('signature') ?? '';
    if (!Number.isSafeInteger(expires)) return 'bad';
    const expected = Buffer.from(this.mac(method, path, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
    return expires * 1000 < now ? 'expired' : 'ok';
  }

  private mac(method: string, path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${method.toUpperCase()}\n${path}\n${expires}`).digest('base64url');
  }
}
