/**
 * The check every model-written SQL statement passes before it runs, in three independent walls:
 *
 * 1. DuckDB's own parser (`json_serialize_sql`) turns the text into its parse tree, so comments,
 *    quoting and odd spacing cannot hide anything. The tree must be one SELECT (or WITH … SELECT)
 *    whose every table is one of the session's tables (or a CTE the query defines), whose every
 *    function is on an allow-list of pure scalar, aggregate and window functions, and whose only
 *    table functions generate numbers or unnest lists. A CTE may not take the name of any table
 *    or view outside the session (CTE scopes are nested, so such a name could reach the real one).
 * 2. DuckDB itself says the text is exactly one statement, of type SELECT.
 * 3. The plan DuckDB binds for it (EXPLAIN, which runs nothing) scans only the session's tables
 *    and the allowed table functions: whatever the text looked like, this is what it would read.
 *
 * The engine's database also runs with `enable_external_access = false` and a directory
 * allow-list (database.ts), should all of this ever miss something.
 */
import { StatementType, type DuckDBConnection } from '@duckdb/node-api';

export class SqlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SqlRefused';
  }
}

/** Scalar, aggregate and window functions that read only their arguments: no files, settings, sequences or environment. */
const SAFE_FUNCTIONS = new Set(`
abs acos asin atan atan2 cbrt ceil ceiling cos cot degrees even exp factorial floor gamma greatest least ln log log10 log2 mod
nextafter pi pow power radians round round_even sign signbit sin sqrt tan trunc isnan isinf isfinite bit_count xor
avg mean sum count count_star min max median mode quantile quantile_cont quantile_disc approx_quantile approx_count_distinct
stddev stddev_pop stddev_samp var_pop var_samp variance corr covar_pop covar_samp regr_slope regr_intercept regr_r2 regr_count
first last any_value arg_max arg_min argmax argmin max_by min_by bool_and bool_or product string_agg group_concat listagg list array_agg
histogram entropy kurtosis skewness mad sum_no_overflow fsum favg bit_and bit_or bit_xor count_if countif
row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
concat concat_ws length len lower upper lcase ucase trim ltrim rtrim lpad rpad left right substring substr replace reverse repeat
strpos instr position contains starts_with ends_with prefix suffix split_part string_split str_split regexp_matches regexp_replace
regexp_extract regexp_extract_all regexp_full_match like_escape ilike_escape format printf chr ascii
levenshtein damerau_levenshtein jaro_similarity jaro_winkler_similarity jaccard hamming editdist3 md5 sha256 hash
strip_accents nfc_normalize unicode ord bar to_base translate array_to_string string_to_array
date_part datepart date_trunc datetrunc date_diff datediff date_sub datesub date_add strftime strptime try_strptime make_date
make_timestamp make_time extract year month day hour minute second millisecond microsecond week weekofyear weekday dayofweek
dayofmonth dayofyear isodow isoyear quarter yearweek epoch epoch_ms epoch_us epoch_ns to_timestamp age last_day monthname dayname
era decade century millennium julian time_bucket to_days to_hours to_minutes to_seconds to_months to_years to_weeks
to_milliseconds to_microseconds to_centuries to_decades to_millennia make_timestamptz timezone
coalesce ifnull nullif if typeof try_cast
list_value list_pack list_extract list_element array_extract list_contains list_has array_contains list_position list_sort
list_reverse_sort list_distinct list_unique list_slice array_slice list_concat array_concat list_cat len array_length
list_aggregate list_aggr array_aggregate list_sum list_min list_max list_avg list_count list_transform array_transform
list_apply apply list_filter array_filter filter list_reduce reduce flatten unnest generate_series range list_zip
struct_pack struct_extract row map map_extract map_keys map_values element_at cardinality
json_extract json_extract_string json_extract_path json_extract_path_text json_value json_type json_array_length json_keys
json_valid json_object json_array to_json json_structure json_contains
`.split(/\s+/).filter(Boolean));

/** Table functions that produce rows from their arguments alone. */
const SAFE_TABLE_FUNCTIONS = new Set(['range', 'generate_series', 'unnest']);

