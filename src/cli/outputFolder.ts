/**
 * Where tables and images of an answer are saved. A file name that comes from a server is never
 * used as a path: it is cut to a plain base name (no directories, no `..`, no control or shell-
 * special characters, no reserved device names), given the extension its kind needs, and made
 * unique, and a file already in the folder is never overwritten.
 */
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

const MAX_NAME = 100;
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** A safe base name for a server-given `name`, ending in one of `extensions` (the first by default). */
export function safeFileName(name: string, extensions: readonly string[], fallback = 'result'): string {
  const last = name.split(/[\\/]/).filter(Boolean).pop() ?? '';
  let base = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s_-]+|[.\s]+$/g, '');
  if (WINDOWS_DEVICES.test(base)) base = `_${base}`;
  let ext = path.extname(base).toLowerCase();
  let stem = ext ? base.slice(0, -ext.length) : base;
  if (!extensions.includes(ext)) {
    stem = base;
    ext = extensions[0] ?? '';
  }
  stem = stem.replace(/[.\s]+$/g, '') || fallback;
  const room = MAX_NAME - ext.length;
  if ([...stem].length > room) stem = [...stem].slice(0, room).join('');
  return stem + ext;
}

export class OutputFolder {
  private readonly used = new Set<string>();
  private created = false;

  constructor(readonly dir: string) {}

  /** Writes `bytes` under a safe, unique name and returns the path written. */
  async save(serverName: string, extensions: readonly string[], bytes: Uint8Array): Promise<string> {
    if (!this.created) {
      await mkdir(this.dir, { recursive: true });
      this.created = true;
    }
    const name = safeFileName(serverName, extensions);
    const ext = path.extname(name);
    const stem = name.slice(0, name.length - ext.length);
    for (let n = 1; n < 10_000; n++) {
      const candidate = n === 1 ? name : `${stem}-${n}${ext}`;
      if (this.used.has(candidate.toLowerCase())) continue;
      const target = path.join(this.dir, candidate);
      let handle;
      try {
        // 'wx' fails when the file exists: an earlier answer's file is never replaced.
        handle = await open(target, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
      this.used.add(candidate.toLowerCase());
      return target;
    }
    throw new Error(`no free file name for ${name} in ${this.dir}`);
  }
}

export const TABLE_EXTENSIONS = ['.csv'] as const;
export const IMAGE_EXTENSIONS = ['.png', '.svg', '.jpg', '.jpeg', '.gif', '.webp'] as const;

/** The image extensions with the one the content type names first, so a nameless image gets it. */
export function imageExtensions(contentType: string | undefined): readonly string[] {
  const fromType = /svg/i.test(contentType ?? '') ? '.svg' : /jpe?g/i.test(contentType ?? '') ? '.jpg' : /gif/i.test(contentType ?? '') ? '.gif' : /webp/i.test(contentType ?? '') ? '.webp' : '.png';
  return [fromType, ...IMAGE_EXTENSIONS.filter((e) => e !== fromType)];
}
