/**
 * "the oldest passenger", "longest trip by distance", "most expensive house": a superlative right
 * before the rows' own noun asks which row it was. The answer is that row (every row tied for it),
 * named by its label columns, with its value; never the bare maximum, which answers "how old was the
 * oldest passenger". The noun inside a column's name ("lowest reading score" for `reading score`,
 * "largest award amount") names the column measured, not the rows.
 */
import { type Intent, withoutOtherReading } from './intent';
import { type Parts, PLURAL_RANKING, rankLimit, rowNounsOf } from './parts';
import { fileNouns } from './rowCounts';

/** Words people use for a row they rank: "the longest trip", "the most popular song". */
export const SUPERLATIVE = /^(longest|shortest|biggest|largest|smallest|highest|lowest|oldest|newest|youngest|heaviest|lightest|fastest|slowest|cheapest|priciest|loudest|quietest|hottest|coldest|popular|expensive)$/;

/** A figure asked for: "how old was the oldest passenger", "how much does the lightest one weigh". */
const FIGURE_ASKED = /\bhow (much|many|long|old|heavy|big|far|fast|tall|large|expensive|high|low|deep|loud)\b/;

/** Words after the noun that say which column ranks it: "longest trip by distance", "in miles". */
const RANKED_BY = /^(by|in|of|per|for|with)$/;

/** The things a file's rows are: its name's nouns, and their other words ("home" for houses.csv). */
export function rowNounsNamed(parts: Parts): Set<string> {
  return new Set([...fileNouns(parts), ...rowNounsOf(parts.info)]);
}

/**
 * Where a superlative picks a row: the superlative's token and the noun's, or undefined. The noun
 * is one of the next two tokens ("oldest passenger", "most expensive house", "longest bike trip").
 */
export function superlativeNoun(parts: Parts): { at: number; noun: number } | undefined {
  if (FIGURE_ASKED.test(parts.text)) return undefined;
  const nouns = rowNounsNamed(parts);
  const { tokens } = parts;
  for (const [i, token] of tokens.entries()) {
    if (!SUPERLATIVE.test(token.raw)) continue;
    const noun = [i + 1, i + 2].find((j) => tokens[j] && nouns.has(tokens[j].word));
    if (noun === undefined) continue;
    const mention = parts.mentions.find((m) => m.start <= noun && noun < m.end);
    // "lowest reading score": the noun ends a column's name; "largest award amount": it begins one.
    if (mention && mention.start < noun) continue;
    if (mention && mention.end > noun + 1 && !RANKED_BY.test(tokens[noun + 1].word)) continue;
    return { at: i, noun };
  }
  return undefined;
}

/**
 * The intent for the row a superlative picks, when the rules read the extreme as one figure
 * (the maximum or minimum of a column, no groups, no periods). Undefined when the question is not
 * so, or its measure is no plain column.
 */
export function superlativeRow(parts: Parts, intent: Intent): Intent | undefined {
  const { measure } = intent;
  if (intent.kind !== 'aggregate' || intent.groupBy.length || intent.time || intent.share || intent.difference) return undefined;
  if (!measure?.column || (measure.agg !== 'max' && measure.agg !== 'min') || measure.derived || measure.per) return undefined;
  const found = superlativeNoun(parts);
  if (!found) return undefined;
  const said = parts.tokens[found.noun];
  const plural = said.raw !== said.word && !/ss$/.test(said.raw);
  const dir = measure.agg === 'max' ? 'desc' : 'asc';
  return { ...withoutOtherReading(intent), kind: 'rows', measure: { agg: measure.agg, column: measure.column }, rank: { dir, limit: rankLimit(parts.text) ?? (plural ? PLURAL_RANKING : 1) } };
}
