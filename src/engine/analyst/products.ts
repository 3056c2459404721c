/**
 * "Value of the loads, tonnes times price", "quantity × unit cost", "hours multiplied by rate": a
 * product of two columns said outright is each row's A × B, then totalled over the rows the
 * question keeps (or averaged, when it says so). Never the total of A times the total of B, and
 * never one side alone. A side may be a column, or a unit of the table's one column of that kind
 * ("tonnes" of `Net Weight (kg)`, converted); a side that places neither is refused.
 */
import type { Aggregation, Intent } from './intent';
import { aggregationOf, type Parts } from './parts';
import { type ColumnInfo, pyString, quoteIdent } from './schema';
import { escapeMarkdown } from './text';
import { columnUnit, type Unit, unitAt } from './units';

/** One side of the product: a column, maybe converted into the unit the question says. */
interface Side {
  column: ColumnInfo;
  /** The column times this factor is the side ("tonnes" of kilograms: 1 / 1000). */
  factor: number;
  unit?: Unit;
  /** The question's words for it. */
  said: string;
}

/** The aggregations a product of columns is asked as: its total, or its average or median per row. */
const PER_ROW: ReadonlySet<Aggregation> = new Set(['avg', 'median']);

/** Where the question says "times", "×", "*" or "multiplied by": the operator's first token and the token after it. */
function operator(parts: Parts): { at: number; next: number } | null {
  const { tokens } = parts;
  const at = tokens.findIndex((token, i) => /^(times|×|\*)$/.test(token.raw) || (token.raw === 'multiplied' && tokens[i + 1]?.raw === 'by'));
  if (at <= 0) return null;
  // "how many times", "three times": a count of occasions, no product.
  if (/^(many|\d+|two|three|four|five|ten|several|some|few)$/.test(tokens[at - 1]?.raw ?? '')) return null;
  // A column named with the sign itself ("units*price"): its name, no product.
  const joined = `${tokens[at - 1]?.raw ?? ''}${tokens[at].raw}${tokens[at + 1]?.raw ?? ''}`;
  if (parts.info.columns.some((c) => c.name.toLowerCase().replace(/\s+/g, '').includes(joined))) return null;
  // "wait times", "response times": words of a column's name (a lone "times" only weakly names a `Time` column).
  if (parts.mentions.some((m) => m.start <= at && at < m.end && (m.end - m.start > 1 || m.candidates[0].score >= 10))) return null;
  return { at, next: tokens[at].raw === 'multiplied' ? at + 2 : at + 1 };
}

/** A unit word as a side: the table's one number column whose name gives a unit of that kind. */
function unitSide(parts: Parts, at: number): Side | null | undefined {
  const unit = unitAt(parts.tokens, at);
  if (!unit) return undefined;
  const columns = parts.info.columns.filter((c) => columnUnit(c)?.dimension === unit.dimension);
  if (columns.length !== 1) return null;
  const from = columnUnit(columns[0]) as Unit;
  return { column: columns[0], factor: from.factor / unit.factor, unit, said: parts.tokens[at].raw };
}

/** Whether a column's name holds a word as what it measures, not after "per" (`Hours Billed`, not `Price per Tonne`). */
const measures = (column: ColumnInfo, word: string): boolean => column.words.some((w, i) => w === word && column.words[i - 1] !== 'per');

/**
 * The side whose words end at `index` (exclusive) or start there: a clear number column, or a unit
 * word ("tonnes") that no column named there measures, read as the one column of its kind.
 */
function sideAt(parts: Parts, index: number, edge: 'end' | 'start'): Side | null {
  const mention = parts.mentions.find((m) => (edge === 'end' ? m.end === index : m.start === index));
  const first = mention?.candidates[0];
  const unitIndex = edge === 'end' ? index - 1 : index;
  if (!first || !measures(first.column, parts.tokens[unitIndex]?.word ?? '')) {
    const unit = unitSide(parts, unitIndex);
    if (unit !== undefined) return unit;
  }
  if (!mention || !first || first.column.kind !== 'number' || first.column.isId || first.column.role === 'none') return null;
  if (mention.candidates.some((c, i) => i > 0 && c.score === first.score && c.column.kind === 'number')) return null;
  return { column: first.column, factor: 1, said: parts.tokens.slice(mention.start, mention.end).map((token) => token.raw).join(' ') };
}