/** Query and table-reference node types the check knows; anything else (SHOW, DESCRIBE, …) is refused. */
const QUERY_NODES = new Set(['SELECT_NODE', 'SET_OPERATION_NODE', 'RECURSIVE_CTE_NODE', 'CTE_NODE']);
const TABLE_REFS = new Set(['BASE_TABLE', 'JOIN', 'SUBQUERY', 'EMPTY', 'TABLE_FUNCTION', 'EXPRESSION_LIST']);

/** A name that could be read as a file, a URL or a glob if no table had it. */
const PATH_LIKE = /[./\\:*?~$'`]/;

export function safeFunctionNames(): string[] {
  return [...SAFE_FUNCTIONS];
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every CTE name the query defines, anywhere in it. */
function cteNames(tree: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(tree)) for (const item of tree) cteNames(item, into);
  else if (isNode(tree)) {
    if (isNode(tree.cte_map) && Array.isArray(tree.cte_map.map)) {
      for (const entry of tree.cte_map.map) if (isNode(entry) && typeof entry.key === 'string') into.add(asciiLower(entry.key));
    }
    if (tree.type === 'RECURSIVE_CTE_NODE' && typeof tree.cte_name === 'string') into.add(asciiLower(tree.cte_name));
    for (const value of Object.values(tree)) cteNames(value, into);
  }
  return into;
}

/** DuckDB's own parse tree of the text (`json_serialize_sql`); `error: true` in it when the text does not parse. */
export async function parseTree(connection: DuckDBConnection, sql: string): Promise<Node> {
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS tree', [sql]);
  const raw = reader.getRowObjectsJS()[0]?.tree;
  try {
    return JSON.parse(String(raw)) as Node;
  } catch {
    throw new SqlRefused('the SQL could not be parsed');
  }
}

/**
 * Checks one statement. `tables` are the session's tables (as stored, case-insensitive).
 * Returns the session tables the statement reads; throws SqlRefused with a reason the model can
 * act on.
 */
export async function checkSql(connection: DuckDBConnection, sql: string, tables: readonly string[]): Promise<string[]> {
  if (typeof sql !== 'string' || sql.trim() === '') throw new SqlRefused('the SQL is empty');
  if (sql.length > 20_000) throw new SqlRefused('the SQL is longer than 20,000 characters');
  const parsed = await parseTree(connection, sql);
  if (parsed.error === true) {
    const message = String(parsed.error_message ?? 'parse error');
    throw new SqlRefused(/Only SELECT statements/i.test(message)
      ? 'only one read-only SELECT (or WITH … SELECT) statement is allowed'
      : `the SQL does not parse: ${message.split('\n')[0].slice(0, 300)}`);
  }
  const statements = Array.isArray(parsed.statements) ? parsed.statements : [];
  if (statements.length !== 1) throw new SqlRefused('exactly one statement is allowed');
  const allowed = new Set(tables.map(asciiLower));
  const ctes = cteNames(statements[0], new Set());
  const catalog = await catalogNames(connection);
  for (const name of ctes) {
    if (PATH_LIKE.test(name)) throw new SqlRefused(`the CTE name "${name}" is not allowed: use a plain name`);
    // CTE scopes are not flat: a name a CTE defines in one place resolves to the real table
    // elsewhere (and inside its own body). A CTE may therefore never share its name with a table
    // or view outside this session, so every reference to that name is the CTE or nothing.
    if (catalog.names.has(name) && !allowed.has(name)) throw new SqlRefused(`the CTE name "${name}" is taken by a table outside this session: choose another name`);
  }
  const used = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isNode(value)) return;
    const type = typeof value.type === 'string' ? value.type : '';
    if ('sample' in value && 'alias' in value && type !== '' && !QUERY_NODES.has(type) && !TABLE_REFS.has(type)) {
      throw new SqlRefused(`${type.toLowerCase().replace(/_/g, ' ')} is not allowed: query the session's tables with SELECT`);
    }
    if (type === 'BASE_TABLE') {
      const name = String(value.table_name ?? '');
      const schema = String(value.schema_name ?? '').toLowerCase();
      const catalog = String(value.catalog_name ?? '');
      if (value.at_clause != null) throw new SqlRefused('time travel (AT) is not allowed');
      if (catalog !== '' || (schema !== '' && schema !== 'main')) throw new SqlRefused(`"${[catalog, schema, name].filter(Boolean).join('.')}" is not one of this session's tables`);
      const key = asciiLower(name);
      if (allowed.has(key)) used.add(tables.find((t) => asciiLower(t) === key) ?? name);
      else if (!(schema === '' && ctes.has(key))) {
        throw new SqlRefused(PATH_LIKE.test(name)
          ? `"${name}" looks like a file or address: only this session's tables can be queried`
          : `"${name}" is not one of this session's tables (${tables.map((t) => `"${t}"`).join(', ')})`);
      }
    }
    if (type === 'TABLE_FUNCTION') {
      const fn = isNode(value.function) ? value.function : {};
      const name = String(fn.function_name ?? '').toLowerCase();
      if (!SAFE_TABLE_FUNCTIONS.has(name) || String(fn.schema ?? '') !== '' || String(fn.catalog ?? '') !== '') {
        throw new SqlRefused(`the table function ${name}() is not allowed: only this session's tables can be queried`);
      }
      walk(fn.children);
      for (const [key, child] of Object.entries(value)) if (key !== 'function') walk(child);
      return;
    }
    if (value.class === 'FUNCTION' || value.class === 'WINDOW') {
      const name = String(value.function_name ?? '').toLowerCase();
      const operator = value.is_operator === true || !/[a-z]/.test(name);
      // List and struct literals ([1, 2], {'a': 1}) come out of the parser as main.list_value and
      // main.struct_pack, so "main" (of the built-in catalog) is the one schema a function may name.
      const schema = asciiLower(String(value.schema ?? ''));
      const catalog = asciiLower(String(value.catalog ?? ''));
      if ((schema !== '' && schema !== 'main') || (catalog !== '' && catalog !== 'system')) throw new SqlRefused(`a schema-qualified function (${name}) is not allowed`);
      if (!operator && !SAFE_FUNCTIONS.has(name)) throw new SqlRefused(`the function ${name}() is not allowed here`);
    }
    if (value.class === 'PARAMETER') throw new SqlRefused('parameters ($1, ?) are not supported: write the values into the SQL');
    for (const child of Object.values(value)) walk(child);
  };
  walk(statements[0]);
  // The second wall, by DuckDB itself: one statement, and it is a SELECT.
  const extracted = await connection.extractStatements(sql);
  if (extracted.count !== 1) throw new SqlRefused('exactly one statement is allowed');
  const prepared = await extracted.prepare(0);
  if (prepared.statementType !== StatementType.SELECT) throw new SqlRefused('only SELECT statements are allowed');
  const parquetViews = await ownParquetViews(connection, [...used]);
  await checkPlan(connection, sql, allowed, catalog.database, parquetViews.length > 0);
  return [...used];
}

