/**
 * The dataset overview: a summary written from the stored profiles (rows, columns and their
 * types, ranges, missing values, notable facts), keywords from the schema and exploration
 * questions built from the columns that exist, so each one can be answered from this data.
 */
import type { Dataset, DatasetOverview } from '../api/types';
import type { ColumnProfile, TableProfile } from './profile';
import type { PlainRow } from './rows';
import type { TablePreview, TextTypeNote } from './textTypes';
import type { TimeUnit } from './analyst/contract';
import { describeColumn as analystColumn } from './analyst/schema';
import { suggestQuestions } from './analyst/suggest';

const count = (n: number) => n.toLocaleString('en-US');
/** How a column of worded durations read in one unit is explained, by an example. */
const TIME_UNIT_EXAMPLE: Record<TimeUnit, string> = { hours: '30 hours is 30', minutes: '45 min is 45', weeks: '6 wks is 6', days: '2 weeks is 14' };

function formatNumber(value: number): string {
  return Math.abs(value) >= 1000 || Number.isInteger(value) ? count(Math.round(value * 100) / 100) : String(Number(value.toPrecision(4)));
}

/**
 * Text from the file shown inside Markdown (inline, or in a table cell): the characters that
 * format, link, end a cell or start math ($ in VS Code's preview) are escaped; lines are joined.
 */
function markdownText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>|~&$]/g, '\\$&');
}

/** How the file wrote a column the engine typed, so a reader can check the reading. */
function writtenAs(note: TextTypeNote): string[] {
  const parts: string[] = [];
  const example = note.example === undefined ? '' : ` like "${markdownText(note.example.trim())}"`;
  if (note.to !== 'VARCHAR') parts.push(`written as ${note.from === 'BIGINT' ? 'a number' : 'text'}${example}`);
  if (note.order) {
    parts.push(note.ambiguousOrder
      ? `read as ${note.order} (every value also fits day/month, so the order cannot be told from the data; month/day is the default)`
      : `read as ${note.order}`);
  }
  if (note.grain === 'month') parts.push('months without a day, each read as its first day');
  if (note.form === 'yyyymmdd') parts.push('dates written as their digits, year, month, day (20240314 is 14 March 2024)');
  if (note.unit === 'percent') parts.push('percentages as written (45% is 45)');
  if (note.clock) parts.push('times of day on the 12-hour clock (9:45 PM is 21:45)');
  const [unit, smaller] = note.suffix?.split('+') ?? [];
  if (unit && smaller) parts.push(`numbers written in "${markdownText(unit)}" or "${markdownText(smaller)}", read in ${markdownText(unit)}`);
  else if (unit) parts.push(`numbers written with the unit "${markdownText(unit)}" after them, read as the number`);
  if (note.timeUnit) parts.push(`lengths of time in words, read as ${note.timeUnit} (${TIME_UNIT_EXAMPLE[note.timeUnit]})`);
  else if (note.duration) parts.push(`durations as ${note.duration}, read as seconds (${note.duration === 'm:ss' ? '5:20 is 320' : note.duration === 'h:mm' ? '2:40 is 9600' : note.duration === 'words' ? '1h 30m is 5400' : '3:45:12 is 13512'})`);
  if (note.currency) parts.push(`amounts in ${markdownText(note.currency)}`);
  if (note.zeroWords) parts.push(`${count(note.zeroWords)} written "Nil" or as no charge ("Free", "NC"), read as 0`);
  if (note.placeholders > 0) parts.push(`${count(note.placeholders)} written as a missing-value mark ("NA", "-", ...) and counted as missing`);
  return parts;
}

const PREVIEW_SHOWN_COLUMNS = 8;

function previewTable(preview: TablePreview): string[] {
  const shown = preview.columns.slice(0, PREVIEW_SHOWN_COLUMNS);
  const cell = (value: string | null | undefined) => (value == null ? '' : markdownText(value));
  const more = preview.columns.length > shown.length ? ` (first ${shown.length} of ${preview.columns.length} columns)` : '';
  return [
    '',
    `First rows as written in the file${more}:`,
    '',
    `| ${shown.map(cell).join(' | ')} |`,
    `| ${shown.map(() => '---').join(' | ')} |`,
    ...preview.rows.map((row) => `| ${shown.map((_, i) => cell(row[i])).join(' | ')} |`),
  ];
}

