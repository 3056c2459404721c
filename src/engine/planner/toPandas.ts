/**
 * Model-written SQL as pandas operations, from DuckDB's own parse tree (`json_serialize_sql`, as
 * the SQL guard reads it), for the shapes models commonly write: one SELECT over one session
 * table; WHERE with comparisons, AND/OR/NOT, IN, BETWEEN, IS NULL and LIKE; GROUP BY columns,
 * positions, aliases, ALL and date parts; sum/avg/mean/count/count(*)/count(DISTINCT)/min/max/
 * median; HAVING; ORDER BY; LIMIT/OFFSET; arithmetic, round, abs, nullif and aliases.
 *
 * SQL's NULL rules are kept: a NOT is pushed down to the comparisons with the missing values
 * excluded as SQL excludes them, `<>` never matches a missing value, a division by zero is
 * missing, sum over nothing but missing values is missing, missing keys form their own group,
 * and round() rounds halves away from zero as DuckDB does. Anything else is refused with the
 * reason (the caller then shows the SQL run by DuckDB over a DataFrame): a translation that is
 * sometimes subtly different would be worse than none.
 */
import { pandasRead } from '../analyst/sqlparts';
import { columnKind, describeColumns, pyString } from '../analyst/schema';
import type { AnalystTable } from '../analyst/contract';

type Node = Record<string, unknown>;
type Kind = 'number' | 'text' | 'date' | 'boolean';

/** A pandas expression: a Series over the frame (`series`) or a Python scalar. */
interface Expr {
  code: string;
  series: boolean;
  kind: Kind;
  /** A number or string written in the query. */
  literal?: number | string;
  /** Never zero (nullif(x, 0)). */
  nonZero?: boolean;
}

export type Translation = { ok: true; code: string } | { ok: false; reason: string };

class Untranslatable extends Error {}

function refuse(reason: string): never {
  throw new Untranslatable(reason);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function node(value: unknown): Node {
  return isNode(value) ? value : refuse('the statement has a part the translation does not know');
}

function children(value: Node): Node[] {
  return Array.isArray(value.children) ? value.children.map(node) : [];
}

const AGGREGATES = new Set(['sum', 'avg', 'mean', 'count', 'count_star', 'min', 'max', 'median']);

function isAggregate(value: Node): boolean {
  return value.class === 'FUNCTION' && AGGREGATES.has(String(value.function_name).toLowerCase()) && value.is_operator !== true;
}

function containsWindow(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsWindow);
  return isNode(value) && (value.class === 'WINDOW' || Object.values(value).some(containsWindow));
}

function containsAggregate(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsAggregate);
  if (!isNode(value)) return false;
  if (isAggregate(value) || value.class === 'WINDOW') return true;
  return Object.values(value).some(containsAggregate);
}

