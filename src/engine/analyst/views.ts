/**
 * Tables read another way than as the file lays them out, when the file as it is cannot answer:
 * a sheet with a column per month read as one row per month (monthColumns.ts), a table of matches
 * with a home and an away side read with each match's total and result, or as one row per side
 * (twoSided.ts). Each is a TableInfo of its own whose SQL and pandas read the user's file, so the
 * answer's code runs on it; the sentence that says how it was read comes first in the answer.
 * A view is offered only where the file's own table refused, and answers only when the reading
 * uses a column the view made: otherwise the file's refusal stands.
 */
import { columnsUsed } from './partialMentions';
import { budgetActualsView } from './budgetActuals';
import { monthColumnsView } from './monthColumns';
import type { Intent } from './intent';
import type { FactQuery } from './listColumns';
import type { ParseResult } from './parse';
import { quoteIdent, type TableInfo } from './schema';
import { perMatchView, perSideView, sidesOf } from './twoSided';

type Row = Record<string, unknown>;
type QueryFn = (sql: string, params?: unknown[]) => Promise<Row[]>;

export interface View {
  base: TableInfo;
  /** The view as the analyst reads it: its own name, its columns, its label saying how it was read. */
  info: TableInfo;
  /** The view in SQL over a read of the base (the engine's table, or the user's file). */
  over: (read: string) => string;
  /** The columns the view made: a reading that uses none of them is the base's own. */
  made: string[];
  /** The columns of which a reading must use one to be this view's (the sides' names on a view per side). */
  needs?: string[];
  /**
   * A column each of whose values holds every row of the file once (the side on a view per side):
   * a reading that keeps one of its values, or sets two against each other, needs no `needs`.
   */
  once?: string;
  /** Whether the question's own words fit the view (a measure the view named must be named by its name); every question when absent. */
  fits?: (question: string) => boolean;
  /** The view as a question names it (a file's one measure called by the question's word), when that may differ. */
  forQuestion?: (question: string) => View;
  /** The question's reading made by the view itself (budgetActuals.ts), not by the parser. */
  read?: () => Intent;
  /** Whether the data lets the view be read at all (queries that run once, before it is offered). */
  verify?: (facts: (fact: string, sql: string) => Promise<Row[]>) => Promise<boolean>;
  /** The session's remembered queries on the base, to count the rows of a view made for one question. */
  facts?: FactQuery;
  /** How the view was read from the file, said after the answer's first sentence. */
  sentence: string;
}

/** SQL over the session's tables, each view's name read as the view over its base. */
export function viewQuery(query: QueryFn, views: () => View[]): QueryFn {
  return (sql, params) => {
    let out = sql;
    for (const view of views()) out = out.split(quoteIdent(view.info.table.table)).join(view.over(quoteIdent(view.base.table.table)));
    return query(out, params);
  };
}

/** The reading keeps one value of `column` (every figure over each row of the file once), or subtracts one value's figure from another's. */
function keepsOnce(intent: Intent, column: string | undefined): boolean {
  if (!column) return false;
  if (intent.difference?.column === column) return true;
  return intent.filters.some((filter) => filter.column === column && filter.op === '=' && filter.values.length === 1);
}

/**
 * The first view whose reading answers the question with a column it made (and, where it says
 * so, one of the columns it needs). Views are tried in the order given: a reading of the file
 * closer to its rows first.
 */
export async function parseViews(views: View[], question: string, parse: (info: TableInfo) => Promise<ParseResult>, settle: (parsed: ParseResult, info: TableInfo) => Promise<ParseResult>): Promise<{ parsed: ParseResult & { ok: true }; view: View } | null> {
  for (const each of [...views]) {
    const view = each.forQuestion?.(question) ?? each;
    if (view.fits && !view.fits(question)) continue;
    // A view named for this question is one of the session's from now on, so queries read it as it.
    if (view !== each) {
      views.push(view);
      if (each.facts) view.info.table.rowCount = await countRows(each.facts, view);
    }
    // A reading the view made itself is settled as a parsed one is (a ranking read two ways).
    const parsed: ParseResult = view.read ? await settle({ ok: true, intent: view.read(), notes: [], followUp: false }, view.info) : await parse(view.info);
    if (!parsed.ok) continue;
    const used = columnsUsed(parsed.intent);
    if (!view.made.some((name) => used.has(name))) continue;
    if (view.needs && !view.needs.some((name) => used.has(name)) && !keepsOnce(parsed.intent, view.once)) continue;
    return { parsed, view };
  }
  return null;
}

/**
 * The views of the session's tables, in the order they are tried: per match before per side (a
 * figure over the matches is theirs), each with its rows counted by a query that ran (remembered
 * as a fact of its table, so a session asks it once).
 */
export async function sessionViews(infos: TableInfo[], facts: (info: TableInfo) => FactQuery): Promise<View[]> {
  const views: View[] = [];
  for (const base of infos) {
    const months = monthColumnsView(base);
    if (months) views.push(months);
    const sides = sidesOf(base);
    if (sides) views.push(...[perMatchView(base, sides), perSideView(base, sides)].filter((view): view is View => view !== null));
  }
  // A budget sheet set against another sheet's actuals, kept when the data lets them meet.
  for (const plan of infos) {
    for (const actual of infos) {
      const view = plan === actual ? null : budgetActualsView(plan, actual);
      if (view && (await view.verify?.(facts(view.base)))) views.push(view);
    }
  }
  for (const view of views) {
    view.facts = facts(view.base);
    view.info.table.rowCount = await countRows(view.facts, view);
  }
  return views;
}

async function countRows(facts: FactQuery, view: View): Promise<number> {
  const [row] = await facts(`viewrows:${view.info.table.table}`, `SELECT count(*) AS "n" FROM ${view.over(quoteIdent(view.base.table.table))}`);
  return Number(row?.n ?? 0);
}
