/**
 * Pure helpers for the result files of an answer (TABLE CSVs and IMAGEs): a safe local file name
 * from the name the service gave, a table as Markdown, and the image's real type.
 * No vscode import, so they are tested in plain Node.
 */
import { parseCsv } from '../common/csv';
import { markdownTableCell } from '../common/markdown';
import type { ImageMime } from '../protocol';

/** Rows (besides the header) the host sends as a table's preview; the webview shows up to 20. */
export const PREVIEW_ROWS = 50;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const MAX_NAME_LENGTH = 100;

/**
 * A file name that is safe on every platform, built from a name the service gave. The service
 * is not trusted: separators, `..`, drive letters, control characters and reserved names never
 * survive, so the result is always one plain base name. `extension` (with the dot) is added when
 * the name does not end with it.
 */
export function safeBaseName(name: string, fallback: string, extension: string): string {
  // Only the last path segment counts, whatever separator the name uses.
  const last = name.split(/[\\/]/).pop() ?? '';
  let base = last
    .normalize('NFC')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/[^]/gu, (c) => (isControl(c) ? '_' : c))
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  if (!base) base = fallback;
  const lower = base.toLowerCase();
  if (extension && !lower.endsWith(extension.toLowerCase())) base = `${base}${extension}`;
  if (base.length > MAX_NAME_LENGTH) {
    const ext = extension && base.toLowerCase().endsWith(extension.toLowerCase()) ? extension : '';
    base = `${base.slice(0, MAX_NAME_LENGTH - ext.length)}${ext}`;
  }
  return base;
}

function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** The image type from the bytes themselves (the service's names and headers are not trusted). */
export function sniffImageMime(bytes: Uint8Array): ImageMime | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  return undefined;
}

export function imageExtension(mime: ImageMime): string {
  switch (mime) {
    case 'image/png':
      return '.png';
    case 'image/jpeg':
      return '.jpg';
    case 'image/gif':
      return '.gif';
    case 'image/webp':
      return '.webp';
    case 'image/svg+xml':
      return '.svg';
  }
}

/** Whether a result link's expiry time has passed (an unreadable time is not treated as expired). */
export function isExpired(expiresAt: string, now = Date.now()): boolean {
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) && at <= now;
}

/** A CSV as a Markdown table (for Export Conversation): cells escaped, line breaks kept as <br>. */
export function csvToMarkdownTable(csv: string, maxRows = Number.POSITIVE_INFINITY): string {
  const [header, ...data] = parseCsv(csv, maxRows + 1);
  if (!header) return '';
  const width = Math.max(header.length, ...data.map((r) => r.length));
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, i) => markdownTableCell(row[i] ?? '')).join(' | ')} |`;
  return [line(header), `|${' --- |'.repeat(width)}`, ...data.map(line)].join('\n');
}
