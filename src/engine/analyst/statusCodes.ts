/**
 * HTTP status codes named in a question: a class ("5xx errors", "4xx responses"), a code ("404s",
 * "503 responses") or its common name ("server errors" are 5xx, "client errors" 4xx, "page not
 * found" is 404). Read only on a number column named for a status or a code whose values are all
 * HTTP codes (100-599): elsewhere "5xx" or "server errors" name nothing and stay unplaced.
 */
import type { Filter } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';

/** A class or a code, and the tokens that wrote it. */
interface Named {
  from: number;
  to: number;
  start: number;
  end: number;
  label: string;
}

/** The nouns that may follow a code without naming anything else: "5xx errors", "404 responses". */
const CODE_NOUN = /^(errors?|responses?|codes?|statuse?s?|s)$/;

/** Words after which a number counts the groups ranked ("top 200 status codes"). */
const RANK_COUNT = /^(top|bottom|first|last)$/;
/** Words right before a code that make it one ("returned 404", "status 200", "status code 503"). */
const CODE_BEFORE = /^(returned|returning|returns|return|status|code|http)$/;
/** Bare words for failed requests: with no class named they read as 4xx and 5xx, or as 5xx only. */
const ERROR_WORD = /^(errors?|failures?|failed|erroring|erroneous)$/;

/** The tokens each status filter was read from, so a rate can tell the condition it counts from the rows it is over. */
const SPANS = new WeakMap<Filter, { start: number; end: number }>();

export function statusSpan(filter: Filter): { start: number; end: number } | undefined {
  return SPANS.get(filter);
}

/** "server errors", "client errors", "page not found", "not found errors". */
const NAMES: Array<[RegExp, number, number, string]> = [
  [/^server (errors?|failures?)$/, 500, 599, 'server errors, 5xx'],
  [/^client (errors?|failures?)$/, 400, 499, 'client errors, 4xx'],
  [/^(page )?not found( errors?| responses?)?$/, 404, 404, 'not found, 404'],
];

function codesAt(parts: Parts, i: number): Named | null {
  const { tokens } = parts;
  const raw = tokens[i].raw;
  const noun = (at: number): number => (CODE_NOUN.test(tokens[at]?.raw ?? '') ? at : at - 1);
  // "5xx", written as the digit and "xx".
  if (/^[1-5]$/.test(raw) && tokens[i + 1]?.raw === 'xx') {
    const n = Number(raw) * 100;
    return { from: n, to: n + 99, start: i, end: noun(i + 2), label: `${raw}xx` };
  }
  // "top 200 status codes": a number after a ranking word is how many, never a code.
  if (/^[1-5]\d\d$/.test(raw) && !RANK_COUNT.test(tokens[i - 1]?.raw ?? '') && CODE_NOUN.test(tokens[i + 1]?.raw ?? '')) {
    const n = Number(raw);
    return { from: n, to: n, start: i, end: noun(i + 2), label: raw };
  }
  // "requests that returned 404", "status 200", "status code 503": a code after what names it.
  if (/^[1-5]\d\d$/.test(raw) && CODE_BEFORE.test(tokens[i - 1]?.raw ?? '')) {
    const n = Number(raw);
    let start = i - 1;
    while (start > 0 && CODE_BEFORE.test(tokens[start - 1].raw)) start--;
    return { from: n, to: n, start, end: CODE_NOUN.test(tokens[i + 1]?.raw ?? '') ? i + 1 : i, label: raw };
  }
  for (const length of [4, 3, 2]) {
    const phrase = tokens.slice(i, i + length).map((token) => token.raw).join(' ');
    const name = NAMES.find(([pattern]) => pattern.test(phrase));
    if (name) return { from: name[1], to: name[2], start: i, end: i + length - 1, label: name[3] };
  }
  return null;
}

/** The number column of HTTP status codes: named for a status or a code, every value in 100-599. */
async function statusColumn(parts: Parts, lookups: ParseLookups): Promise<ColumnInfo | undefined> {
  const named = parts.info.columns.filter((c) => c.kind === 'number' && c.words.some((word) => /^(status|code)$/.test(word)));
  if (named.length !== 1) return undefined;
  const range = await lookups.numberRange(parts.info, named[0].name);
  return range && range.min >= 100 && range.max <= 599 ? named[0] : undefined;
}

/** What the status filter reads, the tokens it placed, and a doubt when its words read two ways. */
export interface StatusCodes {
  filter: Filter;
  placed: number[];
  doubt?: string;
}

/**
 * The status filter the question's codes name, with the token positions it placed; one filter
 * with both codes when two are set against each other ("404s vs 503s"), one range for classes
 * next to each other ("4xx or 5xx"), none when a class and a code are mixed (the caller leaves
 * their words unplaced). Bare "errors" read as 4xx and 5xx, with the doubt that they may mean 5xx
 * only: the two give different figures, so the question is asked back.
 */
export async function statusCodeFilter(parts: Parts, lookups: ParseLookups): Promise<StatusCodes | null> {
  const named: Named[] = [];
  for (let i = 0; i < parts.tokens.length; i++) {
    const found = codesAt(parts, i);
    if (found) {
      named.push(found);
      i = found.end;
    }
  }
  const bare = named.length ? -1 : parts.tokens.findIndex((token) => ERROR_WORD.test(token.raw));
  if (!named.length && bare < 0) return null;
  const column = await statusColumn(parts, lookups);
  if (!column) return null;
  const name = column.name;
  const spanned = (filter: Filter, placed: number[], doubt?: string): StatusCodes => {
    SPANS.set(filter, { start: Math.min(...placed), end: Math.max(...placed) + 1 });
    return { filter, placed, ...(doubt ? { doubt } : {}) };
  };
  if (bare >= 0) {
    const filter: Filter = { column: name, op: 'between', values: [400, 599], label: `${name} from 400 to 599 (4xx and 5xx)` };
    return spanned(filter, [bare], `“${parts.tokens[bare].raw}” could be the responses with ${name} 400 or above (client and server errors, 4xx and 5xx) or only those with ${name} 500 or above (server errors, 5xx), which give different figures; ask for “4xx or 5xx” or for “5xx”.`);
  }
  const placed = named.flatMap((n) => Array.from({ length: n.end - n.start + 1 }, (_, k) => n.start + k));
  if (named.length === 1) {
    const [{ from, to, label }] = named;
    const filter: Filter = from === to
      ? { column: name, op: '=', values: [from], label: `${name} = ${from}` }
      : { column: name, op: 'between', values: [from, to], label: `${name} from ${from} to ${to} (${label})` };
    return spanned(filter, placed);
  }
  // "4xx or 5xx errors": classes that follow each other are one range, unless set against each other.
  const sorted = [...named].sort((a, b) => a.from - b.from);
  if (named.every((n) => n.from !== n.to) && sorted.every((n, k) => k === 0 || n.from === sorted[k - 1].to + 1) && !/\b(vs|versus|against|compared|compare)\b/.test(parts.text)) {
    const [from, to] = [sorted[0].from, sorted[sorted.length - 1].to];
    return spanned({ column: name, op: 'between', values: [from, to], label: `${name} from ${from} to ${to} (${sorted.map((n) => n.label).join(' and ')})` }, placed);
  }
  const codes = [...new Set(named.map((n) => n.from))];
  if (named.some((n) => n.from !== n.to) || codes.length !== named.length) return null;
  return spanned({ column: name, op: 'in', values: codes, label: `${name} in (${codes.join(', ')})` }, placed);
}
