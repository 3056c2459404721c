/**
 * The planning loop: the model gets the question, the conversation so far and the tables'
 * description, calls run_sql as often as it needs (up to a limit) and sees each result or
 * error, then writes the answer. The engine turns what ran into the usual blocks. The model's
 * words stream to the answer a sentence at a time, each sentence's figures checked against the
 * numbers the queries returned: at the first figure nothing supports, the model's text stops
 * and one line says why (the numbers win).
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { SourceRef } from '../../api/types';
import { renderSvg } from '../analyst/chart';
import type { AnalystContext, AnalystGroup, AnalystOutcome, AnalystTable } from '../analyst/contract';
import { chooseChart, computedSentence, fileViews, pythonCode, toCsv, type ChartRequest } from './answer';
import { KnownNumbers, type Figure } from './figures';
import { ModelClient, ModelError, type ChatMessage, type ChatToolCall } from './modelClient';
import { describeTables, loadFacts, RUN_SQL_TOOL, systemPrompt, type ShareLevel } from './prompt';
import type { ModelRoute } from './route';
import { runSql, type SqlResult } from './runSql';
import { parseTree } from './sqlGuard';
import { toPandas } from './toPandas';
import { escapeMarkdown } from '../../common/markdown';

export interface PlannerSettings {
  /** run_sql calls per question before the model is deemed looping. */
  maxQueries: number;
  queryTimeLimitMs: number;
  rowCap: number;
  /** Rows of a result shown to the model when results are shared. */
  rowsToModel: number;
  /** Longest silence from the model (headers, or between streamed pieces). */
  modelIdleMs: number;
  /** The whole planning, model and queries together. */
  totalTimeMs: number;
}

export const DEFAULT_PLANNER_SETTINGS: PlannerSettings = {
  maxQueries: 8,
  queryTimeLimitMs: 30_000,
  rowCap: 10_000,
  rowsToModel: 30,
  modelIdleMs: 60_000,
  totalTimeMs: 180_000,
};

/** The model could not produce an answer; the reason goes into the fallback's one line. */
export class PlannerFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlannerFailure';
  }
}

const QUERIES: AnalystGroup = { id: 'model-queries', name: 'Query the data', stage: 'Analyze' };
const CALCULATE: AnalystGroup = { id: 'calculate', name: 'Calculate', stage: 'Analyze' };
export const ANSWER: AnalystGroup = { id: 'answer', name: 'Answer', stage: 'Respond' };

const LANGUAGES: Record<string, string> = {
  ES: 'Spanish', AR: 'Arabic', PT: 'Portuguese', ID: 'Indonesian', JA: 'Japanese', RU: 'Russian', HI: 'Hindi', FR: 'French', DE: 'German',
  VI: 'Vietnamese', TR: 'Turkish', PL: 'Polish', IT: 'Italian', KO: 'Korean', 'ZH-CN': 'simplified Chinese', 'ZH-TW': 'traditional Chinese',
};

export function modelLabel(route: ModelRoute): string {
  return route.label ?? route.model;
}

/** JSON for the model: BIGINT as text, dates as ISO text. */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

function resultForModel(result: SqlResult, share: ShareLevel, rowsToModel: number): string {
  const rowCount = result.truncated ? `more than ${result.rows.length}` : result.rows.length;
  const columns = result.columns.map((name, i) => ({ name, type: result.types[i] }));
  if (share !== 'results') return json({ ok: true, columns, row_count: rowCount, rows: 'not shared with you: the user sees them in a table under your answer' });
  return json({ ok: true, columns, row_count: rowCount, rows: result.rows.slice(0, rowsToModel), ...(result.rows.length > rowsToModel ? { rows_not_shown: result.rows.length - rowsToModel } : {}), ...(result.note ? { note: result.note } : {}) });
}

/** The conversation so far, as the model reads it: each earlier question and what answered it. */
function historyMessages(context: AnalystContext): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const item of context.history.slice(-6)) {
    messages.push({ role: 'user', content: item.question });
    const planned = item.memo?.planner as { answer?: unknown; sql?: unknown } | undefined;
    if (planned && typeof planned.answer === 'string') {
      const sql = Array.isArray(planned.sql) ? planned.sql.filter((s): s is string => typeof s === 'string') : [];
      messages.push({ role: 'assistant', content: `${planned.answer}${sql.length ? `\n\n(SQL that ran:\n${sql.join('\n;\n')})` : ''}` });
    } else {
      messages.push({ role: 'assistant', content: '(answered by the rule-based analyst)' });
    }
  }
  return messages;
}

const DIRECTIVE = /^\s*(?:[-*]\s*)?(chart|follow-?up(?:\s+question)?)\s*:\s*(.*)$/i;

/**
 * The model's text, streamed a sentence (or line) at a time once its figures are checked;
 * "Chart:" and "Follow-up:" lines are kept aside, not shown.
 */
class CheckedText {
  shown = '';
  full = '';
  chart: ChartRequest;
  followUps: string[] = [];
  rejected: Figure[] = [];
  private buffer = '';
  private started = false;

