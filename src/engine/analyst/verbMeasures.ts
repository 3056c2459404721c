/**
 * Verbs that name a measure column by their stem: "which country generated the most" is about
 * `Generation (GWh)`, "how much was borrowed" about `Borrowings`, "most units sold" about
 * `Units Sold`. A verb whose stem starts a word of a number column names that column, so a filler
 * verb never hides a column and the rows are not counted in its place.
 */
import type { Intent } from './intent';
import { type Parts, rowNounsOf } from './parts';
import type { ColumnInfo, TableInfo } from './schema';
import { escapeMarkdown, type Token } from './text';

/** Past forms that are not their stem plus "-ed": the stems a column word may start with. */
const IRREGULAR = new Map<string, string[]>([
  ['sold', ['sold']], ['sells', ['sold']], ['sell', ['sold']],
  ['spent', ['spend', 'spent']], ['paid', ['paid', 'payment']], ['won', ['win', 'won']], ['lost', ['loss', 'lost']],
  ['grown', ['grown', 'growth']], ['grew', ['growth', 'grown']], ['drunk', ['drunk', 'drink']], ['eaten', ['eaten']],
]);

/** The stems a verb form may stand for: "generated" generat(e), "shipped" ship, "produces" produc(e). */
function stemsOf(word: string): string[] {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  const stems: string[] = [];
  const ed = /^(\p{L}{3,}?)(\p{L})?\2?ed$/u.exec(word);
  if (word.endsWith('ed')) {
    stems.push(word.slice(0, -2), word.slice(0, -1));
    // "shipped" ship, "planned" plan.
    if (ed?.[2] && word.slice(-4, -3) === word.slice(-3, -2)) stems.push(word.slice(0, -3));
  } else if (/(es|e)$/.test(word) && !word.endsWith('ies')) stems.push(word.replace(/e?s?$/, ''), word.replace(/s$/, ''));
  return stems.filter((stem) => stem.length >= 4);
}

/** Number columns a verb of the question names by its stem, at the verb's place. */
export function verbMentions(tokens: Token[], info: TableInfo): Array<{ at: number; column: ColumnInfo }> {
  const found: Array<{ at: number; column: ColumnInfo }> = [];
  // A price or rate is never what a verb did: "sold" is no `Sale Price`.
  const measures = info.columns.filter((c) => c.kind === 'number' && !c.isId && c.role !== 'rate' && c.role !== 'none');
  tokens.forEach((token, at) => {
    const stems = stemsOf(token.raw);
    if (!stems.length) return;
    for (const column of measures) {
      if (column.words.some((word) => word !== token.raw && stems.some((stem) => word.startsWith(stem)))) found.push({ at, column });
    }
  });
  return found;
}

/**
 * "most units sold in a single sale": the largest value of one row, not the total over all rows.
 * When the noun after "single" names the rows (a unique identifier's word, or the file's noun),
 * the total becomes the row's maximum; when it names something else (an order of several lines),
 * the analyst asks rather than adding up everything.
 */
export function singleRowMeasure(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const single = /\b(?:in|on|for|from) (?:a|one) (?:single )?(\p{L}+)\b/u.exec(parts.text);
  const measure = intent.measure;
  if (!single || !/\bsingle\b|\bin one\b/.test(single[0]) || !measure?.column || measure.agg !== 'sum' || intent.groupBy.length || intent.time) return intent;
  const noun = single[1].replace(/s$/, '');
  const rows = [...parts.unique].some((name) => parts.info.columns.find((c) => c.name === name)?.words.includes(noun)) || rowNounsOf(parts.info).has(noun);
  if (rows) return { ...intent, measure: { ...measure, agg: 'max' } };
  doubts.push(`“${escapeMarkdown(single[0])}” asks for the largest ${escapeMarkdown(measure.column)} of one ${escapeMarkdown(noun)}, and the rows of ${escapeMarkdown(parts.info.table.label)} are not ${escapeMarkdown(noun)}s; I would add up every row instead.`);
  return intent;
}
