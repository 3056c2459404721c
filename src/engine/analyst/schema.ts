/**
 * What the analyst knows about a table's columns: their kind (number, date, text, boolean) and
 * the words a person would use for them, including common synonyms.
 */
import type { AnalystTable } from './contract';
import { words } from './text';

export type ColumnKind = 'number' | 'date' | 'text' | 'boolean';

export interface ColumnInfo {
  name: string;
  type: string;
  kind: ColumnKind;
  /** Singular lower-case words of the name: "Unit_Price" -> ["unit", "price"]. */
  words: string[];
  /** An identifier such as order_id: counted distinct, never summed. */
  isId: boolean;
  /** Averaged rather than summed when no aggregation is named (prices, rates, ages, scores). */
  isIntensive: boolean;
}

export interface TableInfo {
  table: AnalystTable;
  columns: ColumnInfo[];
}

const NUMBER_TYPES = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|REAL|DOUBLE|DECIMAL|NUMERIC|INT\d*)/i;
const INTENSIVE = new Set(['price', 'rate', 'ratio', 'age', 'score', 'rating', 'percent', 'percentage', 'pct', 'margin', 'discount', 'temperature', 'avg', 'mean', 'latitude', 'longitude', 'lat', 'lon', 'year', 'tenure']);

/** Words people use for a concept, mapped to words that may appear in column names. */
export const SYNONYMS: Record<string, string[]> = {
  revenue: ['sales', 'amount', 'turnover', 'income', 'total', 'value'],
  sale: ['revenue', 'amount', 'turnover'],
  sales: ['revenue', 'amount', 'turnover'],
  amount: ['revenue', 'sales', 'total', 'value'],
  turnover: ['revenue', 'sales'],
  income: ['revenue', 'salary'],
  money: ['revenue', 'amount'],
  earning: ['revenue', 'income'],
  price: ['cost', 'unit price'],
  cost: ['price', 'expense'],
  quantity: ['unit', 'qty', 'count'],
  qty: ['quantity', 'unit'],
  unit: ['quantity', 'qty'],
  item: ['unit', 'quantity', 'product'],
  date: ['day', 'time', 'timestamp', 'created'],
  day: ['date'],
  time: ['date', 'timestamp'],
  month: ['date'],
  year: ['date'],
  week: ['date'],
  quarter: ['date'],
  customer: ['client', 'buyer'],
  client: ['customer'],
  state: ['region'],
  area: ['region'],
  territory: ['region'],
  country: ['nation'],
  product: ['item', 'sku'],
  staff: ['employee'],
  employee: ['staff'],
  salary: ['income', 'pay', 'wage'],
  pay: ['salary', 'wage'],
  wage: ['salary', 'pay'],
  department: ['dept', 'team'],
  dept: ['department'],
  segment: ['tier', 'group'],
  tier: ['segment'],
  age: ['year'],
  value: ['revenue', 'amount', 'sales', 'total'],
  selling: ['unit', 'quantity', 'qty'],
  seller: ['unit', 'quantity', 'qty'],
  sold: ['unit', 'quantity', 'qty'],
  sell: ['revenue', 'sales', 'amount'],
  spent: ['revenue', 'amount', 'spend', 'sales'],
  spend: ['revenue', 'amount', 'sales'],
  spending: ['revenue', 'amount', 'sales'],
  paid: ['salary', 'pay', 'wage', 'amount'],
  earner: ['salary', 'income', 'pay'],
  payroll: ['salary', 'pay', 'wage'],
  earn: ['salary', 'income', 'pay', 'wage'],
  youngest: ['age'],
  old: ['age'],
  young: ['age'],
  oldest: ['age'],
  older: ['age'],
  younger: ['age'],
  remotely: ['remote'],
  remote: ['remote'],
};

export function columnKind(type: string): ColumnKind {
  if (NUMBER_TYPES.test(type)) return 'number';
  if (/^(DATE|TIMESTAMP)/i.test(type)) return 'date';
  if (/^BOOL/i.test(type)) return 'boolean';
  return 'text';
}

export function describeColumns(table: AnalystTable): TableInfo {
  const columns = table.columns.map((column): ColumnInfo => {
    const columnWords = words(column.name);
    const kind = columnKind(column.type);
    const last = columnWords[columnWords.length - 1] ?? '';
    return {
      name: column.name,
      type: column.type,
      kind,
      words: columnWords,
      isId: last === 'id' || last === 'key' || last === 'uuid' || /(^|_)id$/i.test(column.name) || /Id$/.test(column.name),
      isIntensive: kind === 'number' && columnWords.some((word) => INTENSIVE.has(word)),
    };
  });
  return { table, columns };
}

/** Double-quotes an identifier for DuckDB, doubling any quote inside it. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A column name as a Python string literal (pandas code). */
export function pyString(text: string): string {
  return JSON.stringify(text);
}
