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
  if (/^[1-5]\d\d$/.test(raw) && CODE_NOUN.test(tokens[i + 1]?.raw ?? '')) {
    const n = Number(raw);
    return { from: n, to: n, start: i, end: noun(i + 2), label: raw };
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

/**
 * The status filter the question's codes name, with the token positions it placed; one filter
 * with both codes when two are set against each other ("404s vs 503s"), none when a class and a
 * code are mixed (the caller leaves their words unplaced).
 */
export async function statusCodeFilter(parts: Parts, lookups: ParseLookups): Promise<{ filter: Filter; placed: number[] } | null> {
  const named: Named[] = [];
  for (let i = 0; i < parts.tokens.length; i++) {
    const found = codesAt(parts, i);
    if (found) {
      named.push(found);
      i = found.end;
    }
  }
  if (!named.length) return null;
  const column = await statusColumn(parts, lookups);
  if (!column) return null;
  const placed = named.flatMap((n) => Array.from({ length: n.end - n.start + 1 }, (_, k) => n.start + k));
  const name = column.name;
  if (named.length === 1) {
    const [{ from, to, label }] = named;
    const filter: Filter = from === to
      ? { column: name, op: '=', values: [from], label: `${name} = ${from}` }
      : { column: name, op: 'between', values: [from, to], label: `${name} from ${from} to ${to} (${label})` };
    return { filter, placed };
  }
  const codes = [...new Set(named.map((n) => n.from))];
  if (named.some((n) => n.from !== n.to) || codes.length !== named.length) return null;
  return { filter: { column: name, op: 'in', values: codes, label: `${name} in (${codes.join(', ')})` }, placed };
}
