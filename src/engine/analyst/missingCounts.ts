/**
 * Counting the rows where one named column is missing: "how many flights are missing a delay
 * value?", "what percentage of rows have a blank fertility?". The missing-values overview lists
 * every column, so its table does not hold the figure asked for; here the answer is that one
 * count (or share), with the filter said in its first sentence.
 */
import type { Filter } from './intent';
import type { ValueMention } from './mentions';
import type { Parts } from './parts';
import type { Rule } from './rules';

/**
 * Words for a missing value, before or after the column. "unknown" too: a number column's
 * "unknown" marks are read as gaps (textTypes.ts), and a text column's value "Unknown" is claimed
 * by the value before any column is read here.
 */
const MISSING = /^(missing|null|blank|empty|nan|unknown)$/;

/**
 * Small words that may stand between the missing word and the column ("missing a delay", "delay is
 * blank", "the mite count missing": a count, a reading or a figure of the column is its value).
 */
const GAP = /^(a|an|any|the|its|their|value|values|count|reading|figure|for|is|are|was|were|of|in)$/;

/** The column whose missing values the question counts, and the tokens that say it. */
function missingColumn(parts: Parts): { column: string; at: number[]; value?: ValueMention } | null {
  const found: Array<{ column: string; at: number[]; score: number; after: boolean; value?: ValueMention }> = [];
  for (const mention of parts.mentions) {
    const column = mention.candidates[0].column;
    for (const step of [-1, 1]) {
      const at: number[] = [];
      let i = step < 0 ? mention.start - 1 : mention.end;
      while (parts.tokens[i] && GAP.test(parts.tokens[i].raw) && at.length < 3) {
        at.push(i);
        i += step;
      }
      // A word the data holds as a value of this column ("unknown coat", Coat "Unknown") is that
      // value, never a gap; said of a number or date column, which cannot hold it ("unknown age"
      // beside a Coat "Unknown"), it is that column's gap.
      const value = parts.values.find((v) => v.start <= i && i < v.end);
      const gapOf = !value || (value.column !== column.name && (column.kind === 'number' || column.kind === 'date'));
      if (parts.tokens[i] && MISSING.test(parts.tokens[i].raw) && gapOf) {
        found.push({ column: column.name, at: [...at, i], score: mention.candidates[0].score, after: step < 0, ...(value ? { value } : {}) });
        break;
      }
    }
  }
  // "how many trips are missing a distance?": the subject's weak match (trip_id) gives way to the column named;
  // "how many shifts are missing a downtime figure": so does a subject named outright (`Shift`), the
  // column after the missing word being what is missing.
  const objects = found.filter((entry) => entry.after);
  const candidates = objects.length ? objects : found;
  const best = Math.max(...candidates.map((entry) => entry.score));
  const strongest = candidates.filter((entry) => entry.score === best);
  return strongest.length === 1 ? strongest[0] : null;
}

/** "How many …", "what percentage of …": a count or share of the rows with that column missing. */
export const missingCount: Rule = {
  name: 'rows missing one column',
  when: /\b(how many|number of|count|percentage|percent|pct|share|proportion|fraction)\b/,
  unless: /\b(by|per|each|every|not (missing|null|empty|blank))\b/,
  read: ({ base, parts, filters }) => {
    const found = missingColumn(parts);
    if (!found) return undefined;
    found.at.forEach((i) => parts.placed.add(i));
    const missing: Filter = { column: found.column, op: 'missing', values: [], label: `${found.column} is missing` };
    const share = /\b(percentage|percent|pct|share|proportion|fraction)\b/.test(parts.text);
    // The value the word was first read as is no condition of the count.
    const readAsValue = (f: Filter): boolean => !!found.value && f.column === found.value.column && f.values.includes(found.value.value);
    const kept = filters.filter((f) => !(f.column === found.column && f.op === 'missing') && !readAsValue(f));
    return { ...base, kind: 'aggregate', measure: { agg: 'count', column: null }, filters: [...kept, missing], ...(share ? { share: true } : {}) };
  },
};

/**
 * "Which columns have gaps?", "what fields contain blanks?", "which columns in actuals have
 * gaps" (a sheet or table named between), "which columns on the sheet have empty cells", "columns
 * with missing values?", "what columns are incomplete": the columns with missing values, and only those.
 */
export const columnsWithGaps: Rule = {
  name: 'which columns have gaps',
  when: /^ ((which|what|show|list|show me) (the )?)?(columns?|fields?|variables?) ((in|of|on) (the )?(\p{L}+ )?(sheet |table |tab |file |spreadsheet )?)?(have|has|contain|contains|with|are) (any )?(gaps|missing|blanks?|nulls|empty|incomplete|missing values|blank values)\b/u,
  read: ({ base, parts }) => {
    // "empty cells", "blank entries": the cells are where the gaps are; "the sheet" is the table asked about.
    parts.tokens.forEach((token, i) => { if (/^(gaps|blanks|cells?|entries|sheet|table|tab|file|spreadsheet)$/.test(token.raw)) parts.placed.add(i); });
    return { ...base, kind: 'missing', gapsOnly: true };
  },
};
