/**
 * Missing values counted by row: "how many rows have any missing value?", "what share of records
 * are incomplete?", "how many complete rows are there?". The per-column overview does not give
 * these figures (a row with two gaps is counted in two columns), so they are their own answer.
 * A question that also names a column is read by `missingCount` first; one asked per group is
 * refused, as the count per group is not computed.
 */
import type { Parts } from './parts';
import type { Rule } from './rules';
import { escapeMarkdown } from './text';

const COUNTED = /\b(how many|number of|count|percentage|percent|pct|share|proportion|fraction|which|what|show|list)\b/;

/** At least one missing cell in the row. */
const INCOMPLETE = /\b(any|some|at least one|one or more)( \w+)? (missing|null|nulls|blank|blanks|empty|nan|gaps?)\b|\bincomplete\b|\b(rows?|records?|entries|entry|observations?|lines?) (with|having|that have|that contain|containing) (an? )?(missing|null|blank|empty) (values?|cells?|data|fields?)\b/;

/** No missing cell in the row. */
const COMPLETE = /\b(complete|completed|fully filled|full) (rows?|records?|entries|cases|observations?|lines?)\b|\b(rows?|records?|entries|observations?|lines?) (are|were|is|was) (complete|fully filled)\b|\b(with|having|have|has|had|contain|contains) no (missing|null|blank|empty) (values?|cells?|data|fields?)\b|\b(without|with no) (any )?(missing|null|nulls|blank|blanks|empty|gaps?)( (values?|cells?|data|fields?))?\b/;

/** Words the reading places: they asked for this count, and are no unknown column. */
const SAID = /^(any|some|at|least|one|or|more|missing|null|nulls|blank|blanks|empty|nan|gap|gaps|incomplete|complete|completed|fully|filled|full|value|values|cell|cells|field|fields|data|with|having|have|has|had|contain|contains|containing|that|no|without|are|were|is|was|rows?|records?|entries|entry|cases?|observations?|lines?)$/;

/** Whether the question names a column beyond the rows themselves ("missing a distance"). */
const namesColumn = (parts: Parts): boolean => parts.mentions.some((mention) => mention.candidates[0].score >= 4 && !mention.candidates[0].column.isId
  && !/^(by|per|each|every)$/.test(parts.tokens[mention.start - 1]?.raw ?? ''));

export const rowsWithGaps: Rule = {
  name: 'rows with a missing value, or complete rows',
  when: ({ parts }) => COUNTED.test(parts.text) && (INCOMPLETE.test(parts.text) || COMPLETE.test(parts.text)) && !/\b(columns?|variables?)\b/.test(parts.text) && !namesColumn(parts),
  read: ({ base, parts, doubts }) => {
    const complete = COMPLETE.exec(parts.text);
    const group = /\b(by|per|each|for every)\b/.exec(parts.text);
    if (group) {
      doubts.push(`“${escapeMarkdown(group[0])}” asks for the ${complete ? 'complete' : 'incomplete'} rows per group, which I do not compute; ask for them over the whole table, or with a filter (“… for ${escapeMarkdown(parts.info.columns.find((c) => c.kind === 'text')?.name ?? 'a value')} = …”).`);
      return null;
    }
    parts.tokens.forEach((token, i) => {
      if (SAID.test(token.raw)) parts.placed.add(i);
    });
    return { ...base, kind: 'missing', byRow: complete ? 'complete' : 'incomplete' };
  },
};
