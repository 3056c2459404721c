/**
 * "In how many years was a flood recorded", "how many surveys were done in Leeds" on a table whose
 * years are a number column (`Year`, `survey_year`): the number of distinct years kept, never the
 * rows nor a total of the years. The noun counted is "years", or the column's other word
 * ("surveys" for `survey_year`), one survey a year.
 */
import type { Intent } from './intent';
import type { Parts } from './parts';
import { placeCountingVerbs } from './tallyColumn';
import { numericYearColumn } from './yearColumn';

export function yearCount(parts: Parts, intent: Intent): Intent {
  const measure = intent.measure;
  if (!measure || measure.agg !== 'count' || measure.column !== null || intent.kind !== 'aggregate' || intent.share || intent.groupBy.length) return intent;
  const column = numericYearColumn(parts.info);
  if (!column) return intent;
  const { tokens } = parts;
  const at = tokens.findIndex((token, i) => (token.raw === 'many' && tokens[i - 1]?.raw === 'how') || (token.raw === 'of' && tokens[i - 1]?.raw === 'number'));
  const noun = at >= 0 ? tokens[at + 1] : undefined;
  if (!noun) return intent;
  // "how many years", or "how many surveys" for survey_year (never "how many fiscal" for fiscal_year: a plural noun).
  const names = noun.word === 'year' || (noun.raw !== noun.word && column.words.includes(noun.word) && noun.word !== 'year');
  if (!names) return intent;
  parts.placed.add(at + 1);
  // "in how many years were wrens seen": the verb says the rows were recorded, which the years are counted over.
  placeCountingVerbs(parts);
  return { ...intent, measure: { agg: 'count_distinct', column: column.name } };
}
