/**
 * A small word set against a value: "avg response time get vs post", "in vs out". Small words
 * ("get", "in", "on") are never looked up as values on their own, since they are mostly filler;
 * written on one side of "vs" with a value of a column on the other, the word is that column's
 * value too when the column holds it ("GET" beside "POST" in `method`).
 */
import type { ValueMention } from './mentions';
import type { ParseLookups } from './parts';
import type { TableInfo } from './schema';
import { STOPWORDS, type Token } from './text';

const VERSUS = /^(vs|versus)$/;

/** Adds the small words set against a value of a column that holds them as values too; their tokens are claimed. */
export async function versusValues(tokens: Token[], values: ValueMention[], info: TableInfo, lookups: ParseLookups, claimed: Set<number>): Promise<void> {
  for (const [i, token] of tokens.entries()) {
    if (!STOPWORDS.has(token.raw) || claimed.has(i)) continue;
    // "get vs post": the value after; "post vs get": the value before.
    const other = VERSUS.test(tokens[i + 1]?.raw ?? '') ? values.find((v) => v.start === i + 2) : VERSUS.test(tokens[i - 1]?.raw ?? '') ? values.find((v) => v.end === i - 1) : undefined;
    if (!other) continue;
    const hit = (await lookups.findValues(info, [token.raw])).find((found) => found.column === other.column);
    if (!hit) continue;
    values.push({ start: i, end: i + 1, column: hit.column, value: hit.value });
    claimed.add(i);
  }
}