/**
 * The tables among `used` that are the engine's own views over a Parquet file read in place
 * (loaders.ts viewOf): `CREATE VIEW <prefix>_1 AS SELECT * FROM read_parquet('…/sources/<id>.parquet')`,
 * the file being that data source's own link (its id gives the table's prefix, ingest.ts
 * tablePrefixFor). The plan of such a view shows read_parquet, without its file.
 */
async function ownParquetViews(connection: DuckDBConnection, used: string[]): Promise<string[]> {
  if (used.length === 0) return [];
  const reader = await connection.runAndReadAll(
    `SELECT view_name, sql FROM duckdb_views() WHERE NOT internal AND database_name = current_database() AND schema_name = 'main'
     AND list_contains(from_json($1, '["VARCHAR"]'), view_name)`,
    [JSON.stringify(used)],
  );
  const own: string[] = [];
  for (const [name, definition] of reader.getRowsJS()) {
    const view = String(name);
    const match = /^CREATE VIEW (?:main\.)?(?:"[^"]+"|\w+) AS SELECT \* FROM read_parquet\('((?:[^']|'')+)'\);?$/i.exec(String(definition).trim());
    if (!match) continue;
    const file = match[1].replace(/''/g, "'");
    const parts = file.split(/[\\/]/);
    const base = parts.at(-1) ?? '';
    if (parts.at(-2) !== 'sources' || !base.toLowerCase().endsWith('.parquet')) continue;
    if (`${base.slice(0, -'.parquet'.length).replace(/[^A-Za-z0-9]/g, '_')}_1` === view) own.push(view);
  }
  return own;
}

