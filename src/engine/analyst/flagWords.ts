/**
 * Words of a yes/no column's name that are also a value of another column: "remote" is the
 * value `Remote` of `Office Location` and the first word of `Remote Eligible (Y/N)`, which keep
 * different rows. The question says which when it types the flag's words in order ("remote
 * eligible", matched as the column by mentions.ts); a lone word is asked about. Counting the
 * distinct answers of a flag (Y and N) is never how many rows have it.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** A column of yes/no answers, by its name: "Remote Eligible (Y/N)", "Returned (yes/no)". */
function isFlagColumn(column: ColumnInfo): boolean {
  const words = column.words;
  return column.kind === 'boolean' || (words.length > 2 && /^(y|yes)$/.test(words[words.length - 2]) && /^(n|no)$/.test(words[words.length - 1]));
}

/** The doubts a flag column's words raise in this reading of the question. */
export function flagDoubts(parts: Parts, intent: Intent): string[] {
  const doubts: string[] = [];
  const flags = parts.info.columns.filter(isFlagColumn);
  for (const value of parts.values) {
    // "the Remote office location": the value's own column is named, so the value is meant.
    if (value.end - value.start !== 1 || parts.mentions.some((m) => m.candidates[0].column.name === value.column)) continue;
    const word = parts.tokens[value.start].word;
    const flag = flags.find((c) => c.name !== value.column && c.words[0] === word);
    if (flag) doubts.push(`“${escapeMarkdown(parts.tokens[value.start].raw)}” could be the rows where ${escapeMarkdown(value.column)} is ${escapeMarkdown(value.value)} or the rows where ${codeSpan(flag.name)} says yes, which give different figures; name the one you mean.`);
  }
  const counted = intent.measure?.agg === 'count_distinct' ? flags.find((c) => c.name === intent.measure?.column) : undefined;
  if (counted) doubts.push(`Counting the distinct answers of ${codeSpan(counted.name)} (yes and no) is not counting the rows where it says yes; ask “how many rows where ${escapeMarkdown(counted.name)} is yes”.`);
  return doubts;
}

/**
 * "which region has the most defaults" with `Defaulted` kept at Y: the distinct values of a column
 * the question pins to one value are one at most, so the thing counted is the rows that have it.
 * A key column stays: "how many distinct customers where customer = X" is still one customer.
 */
export function pinnedCount(parts: Parts, intent: Intent): Intent {
  const measure = intent.measure;
  if (measure?.agg !== 'count_distinct' || !measure.column || measure.per || measure.derived || measure.tally) return intent;
  const column = parts.info.columns.find((c) => c.name === measure.column);
  const pinned = intent.filters.some((f) => f.column === measure.column && f.op === '=' && f.values.length === 1);
  if (!column || column.isId || !pinned || intent.groupBy.includes(measure.column)) return intent;
  return { ...intent, measure: { agg: 'count', column: null } };
}
