/**
 * Follow-up questions that make sense for this table and that this analyst can answer: built
 * from the table's own columns, preferring ones the last answer did not already cover.
 */
import type { Intent } from './intent';
import type { ColumnInfo, TableInfo } from './schema';

/** Words of the measure people most often ask about first. */
const MONEY = new Set(['revenue', 'sales', 'amount', 'profit', 'salary', 'income', 'total', 'cost', 'spend', 'price']);

function pick(info: TableInfo): { measure?: ColumnInfo; category?: ColumnInfo; second?: ColumnInfo; date?: ColumnInfo; other?: ColumnInfo } {
  const numbers = info.columns.filter((c) => c.kind === 'number' && !c.isId);
  const preferred = numbers.find((c) => c.words.some((word) => MONEY.has(word)));
  const measure = preferred ?? numbers.find((c) => !c.isIntensive) ?? numbers[0];
  const categories = info.columns.filter((c) => c.kind === 'text' && !c.isId && !/(name|email|description|comment|note|address|phone)$/.test(c.words.join(' ')));
  return {
    measure,
    category: categories[0],
    second: categories[1],
    date: info.columns.find((c) => c.kind === 'date'),
    other: numbers.find((c) => c !== measure),
  };
}

const spoken = (column: ColumnInfo): string => column.name;

export function suggestQuestions(info: TableInfo, previous: Intent | null): string[] {
  const { measure, category, second, date, other } = pick(info);
  const candidates: string[] = [];
  const groupedBy = new Set(previous?.groupBy ?? []);
  if (measure && category && !groupedBy.has(category.name)) candidates.push(`What is the total ${spoken(measure)} by ${spoken(category)}?`);
  if (measure && date && previous?.kind !== 'trend') candidates.push(`How did ${spoken(measure)} change by month?`);
  if (measure && second && !groupedBy.has(second.name)) candidates.push(`Which ${spoken(second)} has the highest ${spoken(measure)}?`);
  if (measure && category && previous?.kind === 'aggregate' && groupedBy.size) candidates.push(`Show the top 3 ${spoken(category)} by ${spoken(measure)}`);
  if (measure && previous?.kind !== 'distribution') candidates.push(`Show the distribution of ${spoken(measure)}`);
  if (measure && other && previous?.kind !== 'correlation') candidates.push(`Is there a correlation between ${spoken(other)} and ${spoken(measure)}?`);
  if (category && !measure) candidates.push(`How many rows are there per ${spoken(category)}?`);
  if (previous?.kind !== 'missing') candidates.push('Which columns have missing values?');
  if (previous?.kind !== 'describe') candidates.push('Describe the data');
  if (previous?.kind !== 'duplicates') candidates.push('Are there duplicate rows?');
  return [...new Set(candidates)].slice(0, 5);
}