function describeColumn(column: ColumnProfile, rows: number): string {
  const parts: string[] = [column.kind === 'other' ? column.type.toLowerCase() : column.kind];
  if (column.kind === 'number' && column.min !== undefined) {
    parts.push(`${column.min} to ${column.max}`);
    if (column.mean !== undefined) parts.push(`mean ${formatNumber(column.mean)}`);
  } else if (column.kind === 'date' && column.min !== undefined) {
    parts.push(`${column.min} to ${column.max}`);
  } else if (column.kind === 'text' && column.distinct !== undefined) {
    // Profiles stored before exact counting carry no flag: their counts were estimates.
    parts.push(`${column.distinctExact ? '' : 'about '}${count(column.distinct)} distinct value${column.distinct === 1 ? '' : 's'}`);
    if (column.top) parts.push(`most common "${column.top.value}" (${count(column.top.count)} rows)`);
  }
  if (column.written) parts.push(...writtenAs(column.written));
  if (column.missing !== undefined && column.missing > 0) parts.push(`${count(column.missing)} missing (${Math.round((column.missing / rows) * 100)}%)`);
  return `- \`${column.name}\`: ${parts.join(', ')}`;
}

function notableFacts(label: string, profile: TableProfile): string[] {
  const facts: string[] = [];
  const rows = profile.rowCount;
  for (const column of profile.columns) {
    if (rows === 0) break;
    // A deferred profile has no statistics yet.
    if (column.missing === undefined || column.distinct === undefined) continue;
    if (column.missing === rows) facts.push(`\`${column.name}\` in ${label} is empty in every row.`);
    else if (column.missing / rows >= 0.2) facts.push(`\`${column.name}\` in ${label} is missing in ${Math.round((column.missing / rows) * 100)}% of rows.`);
    if (column.written?.ambiguousOrder) {
      facts.push(`\`${column.name}\` in ${label} was read as month/day: no value shows whether it is month/day or day/month.`);
    }
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
    if (profile.deferred) lines.push('', 'Missing values, ranges and distinct values of the columns are still being computed (a big file is ready for questions first).');
    if (profile.preview) lines.push(...previewTable(profile.preview));
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

/**
 * Questions to start with, built by the analyst's own suggestion rules from each table's profile,
 * so they pick measures as an analyst would (amounts summed, prices averaged, identifiers never
 * measured) and each one is a question the local analyst answers.
 */
export function explorationQuestions(tables: StoredTable[]): string[] {
  const questions: string[] = [];
  const tabular = tables.filter((table) => table.kind !== 'document');
  for (const table of tables) {
    if (table.kind === 'document') {
      questions.push(`What is ${table.label} about?`);
      continue;
    }
    const { profile } = table;
    const present = profile.columns.filter((column) => column.missing === undefined || column.missing < profile.rowCount);
    const distinct = new Map(present.flatMap((column) => (column.distinct === undefined ? [] : [[column.name, column.distinct] as const])));
    const date = present.find((column) => column.kind === 'date' && column.max);
    const latestYear = date?.max ? Number(date.max.slice(0, 4)) : undefined;
    const columns = present.map((column) => analystColumn({ name: column.name, type: column.type }))
      // A number with a single value measures nothing.
      .filter((column) => column.kind !== 'number' || (distinct.get(column.name) ?? 2) > 1);
    const analytic = suggestQuestions({ columns }, null, { distinct, nameDates: true, ...(latestYear ? { latestYear } : {}) })
      .filter((question) => !/^(Which columns have missing values\?|Describe the data)$/.test(question));
    // Several tables share the five places; one table's data-quality questions come last.
    questions.push(...analytic.slice(0, tabular.length > 1 ? 3 : 5));
  }
  if (questions.length < 3 && tabular.length) questions.push('Describe the data', 'Which columns have missing values?');
  return [...new Set(questions)].slice(0, 5);
}