/** A Python number literal for a constant, or undefined when it is not a number. */
function numberConstant(value: Node): string | undefined {
  const v = isNode(value.value) ? value.value : {};
  const type = isNode(v.type) ? v.type : {};
  const id = String(type.id ?? '');
  const raw = v.value;
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UBIGINT|UINTEGER|USMALLINT|UTINYINT)$/.test(id) && /^-?\d+$/.test(String(raw))) return String(raw);
  if ((id === 'DOUBLE' || id === 'FLOAT') && typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (id === 'DECIMAL' && /^-?\d+$/.test(String(raw)) && isNode(type.type_info)) {
    const scale = Number(type.type_info.scale ?? 0);
    const digits = String(raw).replace('-', '').padStart(scale + 1, '0');
    return `${String(raw).startsWith('-') ? '-' : ''}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
  }
  return undefined;
}

function stringConstant(value: Node): string | undefined {
  const v = isNode(value.value) ? value.value : {};
  const type = isNode(v.type) ? v.type : {};
  return type.id === 'VARCHAR' && v.is_null === false && typeof v.value === 'string' ? v.value : undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** strftime formats pandas writes exactly as DuckDB does. */
const SAFE_STRFTIME = /^(%[YmdHMS]|[-/:. _T])+$/;

const DATE_PARTS: Record<string, string> = { year: 'year', month: 'month', quarter: 'quarter', day: 'day' };
const TRUNC_PERIODS: Record<string, string> = { year: 'Y', quarter: 'Q', month: 'M', week: 'W' };

const COMPARISONS: Record<string, string> = {
  COMPARE_EQUAL: '==', COMPARE_NOTEQUAL: '!=', COMPARE_LESSTHAN: '<', COMPARE_GREATERTHAN: '>',
  COMPARE_LESSTHANOREQUALTO: '<=', COMPARE_GREATERTHANOREQUALTO: '>=',
};
const NEGATED: Record<string, string> = { '==': '!=', '!=': '==', '<': '>=', '>=': '<', '>': '<=', '<=': '>' };

function own(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The parse tree of an expression without its names and positions, column names folded: equal trees are the same expression. */
function canon(value: unknown, resolve: (name: string) => string | undefined): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (!isNode(v)) return v;
    if (v.class === 'COLUMN_REF' && Array.isArray(v.column_names)) {
      const name = String(v.column_names[v.column_names.length - 1]);
      return { column: resolve(name) ?? `?${name.toLowerCase()}` };
    }
    return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'alias' && k !== 'query_location').map(([k, c]) => [k, strip(c)]));
  };
  return JSON.stringify(strip(value));
}

/** A LIKE pattern as a Python regular expression matched against the whole text. */
function likeRegex(pattern: string): string {
  if (pattern.includes('\\')) refuse('a LIKE pattern with a backslash');
  let out = '(?s)';
  for (const ch of pattern) out += ch === '%' ? '.*' : ch === '_' ? '.' : /[.^$*+?{}[\]|()#]/.test(ch) ? `\\${ch}` : ch;
  return out;
}

interface Scope {
  /** The pandas expression for a value in this scope. */
  expr(value: Node): Expr;
}

class Translator {
  private readonly columns = new Map<string, { name: string; kind: Kind }>();
  private readonly qualifiers = new Set<string>();
  private usesRound = false;

  constructor(private readonly table: AnalystTable) {
    for (const c of table.columns) this.columns.set(c.name.toLowerCase(), { name: c.name, kind: columnKind(c.type) });
    // DuckDB finds columns whatever their case: two names that differ only in case are ambiguous here.
    if (this.columns.size !== table.columns.length) refuse('two of the file\'s column names differ only in case');
  }

  resolve = (name: string): string | undefined => this.columns.get(name.toLowerCase())?.name;

  /** A column of the table, by a reference as the query writes it (`region`, `t.region`). */
  column(value: Node): { name: string; kind: Kind } {
    const names = Array.isArray(value.column_names) ? value.column_names.map(String) : [];
    if (names.length === 2 && !this.qualifiers.has(names[0].toLowerCase())) refuse(`"${names[0]}" is not the table's name`);
    if (names.length < 1 || names.length > 2) refuse('a column reference the translation does not know');
    const found = this.columns.get(names[names.length - 1].toLowerCase());
    return found ?? refuse(`"${names[names.length - 1]}" is not one of the file's columns`);
  }

  /** Values computed from a frame's columns: arithmetic, constants, a few functions. */
  value(value: Node, scope: Scope): Expr {
    if (value.class === 'CONSTANT') {
      const number = numberConstant(value);
      if (number !== undefined) return { code: number, series: false, kind: 'number', literal: Number(number) };
      const text = stringConstant(value);
      if (text !== undefined) return { code: pyString(text), series: false, kind: 'text', literal: text };
      refuse('a constant that is neither a number nor text (NULL, a boolean)');
    }
    if (value.class === 'CAST') {
      const target = isNode(value.cast_type) ? String(value.cast_type.id) : '';
      const child = scope.expr(node(value.child));
      if (value.try_cast === true) refuse('TRY_CAST');
      if ((target === 'DATE' || target === 'TIMESTAMP') && typeof child.literal === 'string' && ISO_DATE.test(child.literal)) {
        return { code: `pd.Timestamp(${pyString(child.literal)})`, series: false, kind: 'date' };
      }
      if ((target === 'DOUBLE' || target === 'FLOAT') && child.kind === 'number') return child;
      refuse(`a cast to ${target.toLowerCase()}`);
    }
    if (value.class !== 'FUNCTION') refuse(`${String(value.class ?? value.type).toLowerCase().replace(/_/g, ' ')} expressions`);
    const name = String(value.function_name).toLowerCase();
    if (value.distinct === true || value.filter != null) refuse(`${name} with DISTINCT or FILTER`);
    if (isNode(value.order_bys) && Array.isArray(value.order_bys.orders) && value.order_bys.orders.length) refuse(`${name} with ORDER BY`);
    const args = children(value);
    if (value.is_operator === true) {
      if (name === '-' && args.length === 1) {
        const x = this.numeric(scope.expr(args[0]));
        return { code: `(-${x.code})`, series: x.series, kind: 'number', ...(typeof x.literal === 'number' ? { literal: -x.literal } : {}) };
      }
      if (['+', '-', '*', '/'].includes(name) && args.length === 2) {
        const [a, b] = args.map((arg) => this.numeric(scope.expr(arg)));
        const series = a.series || b.series;
        if (name !== '/') return { code: `(${a.code} ${name} ${b.code})`, series, kind: 'number' };
        // DuckDB's division by zero is missing, not infinite.
        if (typeof b.literal === 'number') return b.literal === 0 ? refuse('a division by zero') : { code: `(${a.code} / ${b.code})`, series, kind: 'number' };
        if (!b.series) refuse('a division by a computed constant');
        if (b.nonZero) return { code: `(${a.code} / ${b.code})`, series, kind: 'number' };
        return { code: `(${a.code} / ${b.code}.where(${b.code} != 0))`, series, kind: 'number' };
      }
      refuse(`the operator ${name}`);
    }
    if (name === 'round' && (args.length === 1 || args.length === 2)) {
      const x = this.numeric(scope.expr(args[0]));
      const digits = args[1] ? numberConstant(args[1]) : '0';
      if (digits === undefined || !/^-?\d+$/.test(digits) || !x.series) refuse('round() with digits that are not a whole number');
      this.usesRound = true;
      return { code: `sql_round(${x.code}, ${digits})`, series: true, kind: 'number' };
    }
    if (name === 'abs' && args.length === 1) {
      const x = this.numeric(scope.expr(args[0]));
      return { code: `${x.code}.abs()`, series: this.seriesOnly(x), kind: 'number' };
    }
    if (name === 'nullif' && args.length === 2) {
      const x = scope.expr(args[0]);
      const y = scope.expr(args[1]);
      if (!x.series || y.series || y.kind !== x.kind) refuse('nullif() other than nullif(column, constant)');
      return { code: `${x.code}.where(${x.code} != ${y.code})`, series: true, kind: x.kind, nonZero: y.literal === 0 };
    }
    if ((name === 'lower' || name === 'upper') && args.length === 1) {
      const x = scope.expr(args[0]);
      if (!x.series || x.kind !== 'text') refuse(`${name}() of something other than a text column`);
      return { code: `${x.code}.str.${name}()`, series: true, kind: 'text' };
    }
    if ((name === 'date_part' || name === 'datepart' || name === 'date_trunc' || name === 'datetrunc') && args.length === 2) {
      const part = stringConstant(args[0])?.toLowerCase() ?? refuse(`${name}() with a part that is not written as text`);
      const x = this.dated(scope.expr(args[1]));
      if (name.endsWith('trunc')) {
        if (part === 'day') return { code: `${x.code}.dt.normalize()`, series: true, kind: 'date' };
        const period = own(TRUNC_PERIODS, part) ?? refuse(`date_trunc('${part}')`);
        return { code: `${x.code}.dt.to_period(${pyString(period)}).dt.start_time`, series: true, kind: 'date' };
      }
      return { code: `${x.code}.dt.${own(DATE_PARTS, part) ?? refuse(`date_part('${part}')`)}`, series: true, kind: 'number' };
    }
    if (own(DATE_PARTS, name) && args.length === 1) {
      const x = this.dated(scope.expr(args[0]));
      return { code: `${x.code}.dt.${own(DATE_PARTS, name)}`, series: true, kind: 'number' };
    }
    if (name === 'strftime' && args.length === 2) {
      const x = this.dated(scope.expr(args[0]));
      const format = stringConstant(args[1]);
      if (format === undefined || !SAFE_STRFTIME.test(format)) refuse(`strftime() with the format ${format === undefined ? 'given' : `'${format}'`}`);
      return { code: `${x.code}.dt.strftime(${pyString(format)})`, series: true, kind: 'text' };
    }
    refuse(`the function ${name}()`);
  }

  private numeric(x: Expr): Expr {
    return x.kind === 'number' ? x : refuse('arithmetic on something other than numbers');
  }

  private dated(x: Expr): Expr {
    return x.kind === 'date' && x.series ? x : refuse('a date function over something other than a date column');
  }

  private seriesOnly(x: Expr): boolean {
    return x.series || refuse('a function of constants');
  }

  /** A comparison operand: a text constant next to a date is the date it writes, as DuckDB casts it. */
  private operand(x: Expr, other: Expr): Expr {
    if (other.kind === 'date' && x.kind === 'text' && typeof x.literal === 'string') {
      return ISO_DATE.test(x.literal) ? { code: `pd.Timestamp(${pyString(x.literal)})`, series: false, kind: 'date' } : refuse(`the date '${x.literal}'`);
    }
    return x;
  }

  /** A boolean mask that is True exactly where SQL's condition is true (not false, not NULL), negated when asked. */
  predicate(value: Node, scope: Scope, negated = false): string {
    const type = String(value.type);
    if (type === 'CONJUNCTION_AND' || type === 'CONJUNCTION_OR') {
      const and = (type === 'CONJUNCTION_AND') !== negated;
      return `(${children(value).map((child) => this.predicate(child, scope, negated)).join(and ? ' & ' : ' | ')})`;
    }
    if (type === 'OPERATOR_NOT') return this.predicate(children(value)[0] ?? refuse('NOT without a condition'), scope, !negated);
    const op = own(COMPARISONS, type);
    if (op) {
      const left = scope.expr(node(value.left));
      const right = scope.expr(node(value.right));
      return this.compare(this.operand(left, right), this.operand(right, left), negated ? NEGATED[op] : op);
    }
    if (type === 'COMPARE_BETWEEN') {
      const x = scope.expr(node(value.input));
      const low = this.operand(scope.expr(node(value.lower)), x);
      const high = this.operand(scope.expr(node(value.upper)), x);
      return negated ? `(${this.compare(x, low, '<')} | ${this.compare(x, high, '>')})` : `(${this.compare(x, low, '>=')} & ${this.compare(x, high, '<=')})`;
    }
    if (type === 'COMPARE_IN' || type === 'COMPARE_NOT_IN') {
      const [first, ...rest] = children(value);
      const x = scope.expr(first ?? refuse('IN without a value'));
      if (!x.series) refuse('IN over a constant');
      const values = rest.map((item) => this.operand(scope.expr(item), x));
      if (!values.length || values.some((v) => v.series || v.kind !== x.kind)) refuse('IN with a list of other than constants of the column\'s kind');
      const isin = `${x.code}.isin([${values.map((v) => v.code).join(', ')}])`;
      return (type === 'COMPARE_NOT_IN') !== negated ? `(~${isin} & ${x.code}.notna())` : isin;
    }
    if (type === 'OPERATOR_IS_NULL' || type === 'OPERATOR_IS_NOT_NULL') {
      const x = scope.expr(children(value)[0] ?? refuse('IS NULL without a value'));
      if (!x.series) refuse('IS NULL over a constant');
      return (type === 'OPERATOR_IS_NULL') !== negated ? `${x.code}.isna()` : `${x.code}.notna()`;
    }
    if (value.class === 'FUNCTION' && ['~~', '!~~', '~~*', '!~~*'].includes(String(value.function_name))) {
      const name = String(value.function_name);
      const [subject, patternNode] = children(value);
      const x = scope.expr(subject ?? refuse('LIKE without a value'));
      const pattern = patternNode ? stringConstant(patternNode) : undefined;
      if (!x.series || x.kind !== 'text' || pattern === undefined) refuse('LIKE other than a text column against a written pattern');
      const ignoreCase = name.endsWith('*') ? ', case=False' : '';
      const not = name.startsWith('!') !== negated;
      // A missing value matches neither LIKE nor NOT LIKE.
      return not ? `(~${x.code}.str.fullmatch(${pyString(likeRegex(pattern))}${ignoreCase}, na=True).astype(bool))` : `${x.code}.str.fullmatch(${pyString(likeRegex(pattern))}${ignoreCase}, na=False).astype(bool)`;
    }
    refuse(`the condition ${type.toLowerCase().replace(/_/g, ' ')}`);
  }

  private compare(a: Expr, b: Expr, op: string): string {
    if (!a.series && !b.series) refuse('a comparison of two constants');
    if (a.kind !== b.kind) refuse(`a comparison of ${a.kind} with ${b.kind}`);
    if (a.kind === 'boolean') refuse('a comparison of booleans');
    const text = `(${a.code} ${op} ${b.code})`;
    if (op !== '!=') return text;
    // pandas says a missing value differs from everything; SQL says it is unknown (not true).
    return `(${[text, ...[a, b].filter((x) => x.series).map((x) => `${x.code}.notna()`)].join(' & ')})`;
  }

  translate(select: Node, columns: string[]): { helpers: string; body: string } {
    const from = node(select.from_table);
    if (from.type !== 'BASE_TABLE' || String(from.table_name).toLowerCase() !== this.table.table.toLowerCase()) refuse('it reads something other than one table');
    this.qualifiers.add(String(from.table_name).toLowerCase());
    if (from.alias) {
      this.qualifiers.clear();
      this.qualifiers.add(String(from.alias).toLowerCase());
    }
    if (select.sample != null || select.qualify != null) refuse('SAMPLE or QUALIFY');
    if (containsWindow(select)) refuse('a window function (OVER)');
    if (Array.isArray(select.group_sets) && select.group_sets.length > 1) refuse('GROUPING SETS, ROLLUP or CUBE');
    const modifiers = Array.isArray(select.modifiers) ? select.modifiers.map(node) : [];
    if (modifiers.some((m) => m.type !== 'ORDER_MODIFIER' && m.type !== 'LIMIT_MODIFIER')) refuse('SELECT DISTINCT');
    const items = Array.isArray(select.select_list) ? select.select_list.map(node) : [];
    const groups = Array.isArray(select.group_expressions) ? select.group_expressions.map(node) : [];
    const handling = String(select.aggregate_handling);
    if (handling !== 'STANDARD_HANDLING' && !(handling === 'FORCE_AGGREGATES' && groups.length === 0)) refuse('this kind of grouping');
    const having = select.having == null ? undefined : node(select.having);
    const orderModifier = modifiers.find((m) => m.type === 'ORDER_MODIFIER');
    const orders = orderModifier && Array.isArray(orderModifier.orders) ? orderModifier.orders.map(node) : [];
    const aggregated = groups.length > 0 || handling === 'FORCE_AGGREGATES' || having !== undefined || containsAggregate(items) || orders.some((o) => containsAggregate(o.expression));

    const rowScope: Scope = {
      expr: (value) => {
        if (value.class === 'COLUMN_REF') {
          const column = this.column(value);
          return { code: `df[${pyString(column.name)}]`, series: true, kind: column.kind };
        }
        if (isAggregate(value)) refuse('an aggregate where the rows are read');
        return this.value(value, rowScope);
      },
    };
    const lines: string[] = [];
    if (select.where_clause != null) lines.push(`df = df[${this.predicate(node(select.where_clause), rowScope)}]`);

    const star = items.length === 1 && items[0].class === 'STAR';
    if (items.some((item) => item.class === 'STAR') && (!star || aggregated)) refuse('* next to other columns or with grouping');
    if (star) {
      const s = items[0];
      const bare = !s.relation_name && !s.expr && s.columns !== true && ['exclude_list', 'replace_list', 'qualified_exclude_list', 'rename_list'].every((k) => !Array.isArray(s[k]) || (s[k] as unknown[]).length === 0);
      if (!bare || columns.join('\u0000') !== this.table.columns.map((c) => c.name).join('\u0000')) refuse('a * with EXCLUDE, REPLACE or COLUMNS');
    } else if (items.length !== columns.length) refuse('its columns could not be matched with the result');
    if (new Set(columns.map((c) => c.toLowerCase())).size !== columns.length) refuse('two result columns have the same name');
    if (columns.some((c) => c.startsWith('__order'))) refuse('a result column named like the translation\'s own sort columns');

    let scope = rowScope;
    let frame = 'df';
    if (aggregated) {
      // The group keys: written out, by position, by a select alias, or every non-aggregate column (GROUP BY ALL).
      const keyNodes = handling === 'FORCE_AGGREGATES' ? items.filter((item) => !containsAggregate(item)) : groups.map((g) => {
        const position = g.class === 'CONSTANT' ? numberConstant(g) : undefined;
        if (position !== undefined) return items[Number(position) - 1] ?? refuse(`GROUP BY ${position}`);
        if (g.class === 'COLUMN_REF' && Array.isArray(g.column_names) && g.column_names.length === 1) {
          const name = String(g.column_names[0]).toLowerCase();
          const aliased = items.find((item) => String(item.alias).toLowerCase() === name);
          if (aliased && !this.columns.has(name)) return aliased;
        }
        return g;
      });
      const keyIndex = new Map<string, { code: string; kind: Kind }>();
      const inputs: string[] = [];
      keyNodes.forEach((k, i) => {
        if (containsAggregate(k)) refuse('a group key with an aggregate');
        const x = rowScope.expr(k);
        if (!x.series) refuse('a constant group key');
        inputs.push(`${pyString(`k${i}`)}: ${x.code}`);
        keyIndex.set(canon(k, this.resolve), { code: `agg[${pyString(`k${i}`)}]`, kind: x.kind });
      });
      const aggs: Array<{ name: string; how: string; scalar: string; kind: Kind }> = [];
      const aggIndex = new Map<string, number>();
      const aggregate = (value: Node): Expr => {
        const key = canon(value, this.resolve);
        const known = aggIndex.get(key);
        if (known !== undefined) return { code: `agg[${pyString(aggs[known].name)}]`, series: true, kind: aggs[known].kind };
        const fn = String(value.function_name).toLowerCase();
        const args = children(value);
        if (value.filter != null || (isNode(value.order_bys) && Array.isArray(value.order_bys.orders) && value.order_bys.orders.length)) refuse(`${fn}() with FILTER or ORDER BY`);
        if (value.distinct === true && fn !== 'count') refuse(`${fn}(DISTINCT …)`);
        const name = `a${aggs.length}`;
        let input: Expr;
        if (fn === 'count_star' || (fn === 'count' && args.length === 0)) input = { code: '1', series: false, kind: 'number' };
        else {
          if (args.length !== 1 || containsAggregate(args[0])) refuse(`${fn}() with these arguments`);
          input = rowScope.expr(args[0]);
          if (!input.series) refuse(`${fn}() of a constant`);
        }
        const column = `g[${pyString(name)}]`;
        let how: string;
        let scalar: string;
        let kind: Kind = 'number';
        switch (fn) {
          case 'count_star': how = '"size"'; scalar = 'len(g)'; break;
          case 'count':
            if (args.length === 0) { how = '"size"'; scalar = 'len(g)'; break; }
            how = value.distinct === true ? '"nunique"' : '"count"';
            scalar = value.distinct === true ? `${column}.nunique()` : `${column}.count()`;
            break;
          // SQL's sum over nothing but missing values is missing; pandas' would be 0.
          case 'sum': this.numeric(input); how = 'lambda s: s.sum(min_count=1)'; scalar = `${column}.sum(min_count=1)`; break;
          case 'avg': case 'mean': this.numeric(input); how = '"mean"'; scalar = `${column}.mean()`; break;
          case 'median': this.numeric(input); how = '"median"'; scalar = `${column}.median()`; break;
          case 'min': case 'max':
            if (input.kind === 'boolean') refuse(`${fn}() of a boolean`);
            how = `"${fn}"`; scalar = `${column}.${fn}()`; kind = input.kind; break;
          default: refuse(`the aggregate ${fn}()`);
        }
        inputs.push(`${pyString(name)}: ${input.code}`);
        aggs.push({ name, how, scalar, kind });
        aggIndex.set(key, aggs.length - 1);
        return { code: `agg[${pyString(name)}]`, series: true, kind };
      };
      const aggScope: Scope = {
        expr: (value) => {
          const key = keyIndex.get(canon(value, this.resolve));
          if (key) return { code: key.code, series: true, kind: key.kind };
          if (isAggregate(value)) return aggregate(value);
          if (value.class === 'COLUMN_REF') refuse(`the column "${(value.column_names as unknown[]).join('.')}" is neither grouped nor aggregated`);
          return this.value(value, aggScope);
        },
      };
      // Collected first (the select list, HAVING, ORDER BY), so the frame to group holds every input.
      const selected = items.map((item) => aggScope.expr(item));
      const havingMask = having ? this.predicate(having, aggScope) : undefined;
      const orderExprs = orders.map((o) => this.orderTarget(node(o.expression), items, columns, aggScope));
      if (!selected.some((x) => x.series)) refuse('no column of the result is computed from the data');
      const g = `g = pd.DataFrame({${inputs.join(', ')}})`;
      if (keyNodes.length) {
        lines.push(g);
        const named = aggs.map((a) => `${a.name}=(${pyString(a.name)}, ${a.how})`).join(', ');
        const keys = `[${keyNodes.map((_k, i) => pyString(`k${i}`)).join(', ')}]`;
        lines.push(aggs.length
          ? `agg = g.groupby(${keys}, dropna=False).agg(${named}).reset_index()`
          : `agg = g[${keys}].drop_duplicates().reset_index(drop=True)`);
      } else {
        if (!aggs.length) refuse('nothing to group by');
        lines.push(`g = pd.DataFrame({${inputs.filter((i) => !i.endsWith(': 1')).join(', ')}}, index=df.index)`);
        lines.push(`agg = pd.DataFrame({${aggs.map((a) => `${pyString(a.name)}: [${a.scalar}]`).join(', ')}})`);
      }
      if (havingMask) lines.push(`agg = agg[${havingMask}]`);
      frame = 'agg';
      scope = aggScope;
      lines.push(...this.result(selected, columns, orderExprs, orders, frame));
    } else {
      const selected = star ? [] : items.map((item) => rowScope.expr(item));
      if (!star && !selected.some((x) => x.series)) refuse('no column of the result is computed from the data');
      const orderExprs = orders.map((o) => this.orderTarget(node(o.expression), star ? [] : items, columns, scope, star));
      if (star) lines.push('result = df.copy()');
      lines.push(...this.result(star ? undefined : selected, columns, orderExprs, orders, frame));
    }
    lines.push(...this.limit(modifiers.find((m) => m.type === 'LIMIT_MODIFIER')));
    lines.push('result = result.reset_index(drop=True)');
    const helpers = this.usesRound ? [
      'def sql_round(x, digits=0):',
      '    # As DuckDB rounds: halves away from zero (pandas\' round() rounds them to even)',
      '    scale = 10.0 ** digits',
      '    return np.sign(x) * np.floor(np.abs(x) * scale + 0.5) / scale',
      '',
      '',
    ] : [];
    return { helpers: helpers.join('\n'), body: lines.join('\n') };
  }

  /** What one ORDER BY item sorts on: a result column (by position, alias or the same expression), or an expression of its own. */
  private orderTarget(value: Node, items: Node[], columns: string[], scope: Scope, star = false): { column: string } | { expr: Expr } {
    const position = value.class === 'CONSTANT' ? numberConstant(value) : undefined;
    if (position !== undefined) {
      const index = Number(position) - 1;
      return index >= 0 && index < columns.length ? { column: columns[index] } : refuse(`ORDER BY ${position}`);
    }
    if (value.class === 'COLUMN_REF' && Array.isArray(value.column_names) && value.column_names.length === 1) {
      // A select alias (or a selected column under its own name), as DuckDB binds ORDER BY names first.
      const name = String(value.column_names[0]).toLowerCase();
      const index = columns.findIndex((c) => c.toLowerCase() === name);
      const item = items[index];
      const named = item && (item.alias ? String(item.alias).toLowerCase() === name : item.class === 'COLUMN_REF' && Array.isArray(item.column_names) && String(item.column_names[item.column_names.length - 1]).toLowerCase() === name);
      if (index >= 0 && (star || named)) return { column: columns[index] };
    }
    const key = canon(value, this.resolve);
    const same = items.findIndex((item) => canon(item, this.resolve) === key);
    if (same >= 0) return { column: columns[same] };
    const expr = scope.expr(value);
    return expr.series ? { expr } : refuse('ORDER BY a constant');
  }

  private result(selected: Expr[] | undefined, columns: string[], targets: Array<{ column: string } | { expr: Expr }>, orders: Node[], frame: string): string[] {
    const lines: string[] = [];
    const extra = targets.flatMap((t, i) => ('expr' in t ? [`${pyString(`__order${i}`)}: ${t.expr.code}`] : []));
    if (selected) {
      const cells = selected.map((x, i) => `${pyString(columns[i])}: ${x.code}`);
      lines.push(`result = pd.DataFrame({${[...cells, ...extra].join(', ')}}${frame === 'df' || frame === 'agg' ? `, index=${frame}.index` : ''})`);
    } else if (extra.length) {
      lines.push(...targets.flatMap((t, i) => ('expr' in t ? [`result[${pyString(`__order${i}`)}] = ${t.expr.code}`] : [])));
    }
    if (!targets.length) return lines;
    const nulls = new Set(orders.map((o) => (o.null_order === 'NULLS FIRST' ? 'first' : o.null_order === 'ORDER_DEFAULT' || o.null_order === 'NULLS LAST' ? 'last' : refuse('this NULLS order'))));
    if (nulls.size > 1) refuse('NULLS FIRST on some sort keys and NULLS LAST on others');
    const by = targets.map((t, i) => pyString('column' in t ? t.column : `__order${i}`));
    const ascending = orders.map((o) => (o.type === 'DESCENDING' ? 'False' : 'True'));
    lines.push(`result = result.sort_values([${by.join(', ')}], ascending=[${ascending.join(', ')}], na_position=${pyString([...nulls][0])}, kind="stable")`);
    if (extra.length) lines.push(`result = result.drop(columns=[${targets.flatMap((t, i) => ('expr' in t ? [pyString(`__order${i}`)] : [])).join(', ')}])`);
    return lines;
  }

  private limit(modifier: Node | undefined): string[] {
    if (!modifier) return [];
    const limit = modifier.limit == null ? undefined : numberConstant(node(modifier.limit));
    const offset = modifier.offset == null ? '0' : numberConstant(node(modifier.offset));
    if ((modifier.limit != null && limit === undefined) || offset === undefined || !/^\d+$/.test(limit ?? '0') || !/^\d+$/.test(offset)) refuse('a LIMIT or OFFSET that is not a whole number');
    if (offset === '0') return limit === undefined ? [] : [`result = result.head(${limit})`];
    return [`result = result.iloc[${offset}:${limit === undefined ? '' : Number(offset) + Number(limit)}]`];
  }
}

