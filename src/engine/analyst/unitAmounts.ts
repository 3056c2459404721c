/**
 * "Which weekday do we pick the most kg", "the fewest litres", "which crew logged the most km", "the
 * most weight", "the most garden waste by weight": a unit (or the noun of its kind) after "most", "fewest" or "least" counts that
 * unit, an amount, so the figure is the total of the column measured in it, even where the column
 * is read as a level by default (a `Net Weight` is averaged when no amount is asked). So do "kilos
 * of cod" and "how many litres of lager", a unit opening what is asked. An average
 * said anywhere in the question keeps the average.
 */
import type { Intent } from './intent';
import { aggregationOf, type Parts } from './parts';
import type { ColumnInfo } from './schema';
import { columnUnit, type Dimension, unitAt } from './units';

/** Whether the question asks for the most (or fewest) of the unit `column` is measured in, and no average. */
export function asksUnitAmount(parts: Parts, column: ColumnInfo): boolean {
  const unit = columnUnit(column);
  if (!unit || aggregationOf(parts.text) === 'avg' || /\b(average|avg|mean|typical|typically|per)\b/.test(parts.text)) return false;
  const amountAt = (at: number): boolean => unitAt(parts.tokens, at)?.dimension === unit.dimension || (DIMENSION_NOUN.get(unit.dimension)?.test(parts.tokens[at]?.word ?? '') ?? false);
  // "the most garden waste by weight", "the fewest parcels in kg": the thing, then the amount it is measured by.
  const measuredBy = (i: number): boolean => [2, 3, 4, 5].some((k) => /^(by|in)$/.test(parts.tokens[i + k - 1]?.raw ?? '') && amountAt(i + k));
  // "kilos of cod vs haddock", "how many litres of lager": the unit opens the question, an amount of the thing after it.
  const unitOf = (i: number): boolean => amountAt(i) && parts.tokens[i + 1]?.raw === 'of' && (i === 0 || /^(many|much)$/.test(parts.tokens[i - 1]?.raw ?? ''));
  // "how many hours has ben had": an amount in the column's unit, a total.
  const howMany = (i: number): boolean => amountAt(i) && parts.tokens[i - 1]?.raw === 'many' && parts.tokens[i - 2]?.raw === 'how';
  return parts.tokens.some((token, i) => (/^(most|fewest|least)$/.test(token.raw) && (amountAt(i + 1) || measuredBy(i))) || unitOf(i) || howMany(i));
}

/** Nouns of an amount of a dimension: "the most weight" is the most kg, a total. */
const DIMENSION_NOUN = new Map<Dimension, RegExp>([['mass', /^(weight|mass|tonnage)$/], ['volume', /^(volume)$/], ['length', /^(distance|mileage)$/], ['energy', /^(energy)$/]]);

/** The measure as a total when the question asks for the most (or fewest) of its column's unit. */
export function unitAmount(parts: Parts, intent: Intent): Intent {
  const measure = intent.measure;
  if (!measure?.column || measure.agg !== 'avg' || measure.derived || measure.per || measure.perPeriod || intent.share) return intent;
  const column = parts.info.columns.find((c) => c.name === measure.column);
  return column && asksUnitAmount(parts, column) ? { ...intent, measure: { ...measure, agg: 'sum' } } : intent;
}