  constructor(
    private readonly known: KnownNumbers,
    private readonly emit: (text: string) => void,
    private readonly header: () => string,
  ) {}

  get stopped(): boolean {
    return this.rejected.length > 0;
  }

  push(delta: string): void {
    this.full += delta;
    this.buffer += delta;
    let cut: number;
    while ((cut = this.boundary()) >= 0) {
      this.unit(this.buffer.slice(0, cut));
      this.buffer = this.buffer.slice(cut);
    }
  }

  end(): void {
    if (this.buffer) this.unit(this.buffer);
    this.buffer = '';
  }

  /** Where the first complete line or sentence ends (after its newline or trailing space). */
  private boundary(): number {
    const newline = this.buffer.indexOf('\n');
    const sentence = /[.!?]["')\]]?\s/.exec(this.buffer);
    const ends = [newline >= 0 ? newline + 1 : -1, sentence ? sentence.index + sentence[0].length : -1].filter((n) => n > 0);
    return ends.length ? Math.min(...ends) : -1;
  }

  private unit(piece: string): void {
    if (this.stopped) return;
    const directive = DIRECTIVE.exec(piece.trim());
    if (directive) {
      const value = directive[2].trim();
      if (/^chart$/i.test(directive[1])) {
        const kind = value.toLowerCase().replace(/[^a-z]/g, '');
        if (kind === 'bar' || kind === 'line' || kind === 'scatter' || kind === 'none') this.chart = kind;
      } else if (value && this.followUps.length < 3) this.followUps.push(value.slice(0, 300));
      return;
    }
    const unsupported = this.known.unsupported(piece);
    if (unsupported.length) {
      this.rejected = unsupported;
      return;
    }
    if (!piece.trim() && !this.started) return;
    if (!this.started) {
      this.started = true;
      const header = this.header();
      if (header) this.emit(header);
    }
    this.shown += piece;
    this.emit(piece);
  }
}

function sourceRef(table: AnalystTable): SourceRef {
  return { id: table.source.datasource_id, source: table.source.name, datasource_id: table.source.datasource_id, dataset_id: table.source.dataset_id, file_type: table.source.file_type, page_no: null, content: null, external_id: '' };
}

function parseArguments(call: ChatToolCall): { sql: string } | string {
  if (call.function.name !== 'run_sql') return `there is no tool "${call.function.name}"; the only tool is run_sql with {"sql": "…"}`;
  let args: unknown;
  try {
    args = JSON.parse(call.function.arguments || '{}');
  } catch {
    return 'the arguments were not valid JSON; call run_sql with {"sql": "<one SELECT statement>"}';
  }
  const sql = (args as { sql?: unknown } | null)?.sql;
  if (typeof sql !== 'string' || sql.trim() === '') return 'run_sql needs {"sql": "<one SELECT statement>"}';
  return { sql };
}

/** Answers the job with the model; throws PlannerFailure (or ModelError) when it cannot. */
/** Time spent waiting for the model, for the benchmark (the planner's own time is the rest). */
export interface PlannerTimings {
  modelMs: number;
  /** Checking and running the model's SQL; of which the check. */
  queryMs: number;
  checkMs: number;
}

export async function planAnswer(context: AnalystContext, connection: DuckDBConnection, route: ModelRoute, settings: PlannerSettings, timings?: PlannerTimings): Promise<AnalystOutcome> {
  const planning = AbortSignal.timeout(settings.totalTimeMs);
  const signal = AbortSignal.any([context.signal, planning]);
  const tableNames = context.tables.map((t) => t.table);
  const facts = await loadFacts(connection, context.tables, route.share, context.cache);
  const language = LANGUAGES[context.outputLanguage];
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(describeTables(facts, route.share), route.share, language) },
    ...historyMessages(context),
    { role: 'user', content: context.question },
  ];
  const known = new KnownNumbers();
  known.addText(context.question);
  for (const table of context.tables) {
    known.add(table.rowCount);
    known.addText(`${table.table} ${table.label} ${table.columns.map((c) => c.name).join(' ')}`);
  }
  const label = modelLabel(route);
  const client = new ModelClient({ baseUrl: route.url, model: route.model, apiKey: route.key, idleTimeoutMs: settings.modelIdleMs });
  const ran: SqlResult[] = [];
  let queries = 0;
  let text: CheckedText | undefined;
  // The line naming the model comes once, before the first words shown (whichever turn wrote them).
  let named = false;
  const header = () => {
    if (named) return '';
    named = true;
    return `_Answer by **${escapeMarkdown(label, { singleLine: true })}**; its figures are checked against the DuckDB queries run on this machine._\n\n`;
  };
  try {
    for (;;) {
      text = new CheckedText(known, (piece) => context.emit({ kind: 'MESSAGE', group: ANSWER, content: piece }), header);
      const asked = performance.now();
      const turn = await client.complete(messages, [RUN_SQL_TOOL], signal, (delta) => text?.push(delta));
      if (timings) timings.modelMs += performance.now() - asked;
      if (!turn.toolCalls.length) {
        text.end();
        break;
      }
      messages.push({ role: 'assistant', content: turn.text || null, tool_calls: turn.toolCalls });
      for (const call of turn.toolCalls) {
        if (queries >= settings.maxQueries) throw new PlannerFailure(`it kept calling run_sql (${queries} queries) without writing an answer`);
        queries++;
        const task = { id: `query-${queries}`, name: `Run query ${queries}`, parent_id: null };
        context.emit({ kind: 'TASK', group: QUERIES, task: { ...task, status: 'running' } });
        const args = parseArguments(call);
        let content: string;
        if (typeof args === 'string') {
          content = json({ ok: false, error: args });
          context.emit({ kind: 'TASK', group: QUERIES, task: { ...task, status: 'error' } });
        } else {
          try {
            const result = await runSql(connection, args.sql, { tables: tableNames, rowCap: settings.rowCap, timeLimitMs: settings.queryTimeLimitMs, signal });
            ran.push(result);
            if (timings) {
              timings.queryMs += result.ms;
              timings.checkMs += result.checkMs;
            }
            // A query that reads no table (SELECT 42.7 AS average) computes nothing from the
            // data: its values support no figure in the model's words.
            if (result.tables.length) {
              for (const row of result.rows) for (const value of row) known.add(value);
              known.add(result.rows.length);
              known.addText(args.sql);
            }
            content = resultForModel(result, route.share, settings.rowsToModel);
            context.emit({ kind: 'TASK', group: QUERIES, task: { ...task, status: 'done' } });
          } catch (error) {
            signal.throwIfAborted();
            const message = error instanceof Error ? error.message.split('\n')[0].slice(0, 500) : String(error);
            content = json({ ok: false, error: message });
            context.emit({ kind: 'TASK', group: QUERIES, task: { ...task, status: 'error' } });
            context.emit({ kind: 'MESSAGE', group: QUERIES, content: `Query ${queries} did not run: ${escapeMarkdown(message, { singleLine: true })}\n\n` });
          }
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      }
    }
  } catch (error) {
    if (context.signal.aborted) throw error;
    if (planning.aborted) throw new PlannerFailure(`it took longer than ${Math.round(settings.totalTimeMs / 1000)} s`);
    throw error;
  } finally {
    void client.close().catch(() => undefined);
  }
  const final = ran[ran.length - 1];
  if (!final && !text.shown.trim() && !text.stopped) throw new PlannerFailure('it wrote no answer and ran no query');
  if (!named) {
    named = true;
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: `_Answer by **${escapeMarkdown(label, { singleLine: true })}**._\n\n` });
  }
  if (text.stopped) {
    const figures = text.rejected.map((f) => `“${f.text}”`).join(', ');
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: `${text.shown ? '\n\n' : ''}_The model's text went on with ${figures}, which no query returned, so the rest of it is not shown: the numbers below are what the queries computed._\n\n` });
  }
  const used = final ? context.tables.filter((t) => ran.some((r) => r.tables.includes(t.table))) : [];
  if (final) {
    context.emit({ kind: 'MESSAGE', group: ANSWER, content: `${text.shown && !text.stopped ? '\n\n' : ''}${computedSentence(final, context.tables)}${final.truncated ? ` _The query had more rows than ${settings.rowCap.toLocaleString('en-US')}; the table holds the first ${final.rows.length.toLocaleString('en-US')}._` : ''}` });
    const sql = ran.length === 1 ? final.sql.trim() : ran.map((r, i) => `-- Query ${i + 1}\n${r.sql.trim()}`).join(';\n\n');
    context.emit({ kind: 'CODE', group: CALCULATE, content: `\`\`\`sql\n${fileViews(used)}${sql}\n\`\`\`` });
    const read = context.tables.filter((t) => final.tables.includes(t.table));
    const translation = toPandas(await parseTree(connection, final.sql).catch(() => undefined), read, final.columns);
    context.emit({ kind: 'CODE', group: CALCULATE, content: `\`\`\`python\n${pythonCode(final.sql, read, translation)}\n\`\`\`` });
    if (final.rows.length > 0) {
      const name = 'result';
      context.emit({ kind: 'TABLE', group: ANSWER, content: await context.publish(`${name}.csv`, 'text/csv', toCsv(final)) });
      const chart = chooseChart(final, context.question.slice(0, 80), text.chart);
      if (chart) {
        const svg = await renderSvg(chart, context.locale);
        context.signal.throwIfAborted();
        context.emit({ kind: 'IMAGE', group: ANSWER, content: await context.publish(`${name}.svg`, 'image/svg+xml', svg) });
      }
    }
  }
  if (text.followUps.length) context.emit({ kind: 'QUESTIONS', content: text.followUps });
  const sources = used.length ? used : context.tables;
  context.emit({ kind: 'SOURCES', content: sources.map(sourceRef) });
  return { memo: { planner: { model: label, answer: (text.stopped ? text.shown : text.full).slice(0, 2000), sql: ran.map((r) => r.sql).slice(-3) } } };
}

export { ModelError };