/**
 * Columns DuckDB read as text stay text in pandas ("01234" is not 1234), so a comparison with
 * '01234' finds the same rows. Columns the engine read from text have their own converters.
 */
function textAsText(read: string, table: AnalystTable): string {
  const type = table.source.file_type.toLowerCase();
  if (type !== 'csv' && type !== 'tsv' && type !== 'txt') return read;
  const text = table.columns.filter((c) => !c.written && columnKind(c.type) === 'text').map((c) => `${pyString(c.name)}: str`);
  const call = `pd.read_csv(${pyString(table.source.name)}`;
  if (!text.length || !read.includes(call)) return read;
  return read.replace(call, `${call}, dtype={${text.join(', ')}}`);
}

/**
 * The statement (DuckDB's parse tree of it) as pandas code over the user's file, or the reason it
 * is not translated. `columns` are the result's column names as DuckDB returned them.
 */
export function toPandas(tree: unknown, tables: AnalystTable[], columns: string[]): Translation {
  try {
    if (tables.length !== 1) refuse(tables.length ? 'it reads more than one table' : 'it reads no table');
    const statements = isNode(tree) && Array.isArray(tree.statements) ? tree.statements : [];
    const statement = statements.length === 1 && isNode(statements[0]) ? statements[0] : refuse('it is not one statement');
    const select = node(statement.node);
    if (select.type !== 'SELECT_NODE') refuse('it combines queries (UNION, a recursive CTE)');
    if (isNode(select.cte_map) && Array.isArray(select.cte_map.map) && select.cte_map.map.length) refuse('it uses WITH');
    const { helpers, body } = new Translator(tables[0]).translate(select, columns);
    const read = textAsText(pandasRead(describeColumns(tables[0])), tables[0]);
    const [imports, ...rest] = read.split('\ndf = ');
    const code = helpers ? [`import numpy as np\n${imports.trimEnd()}\n\n${helpers}df = ${rest.join('\ndf = ')}`] : [read];
    return { ok: true, code: [...code, '', '# The SQL above, in pandas.', body, 'print(result)'].join('\n') };
  } catch (error) {
    if (error instanceof Untranslatable) return { ok: false, reason: error.message };
    // A tree shaped otherwise than expected: the SQL is shown as it ran rather than an answer lost.
    return { ok: false, reason: 'the statement has a part the translation does not know' };
  }
}
