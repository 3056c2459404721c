/**
 * The dataset overview: a summary written from the stored profiles (rows, columns and their
 * types, ranges, missing values, notable facts), keywords from the schema and exploration
 * questions built from the columns that exist, so each one can be answered from this data.
 */
import type { Dataset, DatasetOverview } from '../api/types';
import type { ColumnProfile, TableProfile } from './profile';
import type { PlainRow } from './rows';

const count = (n: number) => n.toLocaleString('en-US');

function formatNumber(value: number): string {
  return Math.abs(value) >= 1000 || Number.isInteger(value) ? count(Math.round(value * 100) / 100) : String(Number(value.toPrecision(4)));
}

function describeColumn(column: ColumnProfile, rows: number): string {
  const parts: string[] = [column.kind === 'other' ? column.type.toLowerCase() : column.kind];
  if (column.kind === 'number' && column.min !== undefined) {
    parts.push(`${column.min} to ${column.max}`);
    if (column.mean !== undefined) parts.push(`mean ${formatNumber(column.mean)}`);
  } else if (column.kind === 'date' && column.min !== undefined) {
    parts.push(`${column.min} to ${column.max}`);
  } else if (column.kind === 'text') {
    parts.push(`about ${count(column.distinct)} distinct values`);
    if (column.top) parts.push(`most common "${column.top.value}" (${count(column.top.count)} rows)`);
  }
  if (column.missing > 0) parts.push(`${count(column.missing)} missing (${Math.round((column.missing / rows) * 100)}%)`);
  return `- \`${column.name}\`: ${parts.join(', ')}`;
}

function notableFacts(label: string, profile: TableProfile): string[] {
  const facts: string[] = [];
  const rows = profile.rowCount;
  for (const column of profile.columns) {
    if (rows === 0) break;
    if (column.missing === rows) facts.push(`\`${column.name}\` in ${label} is empty in every row.`);
    else if (column.missing / rows >= 0.2) facts.push(`\`${column.name}\` in ${label} is missing in ${Math.round((column.missing / rows) * 100)}% of rows.`);
    if (rows > 1 && column.missing < rows && column.distinct === 1) facts.push(`\`${column.name}\` in ${label} has a single value.`);
    if (column.kind === 'text' && rows >= 20 && column.distinct >= rows * 0.95 && column.missing === 0) {
      facts.push(`\`${column.name}\` in ${label} looks like an identifier (a different value in almost every row).`);
    }
  }
  return facts;
}

interface StoredTable {
  label: string;
  kind: string;
  profile: TableProfile;
}

export function buildOverview(dataset: Dataset, sources: PlainRow[], tableRows: PlainRow[]): DatasetOverview {
  const tables: StoredTable[] = tableRows.map((row) => ({
    label: String(row.label),
    kind: String(row.kind),
    profile: JSON.parse(String(row.profile_json)) as TableProfile,
  }));
  const by = (status: string) => sources.filter((source) => source.status === status);
  const lines: string[] = [];
  if (sources.length === 0) {
    lines.push('This dataset has no data sources yet. Add a file to analyse it.');
  } else {
    lines.push(
      `This dataset has ${sources.length} data source${sources.length === 1 ? '' : 's'}: ${by('synched').length} ready, ` +
        `${by('synching').length} still loading, ${by('invalid').length} that could not be read.`,
    );
  }
  const facts: string[] = [];
  for (const table of tables) {
    const { profile } = table;
    if (table.kind === 'document') {
      lines.push('', `**${table.label}**: text in ${count(profile.rowCount)} passage${profile.rowCount === 1 ? '' : 's'}.`);
      continue;
    }
    lines.push('', `**${table.label}**: ${count(profile.rowCount)} rows, ${profile.columns.length} columns.`);
    for (const column of profile.columns) lines.push(describeColumn(column, profile.rowCount || 1));
    facts.push(...notableFacts(table.label, profile));
  }
  if (facts.length > 0) lines.push('', 'Notable:', ...facts.map((fact) => `- ${fact}`));
  for (const source of by('invalid')) lines.push('', `${String(source.name)} could not be read: ${String(source.reason ?? 'unknown reason')}`);
  return {
    id: dataset.id,
    name: dataset.name,
    description: dataset.description,
    summary: lines.join('\n'),
    exploration_questions: explorationQuestions(tables),
    keywords: keywords(tables),
  };
}

function keywords(tables: StoredTable[]): string[] {
  const words = new Set<string>();
  for (const table of tables) {
    words.add(table.label);
    for (const column of table.profile.columns) words.add(column.name);
  }
  return [...words].slice(0, 30);
}

export function explorationQuestions(tables: StoredTable[]): string[] {
  const questions: string[] = [];
  for (const table of tables) {
    if (table.kind === 'document') {
      questions.push(`What is ${table.label} about?`);
      continue;
    }
    const columns = table.profile.columns.filter((column) => column.missing < table.profile.rowCount);
    const numbers = columns.filter((column) => column.kind === 'number' && column.distinct > 1 && !/(^|_)id$/i.test(column.name));
    const categories = columns.filter((column) => column.kind === 'text' && column.distinct > 1 && column.distinct <= 50);
    const dates = columns.filter((column) => column.kind === 'date');
    const [num] = numbers;
    const [cat] = categories;
    const [date] = dates;
    if (num && cat) questions.push(`What is the total ${num.name} by ${cat.name}?`);
    if (num && date) questions.push(`How does ${num.name} change over time by month of ${date.name}?`);
    if (num && cat) questions.push(`Which ${cat.name} has the highest average ${num.name}?`);
    if (cat) questions.push(`How many rows are there for each ${cat.name}?`);
    if (num && categories[1]) questions.push(`What are the top 5 ${categories[1].name} by total ${num.name}?`);
    if (num && !cat) questions.push(`What is the average ${num.name}?`, `What is the maximum ${num.name}?`);
    if (numbers[1] && cat) questions.push(`What is the total ${numbers[1].name} by ${cat.name}?`);
  }
  return [...new Set(questions)].slice(0, 5);
}
