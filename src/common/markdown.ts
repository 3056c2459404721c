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
const INLINE = /[\\`*_[\]<>|~&!$]/g;
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
  return flat.replace(INLINE, '\\$&').replace(AUTOLINK, '\\:').replace(LINE_START, '$1\\$2').replace(ORDERED, '$1\\$2').replace(RULE_LINE, '$1\\$2');
}

/** A value in a GFM table cell: escaped as above, line breaks kept as `<br>`. */
export function markdownTableCell(value: string): string {
  return value.split(/\r\n|\r|\n/).map((line) => escapeMarkdown(line)).join('<br>');
}

/** Text inside HTML (an element's content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
