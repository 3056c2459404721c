/**
 * Scale words: "over 2k", "at least 1.5 million" multiply a number of a condition; "in thousands",
 * "in $M", "(in millions)" divide a measure, which is then computed and shown in that scale
 * ("total revenue in thousands (revenue / 1000)"). One map for the filters, the numbers check and
 * the measure.
 */
import type { Aggregation, Intent } from './intent';
import type { Parts } from './parts';
import { pyString, quoteIdent } from './schema';
import { escapeMarkdown } from './text';
import { columnUnit } from './units';

/** A scale word written after a number ("2k", "1.5 million"), as the factor it multiplies by. */
export const SCALES: ReadonlyMap<string, number> = new Map([['k', 1e3], ['thousand', 1e3], ['m', 1e6], ['mn', 1e6], ['million', 1e6], ['bn', 1e9], ['b', 1e9], ['billion', 1e9]]);

/** Scale words a measure is asked in ("in thousands", "in k"), with the name the answer gives the scale. */
const ASKED = new Map<string, { factor: number; name: string }>([
  ...['thousand', 'thousands', 'k', '000s'].map((w): [string, { factor: number; name: string }] => [w, { factor: 1e3, name: 'thousands' }]),
  ...['million', 'millions', 'm', 'mn', 'mm'].map((w): [string, { factor: number; name: string }] => [w, { factor: 1e6, name: 'millions' }]),
  ...['billion', 'billions', 'bn', 'b'].map((w): [string, { factor: number; name: string }] => [w, { factor: 1e9, name: 'billions' }]),
]);

/** One letter ("in m", "in b") is a scale only on a column whose name gives no unit: "height in m" is metres. */
const LETTERS = new Set(['k', 'm', 'b', 'mm']);

/** Currency words that may stand between "in" and the scale ("in USD millions", "in $ thousands" typed as "in thousands"). */
const CURRENCY = /^(usd|eur|gbp|dollars?|euros?)$/;

/** Aggregations a scale divides: a total in thousands is the total / 1000. Counts of rows are left as they are. */
const SCALED: ReadonlySet<Aggregation> = new Set(['sum', 'avg', 'median', 'min', 'max', 'stddev']);

/** Where a measure's scale is asked: the tokens from "in" to the scale word, or null. */
function scaleAsked(parts: Parts): { from: number; to: number; factor: number; name: string } | null {
  const { tokens } = parts;
  for (let i = 0; i < tokens.length; i++) {
    if (!/^(in|into)$/.test(tokens[i].raw) || parts.placed.has(i + 1)) continue;
    // "over 2 in thousands" never; a number before "in" is a condition's own.
    let at = i + 1;
    while (CURRENCY.test(tokens[at]?.raw ?? '')) at++;
    const asked = ASKED.get(tokens[at]?.raw ?? '');
    if (!asked) continue;
    // "in 5 k" is a number's scale, read by the filters; "in thousands of dollars" keeps its currency words.
    let to = at;
    if (tokens[to + 1]?.raw === 'of' && CURRENCY.test(tokens[to + 2]?.raw ?? '')) to += 2;
    return { from: i, to, factor: asked.factor, name: asked.name };
  }
  return null;
}

/**
 * "Total revenue in thousands", "average salary in k": the measure divided by the scale, computed
 * by the SQL and pandas shown (a derived measure), and named with its arithmetic. A scale asked of
 * anything else (a count of rows, a ratio, a share) is a doubt: the question is refused.
 */
export function scaleMeasure(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const asked = scaleAsked(parts);
  if (!asked) return intent;
  const said = `“${escapeMarkdown(parts.tokens.slice(asked.from, asked.to + 1).map((token) => token.raw).join(' '))}”`;
  const measure = intent.measure;
  const column = measure?.column ? parts.info.columns.find((c) => c.name === measure.column) : undefined;
  // "height in m": a column whose name gives a unit reads a letter as that unit, not as a scale.
  const letter = LETTERS.has(parts.tokens[asked.to].raw);
  if (letter && (!column || columnUnit(column))) return intent;
  if (!measure || !column || column.kind !== 'number' || !SCALED.has(measure.agg) || measure.derived || measure.per || intent.share || !['aggregate', 'trend'].includes(intent.kind)) {
    doubts.push(`${said} asks for a figure in ${asked.name}, and I scale only a total, an average or another single measure of a number column, by group or over time.`);
    return intent;
  }
  for (let k = asked.from; k <= asked.to; k++) parts.placed.add(k);
  // "in $M" names no column ending in "m": the scale word is no mention.
  parts.mentions = parts.mentions.filter((m) => m.start < asked.from || m.end > asked.to + 1);
  const name = column.name;
  return {
    ...intent,
    measure: {
      ...measure,
      derived: { name: `${name}_in_${asked.name}`, label: `${name} in ${asked.name} (${name} / ${asked.factor})`, sql: `${quoteIdent(name)} / ${asked.factor}`, pandas: `df[${pyString(name)}] / ${asked.factor}`, columns: [name] },
    },
  };
}
