/**
 * The one Markdown escaper: text from a person, a file or a service shown inside Markdown (a
 * tree's tooltip, the dataset overview, an exported conversation, a table cell) reads as the
 * text it is. No emphasis, code, link, image, table cell, raw HTML or entity can come out of it
 * anywhere in a line, and no heading, quote, list or rule where a line starts. Only what can
 * start markup is escaped, so numbers and sentences stay readable in the Markdown source
 * (`-3.5` and `e.g.` are left alone). CommonMark lets any ASCII punctuation be escaped with a
 * backslash, which is how everything is escaped. Pure: runs in every part.
 */

/** Characters that start inline markup wherever they stand. */
const INLINE = /[\\`*[\]<>|~&!$]/g;
/** `_` starts emphasis only at a word's edge (CommonMark): `total_revenue` stays as it is. */
const UNDERSCORE = /(?<=^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu;
/** The colon of `scheme://`, which GFM would turn into a link. */
const AUTOLINK = /:(?=\/\/)/g;
/** A heading, quote, list item or ordered item where a line starts (before the inline escape). */
const LINE_START = /^([ \t]*)(#|[+-](?=[ \t]|$))/gm;
/** An ordered item's `1.` or `1)`: its punctuation is escaped, not its number. */
const ORDERED = /^([ \t]*\d{1,9})([.)])(?=[ \t]|$)/gm;
/** A line of only `-` or `=` (a rule, or a heading's underline). */
const RULE_LINE = /^([ \t]*)([-=])(?=[-= \t]*$)/gm;

export interface EscapeOptions {
  /** Line breaks become spaces (a heading, a list item, a table cell). */
  singleLine?: boolean;
}

export function escapeMarkdown(text: string, options: EscapeOptions = {}): string {
  const flat = options.singleLine ? text.replace(/\r\n|\r|\n/g, ' ') : text;
  return flat.replace(INLINE, '\\$&').replace(UNDERSCORE, '\\_').replace(AUTOLINK, '\\:').replace(LINE_START, '$1\\$2').replace(ORDERED, '$1\\$2').replace(RULE_LINE, '$1\\$2');
}

/**
 * Text as inline code, shown exactly as it is: a code span shows backslashes literally, so its
 * text is never escaped; instead the fence is one backtick longer than the longest run of
 * backticks inside, and a space pads each side when the text starts or ends with a backtick or a
 * space (CommonMark strips one such space from each side). Line breaks become spaces, as a
 * renderer would show them. Not for a table cell, where `|` still splits the cell.
 */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ');
  if (!flat.length) return '` `';
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(flat) && flat.trim().length ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A value in a GFM table cell: escaped as above, line breaks kept as `<br>`. */
export function markdownTableCell(value: string): string {
  return value.split(/\r\n|\r|\n/).map((line) => escapeMarkdown(line)).join('<br>');
}

/** Text inside HTML (an element's content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
