/**
 * A plan set against what happened, across two sheets of one workbook: a wide sheet with a column
 * per month ("Budget": Department, Cost Line, Jan … Dec) and a long sheet of dated amounts
 * ("Actuals": Date, Department, Cost Line, Amount). "actual vs budget by department", "which
 * department is most over budget", "how much of the travel budget is left" need both: the plan's
 * months are summed per shared key (the text columns both sheets hold, and the month when the
 * question names one), the amounts summed per the same key, and the two joined. The view is made
 * for each question at the grain it asks for, so a condition on a line ("over budget") is on that
 * line's totals, never on one month's row.
 *
 * It reads only the questions whose every word it places; it refuses (nothing read) when a line
 * name recurs under several departments and the question asks which lines are over or under (a
 * line in each department, or a name summed over all), when the actuals stop before December and
 * the question asks what is left of the year, and when a year named is not the actuals' year.
 */
import { codeSpan } from '../../common/markdown';
import type { Filter, Intent } from './intent';
import { MONTH_NAMES, monthOfName, periodColumns, sheetOf, sqlText, yearOf } from './monthColumns';
import { describeColumn, pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';
import { pandasRead, sqlRead } from './sqlparts';
import { escapeMarkdown } from './text';
import type { View } from './views';

type Row = Record<string, unknown>;
type Facts = (fact: string, sql: string) => Promise<Row[]>;

const BUDGET = 'Budget';
const ACTUAL = 'Actual';
const OVER = 'Over Budget';
const LEFT = 'Budget Left';
/** Each as a percent of the budget: "most over budget" may mean by the most money or by the largest share of its budget. */
const OVER_PCT = 'Over Budget %';
const LEFT_PCT = 'Budget Left %';

/** What the data says, learnt once by queries that ran (verify). */
interface Known {
  /** The actuals' one year. */
  year: number;
  /** The last month (1–12) the actuals reach. */
  lastMonth: number;
  /** Each key's values, as written. */
  values: Map<string, string[]>;
  /** Keys whose values recur under several values of another key (a line name in several departments): the other keys. */
  recurs: Map<string, string[]>;
}

/** Words a question about a plan and its actuals may use besides names, values and months. */
const GLUE = new Set(['which', 'what', 'whats', 'is', 'are', 'was', 'were', 'the', 'a', 'an', 'of', 'in', 'for', 'by', 'per', 'each', 'to', 'on', 'and', 'how', 'much', 'most', 'far', 'our', 'its', 'their', 'show', 'me', 'list', 'did', 'does', 'do', 'has', 'have', 'had', 'year', 'this', 'total', 'all', 'we', 'i', 'vs', 'versus', 'against', 'compare', 'compared', 'comparison', 'with', 'over', 'under', 'left', 'remaining', 'remain', 'remains', 'unspent', 'actual', 'actuals', 'spend', 'spent', 'spending', 'minus', 'difference', 'variance', 'month', 'months', 'monthly', 'biggest', 'largest', 'furthest', 'overspent', 'underspent', 's']);

/** The plan's sheet and the actuals' sheet of one workbook, read together; null when they do not pair. */
export function budgetActualsView(plan: TableInfo, actual: TableInfo): View | null {
  const periods = periodColumns(plan);
  const planSheet = sheetOf(plan.table.label);
  const actualSheet = sheetOf(actual.table.label);
  if (!periods || periods.name !== 'Month' || !planSheet || !actualSheet || !sameWorkbook(plan, actual)) return null;
  // The plan is named a budget; what it is set against is one dated amount per row.
  if (!/^budgets?$/i.test(planSheet.trim())) return null;
  const dates = actual.columns.filter((c) => c.kind === 'date');
  const amounts = actual.columns.filter((c) => c.kind === 'number' && !c.isId);
  if (dates.length !== 1 || amounts.length !== 1) return null;
  const keys = plan.columns.filter((c) => c.kind === 'text' && actual.columns.some((a) => a.kind === 'text' && a.name === c.name));
  if (!keys.length) return null;
  const date = dates[0].name;
  const amount = amounts[0].name;
  let known: Known | null = null;

  /** The view at the grain of `grain` (shared keys, and "Month" when asked), the actuals kept to their one year. */
  const build = (grain: string[], year: number | null): { over: (read: string) => string; pandas: string } => {
    const monthCase = `CASE "__month" ${periods.columns.map((c, i) => `WHEN ${sqlText(c.name)} THEN ${sqlText(periods.labels[i])}`).join(' ')} END`;
    const keyIdents = keys.map((c) => quoteIdent(c.name));
    const grainIdents = grain.map(quoteIdent);
    const by = grain.length ? ` GROUP BY ${grainIdents.join(', ')}` : '';
    const select = grain.length ? `${grainIdents.join(', ')}, ` : '';
    const actualMonth = `monthname(CAST(${quoteIdent(date)} AS DATE))`;
    const planSql = (read: string): string => `SELECT ${select}sum("__value") AS "__plan" FROM (SELECT ${keyIdents.join(', ')}, ${monthCase} AS "Month", "__value" FROM (UNPIVOT (SELECT ${[...keyIdents, ...periods.columns.map((c) => quoteIdent(c.name))].join(', ')} FROM ${read}) ON ${periods.columns.map((c) => quoteIdent(c.name)).join(', ')} INTO NAME "__month" VALUE "__value"))${by}`;
    const actualSql = (read: string): string => `SELECT ${select}sum(${quoteIdent(amount)}) AS "__actual" FROM (SELECT *, ${actualMonth} AS "Month" FROM ${read}${year !== null ? ` WHERE year(CAST(${quoteIdent(date)} AS DATE)) = ${year}` : ''})${by}`;
    const joined = (planRead: string, actualRead: string): string => `(SELECT ${select}coalesce("__plan", 0) AS ${quoteIdent(BUDGET)}, coalesce("__actual", 0) AS ${quoteIdent(ACTUAL)}, coalesce("__actual", 0) - coalesce("__plan", 0) AS ${quoteIdent(OVER)}, coalesce("__plan", 0) - coalesce("__actual", 0) AS ${quoteIdent(LEFT)}, 100 * (coalesce("__actual", 0) - "__plan") / nullif("__plan", 0) AS ${quoteIdent(OVER_PCT)}, 100 * ("__plan" - coalesce("__actual", 0)) / nullif("__plan", 0) AS ${quoteIdent(LEFT_PCT)}\n FROM (${planSql(planRead)}) AS "p"\n ${grain.length ? `FULL JOIN (${actualSql(actualRead)}) AS "a" USING (${grainIdents.join(', ')})` : `CROSS JOIN (${actualSql(actualRead)}) AS "a"`})`;
    // The engine's tables when run, the user's workbook when shown.
    const over = (read: string): string => (read === quoteIdent(plan.table.table) ? joined(read, quoteIdent(actual.table.table)) : joined(sqlRead(plan), sqlRead(actual)));
    const on = `[${grain.map(pyString).join(', ')}]`;
    const pandas = [
      pandasRead(plan).replace(/\bdf\b/g, 'plan'),
      `plan = plan.melt(id_vars=[${keys.map((c) => pyString(c.name)).join(', ')}], value_vars=[${periods.columns.map((c) => pyString(c.name)).join(', ')}], var_name="Month", value_name=${pyString(BUDGET)})`,
      `plan["Month"] = plan["Month"].map({${periods.columns.map((c, i) => `${pyString(c.name)}: ${pyString(periods.labels[i])}`).join(', ')}})`,
      pandasRead(actual).replace(/^import pandas as pd\n\n/, '').replace(/\bdf\b/g, 'actual'),
      `actual["Month"] = pd.to_datetime(actual[${pyString(date)}]).dt.month_name()`,
      ...(year !== null ? [`actual = actual[pd.to_datetime(actual[${pyString(date)}]).dt.year == ${year}]`] : []),
      grain.length
        ? `df = plan.groupby(${on}, as_index=False)[${pyString(BUDGET)}].sum().merge(actual.groupby(${on}, as_index=False)[${pyString(amount)}].sum().rename(columns={${pyString(amount)}: ${pyString(ACTUAL)}}), on=${on}, how="outer").fillna({${pyString(BUDGET)}: 0, ${pyString(ACTUAL)}: 0})`
        : `df = pd.DataFrame({${pyString(BUDGET)}: [plan[${pyString(BUDGET)}].sum()], ${pyString(ACTUAL)}: [actual[${pyString(amount)}].sum()]})`,
      `df[${pyString(OVER)}] = df[${pyString(ACTUAL)}] - df[${pyString(BUDGET)}]`,
      `df[${pyString(LEFT)}] = df[${pyString(BUDGET)}] - df[${pyString(ACTUAL)}]`,
      `df[${pyString(OVER_PCT)}] = 100 * df[${pyString(OVER)}] / df[${pyString(BUDGET)}].where(df[${pyString(BUDGET)}] != 0)`,
      `df[${pyString(LEFT_PCT)}] = 100 * df[${pyString(LEFT)}] / df[${pyString(BUDGET)}].where(df[${pyString(BUDGET)}] != 0)`,
    ].join('\n');
    return { over, pandas };
  };

  const viewAt = (grain: string[], months: string, read: (info: TableInfo) => Intent, table: string): View => {
    const year = known?.year ?? null;
    const { over, pandas } = build(grain, year);
    const made = [BUDGET, ACTUAL, OVER, LEFT, OVER_PCT, LEFT_PCT].map((name) => describeColumn({ name, type: 'DOUBLE' }));
    const grainColumns: ColumnInfo[] = grain.map((name) => keys.find((c) => c.name === name) ?? describeColumn({ name, type: 'VARCHAR' }));
    const info: TableInfo = {
      table: { ...plan.table, table, label: `${plan.table.label} against ${actualSheet}`, columns: [...grainColumns, ...made].map((c) => ({ name: c.name, type: c.type })), rowCount: plan.table.rowCount },
      columns: [...grainColumns, ...made],
      lookup: { sql: over(sqlRead(plan)), pandas },
    };
    const sentence = `${codeSpan(BUDGET)} is the sum of the ${escapeMarkdown(planSheet)} sheet's month columns and ${codeSpan(ACTUAL)} the sum of ${codeSpan(amount)} on the ${escapeMarkdown(actualSheet)} sheet${year !== null ? ` dated in ${year}` : ''}, matched on ${[...keys.map((c) => codeSpan(c.name)), ...(grain.includes('Month') ? [`the month of ${codeSpan(date)}`] : [])].join(' and ')} (${months}); ${codeSpan(OVER)} is ${ACTUAL} − ${BUDGET} and ${codeSpan(LEFT)} is ${BUDGET} − ${ACTUAL} (the % columns: of ${BUDGET}).`;
    return { base: plan, info, over, made: made.map((c) => c.name), fits: () => true, sentence, read: () => read(info) };
  };

  const base = viewAt([...keys.map((c) => c.name), 'Month'], 'every month', () => ({ kind: 'rows', table: '', groupBy: [], filters: [] }), `view:budget:${plan.table.table}`);
  return {
    ...base,
    // The view as the session holds it reads nothing: each question makes its own (forQuestion).
    fits: () => false,
    verify: async (facts) => (known = await learn(facts, plan, actual, keys.map((c) => c.name), date)) !== null,
    forQuestion: (question) => {
      if (!known) return { ...base, fits: () => false };
      const asked = readQuestion(question, keys.map((c) => c.name), known, planSheet);
      if (!asked) return { ...base, fits: () => false };
      const months = asked.month !== null ? MONTH_NAMES[asked.month] : known.lastMonth === 12 ? `every month of ${known.year}` : `January to ${MONTH_NAMES[known.lastMonth - 1]} ${known.year} for the actuals, every month for the budget`;
      const grain = [...new Set([...asked.groups, ...asked.filters.map((f) => f.column)])].sort((a, b) => order(a) - order(b));
      const name = `view:budget:${plan.table.table}:${grain.join('|')}`;
      return viewAt(grain, months, (info) => ({ ...asked.intent, table: info.table.table }), name);
    },
  };

  function order(name: string): number {
    return name === 'Month' ? keys.length : keys.findIndex((c) => c.name === name);
  }
}

/** Two sheets of one file: the same file name before each sheet's name. */
function sameWorkbook(a: TableInfo, b: TableInfo): boolean {
  const file = (info: TableInfo): string => info.table.label.slice(0, info.table.label.indexOf(' / '));
  return a.table.source.name === b.table.source.name && file(a) === file(b);
}

/** The actuals' year, last month, each key's values and which keys recur under others; null when the sheets do not meet. */
async function learn(facts: Facts, plan: TableInfo, actual: TableInfo, keys: string[], date: string): Promise<Known | null> {
  const planTable = quoteIdent(plan.table.table);
  const actualTable = quoteIdent(actual.table.table);
  const day = `CAST(${quoteIdent(date)} AS DATE)`;
  const years = await facts(`budget:years:${actual.table.table}`, `SELECT DISTINCT year(${day}) AS "y" FROM ${actualTable} WHERE ${quoteIdent(date)} IS NOT NULL`);
  if (years.length !== 1) return null;
  const year = Number(years[0].y);
  const named = yearOf(plan.table.label);
  if (named !== null && named !== year) return null;
  const [last] = await facts(`budget:last:${actual.table.table}`, `SELECT max(month(${day})) AS "m" FROM ${actualTable}`);
  const values = new Map<string, string[]>();
  const recurs = new Map<string, string[]>();
  for (const key of keys) {
    const rows = await facts(`budget:values:${plan.table.table}:${key}`, `SELECT DISTINCT CAST(${quoteIdent(key)} AS VARCHAR) AS "v", (SELECT count(*) FROM ${actualTable} AS "a" WHERE CAST("a".${quoteIdent(key)} AS VARCHAR) = CAST("p".${quoteIdent(key)} AS VARCHAR)) AS "n" FROM ${planTable} AS "p" WHERE ${quoteIdent(key)} IS NOT NULL`);
    // A key whose values the two sheets do not share matches nothing: the sheets do not meet on it.
    if (!rows.some((row) => Number(row.n) > 0)) return null;
    values.set(key, rows.map((row) => String(row.v)));
    // Only under a key before it: keys run from the broadest (Department) to the line (Cost Line).
    for (const other of keys.slice(0, keys.indexOf(key))) {
      const [row] = await facts(`budget:recurs:${plan.table.table}:${key}:${other}`, `SELECT count(*) AS "n" FROM (SELECT ${quoteIdent(key)} FROM ${planTable} GROUP BY ${quoteIdent(key)} HAVING count(DISTINCT ${quoteIdent(other)}) > 1)`);
      if (Number(row?.n ?? 0) > 0) recurs.set(key, [...(recurs.get(key) ?? []), other]);
    }
  }
  return { year, lastMonth: Number(last?.m ?? 12), values, recurs };
}

interface Asked {
  intent: Omit<Intent, 'table'>;
  groups: string[];
  filters: Filter[];
  month: number | null;
}

/**
 * The question read against the plan and its actuals, or null: it must name the plan ("budget"),
 * say how to set the two against each other (vs, over, under, left, minus), and use no word left
 * unplaced.
 */
function readQuestion(question: string, keys: string[], known: Known, planSheet: string): Asked | null {
  const tokens = question.toLowerCase().replace(/['’]/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  const placed = new Set<number>();
  const place = (at: number, length = 1): void => {
    for (let i = at; i < at + length; i++) placed.add(i);
  };
  const find = (phrase: string[], plural = false): number => tokens.findIndex((_, i) => phrase.every((word, j) => tokens[i + j] === word || (plural && j === phrase.length - 1 && tokens[i + j] === `${word}s`)));
  const planWord = planSheet.trim().toLowerCase().replace(/s$/, '');
  const planAt = tokens.findIndex((t) => t === planWord || t === `${planWord}s`);
  if (planAt < 0) return null;
  tokens.forEach((token, i) => {
    if (token === planWord || token === `${planWord}s`) place(i);
  });
  const filters: Filter[] = [];
  const groups: string[] = [];
  for (const key of keys) {
    const matched = (known.values.get(key) ?? []).filter((value) => {
      const at = find(value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
      if (at < 0) return false;
      place(at, (value.match(/[\p{L}\p{N}]+/gu) ?? []).length);
      return true;
    });
    if (matched.length > 1) return null;
    if (matched.length === 1) filters.push({ column: key, op: '=', values: [matched[0]], label: `${key} = ${matched[0]}` });
    const at = find(key.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], true);
    if (at >= 0) {
      place(at, (key.match(/[\p{L}\p{N}]+/gu) ?? []).length);
      if (!matched.length) groups.push(key);
    }
  }
  // A month named filters on it; "by month", "which month", "monthly" group by it.
  const monthsNamed = tokens.map((token, i) => ({ i, m: token.length > 3 || (token === 'may' && ['in', 'for'].includes(tokens[i - 1])) ? monthOfName(token) : -1 })).filter((entry) => entry.m >= 0 && !placed.has(entry.i));
  if (monthsNamed.length > 1) return null;
  const month = monthsNamed[0]?.m ?? null;
  if (month !== null) {
    place(monthsNamed[0].i);
    filters.push({ column: 'Month', op: '=', values: [MONTH_NAMES[month]], label: `Month = ${MONTH_NAMES[month]}` });
  } else if (tokens.some((t) => t === 'month' || t === 'months' || t === 'monthly')) groups.push('Month');
  for (const [i, token] of tokens.entries()) {
    if (/^\d{4}$/.test(token)) {
      if (Number(token) !== known.year) return null;
      place(i);
    }
  }
  if (tokens.some((token, i) => !placed.has(i) && !GLUE.has(token))) return null;

  const text = ` ${tokens.join(' ')} `;
  const plan = `(?:the |our |its |their )?${planWord}s?`;
  const left = /\b(left|remaining|remain|remains|unspent)\b/.test(text);
  const over = new RegExp(`\\bover ${plan}\\b|\\boverspent\\b`).test(text);
  const under = new RegExp(`\\bunder ${plan}\\b|\\bunderspent\\b`).test(text);
  const minus = /\b(minus|difference)\b/.test(text);
  const actualSaid = /\b(actual|actuals|spend|spent|spending)\b/.test(text);
  const against = /\b(vs|versus|against|compare|compared|comparison)\b/.test(text) && actualSaid;
  const variance = new RegExp(`\\b${planWord}s? variance\\b|\\bvariance (?:to|against|vs|versus) ${plan}\\b`).test(text);
  if ([left, over, under, minus, against || variance].filter(Boolean).length !== 1) return null;
  // The year's budget set against actuals that stop early: the year's, or the budget to date? Asked, not guessed.
  if ((left || under) && month === null && known.lastMonth < 12) return null;
  const most = /\b(most|biggest|largest|furthest)\b/.test(text);
  const which = /\b(which|what)\b/.test(text) && !/\bhow much\b/.test(text);
  const column = over || against || variance || minus ? OVER : LEFT;
  if ((over || under || left) && which) {
    // "which cost lines are over budget" where a line's name recurs under several departments:
    // each department's line, or the name summed over them? Asked, not guessed.
    const kept = new Set([...groups, ...filters.map((f) => f.column)]);
    if (groups.some((g) => (known.recurs.get(g) ?? []).some((other) => !kept.has(other)))) return null;
  }
  const measure = { agg: 'sum' as const, column };
  if (against || variance) return { intent: { kind: 'rows', measure, groupBy: [], filters }, groups, filters, month };
  if ((over || under) && which && groups.length) {
    // Only a line past its budget is over it (under: short of it), most or not.
    const beyond: Filter = { column, op: '>', values: [0], label: `${column} > 0` };
    const intent: Omit<Intent, 'table'> = most
      ? { kind: 'rows', measure, groupBy: [], filters: [...filters, beyond], rank: { dir: 'desc', limit: 1 }, otherMeasure: { agg: 'sum', column: column === OVER ? OVER_PCT : LEFT_PCT } }
      // The lines themselves first, each with how far past: one row per line at this grain.
      : { kind: 'aggregate', measure, groupBy: groups, filters: [...filters, beyond] };
    return { intent, groups, filters, month };
  }
  if (most || which) return null;
  return { intent: { kind: 'aggregate', measure, groupBy: groups, filters }, groups, filters, month };
}