/** DuckDB folds identifiers with ASCII rules only; JavaScript's toLowerCase would also fold "K" (Kelvin) to "k". */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Every table and view name in every schema of every database (system views too), and the engine's own database name. */
export async function catalogNames(connection: DuckDBConnection): Promise<{ names: Set<string>; database: string }> {
  const reader = await connection.runAndReadAll(
    'SELECT false AS own, table_name AS name FROM duckdb_tables() UNION ALL SELECT false, view_name FROM duckdb_views() UNION ALL SELECT true, current_database()',
  );
  const names = new Set<string>();
  let database = '';
  for (const [own, name] of reader.getRowsJS()) {
    if (own === true) database = String(name);
    else names.add(asciiLower(String(name)));
  }
  return { names, database };
}

/** Plan leaves that read nothing but the query's own values, its CTEs, or an allowed table or function. */
const SAFE_LEAVES = new Set([
  'SEQ_SCAN', 'TABLE_SCAN', 'DUMMY_SCAN', 'EMPTY_RESULT', 'COLUMN_DATA_SCAN', 'CTE_SCAN', 'REC_CTE_SCAN', 'RECURSIVE_CTE_SCAN', 'DELIM_SCAN',
  'CHUNK_SCAN', 'EXPRESSION_SCAN', 'RANGE', 'GENERATE_SERIES', 'UNNEST',
  // A delim join's duplicate-eliminating aggregate is drawn without its input.
  'HASH_GROUP_BY', 'PERFECT_HASH_GROUP_BY',
]);

/**
 * The second, independent wall: the plan DuckDB bound and optimised (EXPLAIN runs nothing) may
 * scan only this session's tables and the allowed table functions, whatever the parse tree
 * looked like. A view, a macro or a name resolved in an unexpected scope shows up here as what
 * it really reads.
 */
export async function checkPlan(connection: DuckDBConnection, sql: string, allowed: Set<string>, database: string, readsOwnParquet = false): Promise<void> {
  // Without the optimizer: constant folding would compute the query's constant expressions
  // (repeat('x', 1e8)) just to print them; the unoptimised plan reads the same tables.
  await connection.run('PRAGMA disable_optimizer');
  let text: string;
  try {
    const reader = await connection.runAndReadAll(`EXPLAIN (FORMAT JSON) ${sql}`);
    text = reader.getRowsJS().map((row) => String(row[1] ?? '')).join('');
  } finally {
    // Retried once: an interrupt meant for the EXPLAIN may land on the first attempt.
    await connection.run('PRAGMA enable_optimizer').catch(() => connection.run('PRAGMA enable_optimizer'));
  }
  let plan: unknown;
  try {
    plan = JSON.parse(text);
  } catch {
    throw new SqlRefused('the query plan could not be checked');
  }
  const tablePrefix = `${asciiLower(database)}.main.`;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    const name = String(node.name ?? '').trim().toUpperCase();
    const info = isNode(node.extra_info) ? node.extra_info : {};
    const children = Array.isArray(node.children) ? node.children : [];
    if (typeof info.Table === 'string') {
      const table = asciiLower(info.Table);
      if (!table.startsWith(tablePrefix) || !allowed.has(table.slice(tablePrefix.length))) throw new SqlRefused(`the query reads "${info.Table}", which is not one of this session's tables`);
    }
    const fn = typeof info.Function === 'string' ? info.Function : name === 'INOUT_FUNCTION' ? String(info.Name ?? '') : undefined;
    // read_parquet only as the plan of a session table that is a view over its own file (the
    // text itself can never name read_parquet: the parse-tree wall refuses it).
    const ownParquet = readsOwnParquet && name === 'READ_PARQUET' && fn?.toLowerCase() === 'read_parquet' && children.length === 0;
    if (fn !== undefined && !ownParquet && !SAFE_TABLE_FUNCTIONS.has(fn.toLowerCase())) {
      throw new SqlRefused(`the query reads ${fn.toLowerCase()}(), which is not allowed: only this session's tables can be queried`);
    }
    if (children.length === 0 && !ownParquet && !SAFE_LEAVES.has(name)) throw new SqlRefused(`the query reads through ${name.toLowerCase()}, which is not allowed: only this session's tables can be queried`);
    if ((name === 'SEQ_SCAN' || name === 'TABLE_SCAN') && typeof info.Table !== 'string') throw new SqlRefused('the query plan scans a table it does not name');
    visit(children);
  };
  visit(plan);
}