const clean = (value: number): number => Number(value.toPrecision(12));

/** A side's expression in SQL or pandas, with its conversion and its label. */
function expression(side: Side, column: string): { text: string; label: string } {
  if (side.factor === 1) return { text: column, label: side.column.name };
  const divide = side.factor < 1;
  const by = clean(divide ? 1 / side.factor : side.factor);
  const op = divide ? '/' : '*';
  return { text: `(${column} ${op} ${by})`, label: `${side.column.name} in ${side.unit?.name ?? ''} (${op} ${by})` };
}

/**
 * The intent's measure as each row's A × B, totalled (or averaged when the question asks for an
 * average). The intent unchanged when the question says no product; a doubt when it says one that
 * cannot be placed or computed so.
 */
export function productMeasure(parts: Parts, intent: Intent, doubts: string[]): Intent {
  const op = operator(parts);
  if (!op) return intent;
  const said = `“${escapeMarkdown(parts.tokens.slice(Math.max(0, op.at - 1), op.next + 1).map((token) => token.raw).join(' '))}”`;
  const left = sideAt(parts, op.at, 'end');
  const right = sideAt(parts, op.next, 'start');
  // "times" with no amount on either side is a noun ("at peak times"), left to the other checks; a sign is always an operator.
  if (!left && !right && parts.tokens[op.at].raw === 'times') return intent;
  if (!left || !right || left.column === right.column) {
    doubts.push(`${said} multiplies two amounts, and I could not place ${!left ? 'the first' : !right ? 'the second' : 'them as two different columns'}; name both number columns (“A times B”).`);
    return intent;
  }
  if (!['aggregate', 'trend'].includes(intent.kind) || intent.share || intent.measure?.per || intent.measure?.derived || intent.measure?.perPeriod) {
    doubts.push(`${said} asks for each row’s product, which I compute only as a total or an average, overall, by group or over time.`);
    return intent;
  }
  const asked = aggregationOf(parts.text);
  // "the largest load value, tonnes times price": one row's product, which is not a total; beside
  // groups or periods the same word only ranks them.
  const ranksGroups = intent.groupBy.length > 0 || !!intent.time;
  if (asked && !PER_ROW.has(asked) && asked !== 'sum' && !(ranksGroups && (asked === 'max' || asked === 'min'))) {
    doubts.push(`${said} asks for each row’s product, which I compute only as a total or an average, overall, by group or over time.`);
    return intent;
  }
  const agg: Aggregation = asked && PER_ROW.has(asked) ? asked : 'sum';
  for (let i = op.at; i < op.next; i++) parts.placed.add(i);
  for (const side of [left, right]) if (side.unit) parts.placed.add(parts.tokens.findIndex((token, i) => token.raw === side.said && (i === op.at - 1 || i === op.next)));
  const [a, b] = [left.column.name, right.column.name];
  const sql = [expression(left, quoteIdent(a)), expression(right, quoteIdent(b))];
  const pandas = [expression(left, `df[${pyString(a)}]`), expression(right, `df[${pyString(b)}]`)];
  return {
    ...intent,
    measure: {
      agg,
      column: b,
      derived: {
        name: `${a}_times_${b}`,
        label: `${sql[0].label} × ${sql[1].label} (each row’s product${agg === 'sum' ? ', then added up' : ''})`,
        sql: `${sql[0].text} * ${sql[1].text}`,
        pandas: `${pandas[0].text} * ${pandas[1].text}`,
        columns: [a, b],
      },
    },
  };
}
