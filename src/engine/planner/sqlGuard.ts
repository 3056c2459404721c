/**
 * The check every model-written SQL statement passes before it runs. DuckDB's own parser
 * (`json_serialize_sql`) turns the text into its parse tree, so comments, quoting and odd
 * spacing cannot hide anything: what is checked is what DuckDB would run. The tree must be one
 * SELECT (or WITH … SELECT) whose every table is one of the session's tables (or a CTE the query
 * defines), whose every function is on an allow-list of pure scalar, aggregate and window
 * functions, and whose only table functions generate numbers or unnest lists. No file, URL,
 * extension, setting, metadata table or engine table can be named, so none can be read.
 *
 * The engine's database also runs with `enable_external_access = false` and a directory
 * allow-list (database.ts): a second wall, should this check ever miss something.
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
      for (const entry of tree.cte_map.map) if (isNode(entry) && typeof entry.key === 'string') into.add(entry.key.toLowerCase());
    }
    if (tree.type === 'RECURSIVE_CTE_NODE' && typeof tree.cte_name === 'string') into.add(tree.cte_name.toLowerCase());
    for (const value of Object.values(tree)) cteNames(value, into);
  }
  return into;
}

/**
 * Checks one statement. `tables` are the session's tables (as stored, case-insensitive).
 * Returns the session tables the statement reads; throws SqlRefused with a reason the model can
 * act on.
 */
export async function checkSql(connection: DuckDBConnection, sql: string, tables: readonly string[]): Promise<string[]> {
  if (typeof sql !== 'string' || sql.trim() === '') throw new SqlRefused('the SQL is empty');
  if (sql.length > 20_000) throw new SqlRefused('the SQL is longer than 20,000 characters');
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS tree', [sql]);
  const raw = reader.getRowObjectsJS()[0]?.tree;
  let parsed: Node;
  try {
    parsed = JSON.parse(String(raw)) as Node;
  } catch {
    throw new SqlRefused('the SQL could not be parsed');
  }
  if (parsed.error === true) {
    const message = String(parsed.error_message ?? 'parse error');
    throw new SqlRefused(/Only SELECT statements/i.test(message)
      ? 'only one read-only SELECT (or WITH … SELECT) statement is allowed'
      : `the SQL does not parse: ${message.split('\n')[0].slice(0, 300)}`);
  }
  const statements = Array.isArray(parsed.statements) ? parsed.statements : [];
  if (statements.length !== 1) throw new SqlRefused('exactly one statement is allowed');
  const allowed = new Set(tables.map((name) => name.toLowerCase()));
  const ctes = cteNames(statements[0], new Set());
  for (const name of ctes) {
    if (PATH_LIKE.test(name)) throw new SqlRefused(`the CTE name "${name}" is not allowed: use a plain name`);
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
      const key = name.toLowerCase();
      if (allowed.has(key)) used.add(tables.find((t) => t.toLowerCase() === key) ?? name);
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
      if (String(value.schema ?? '') !== '' || String(value.catalog ?? '') !== '') throw new SqlRefused(`a schema-qualified function (${name}) is not allowed`);
      if (!operator && !SAFE_FUNCTIONS.has(name)) throw new SqlRefused(`the function ${name}() is not allowed here`);
    }
    if (value.class === 'PARAMETER') throw new SqlRefused('parameters ($1, ?) are not supported: write the values into the SQL');
    for (const child of Object.values(value)) walk(child);
  };
  walk(statements[0]);
  // A second, independent check by DuckDB itself: one statement, and it is a SELECT.
  const extracted = await connection.extractStatements(sql);
  if (extracted.count !== 1) throw new SqlRefused('exactly one statement is allowed');
  const prepared = await extracted.prepare(0);
  if (prepared.statementType !== StatementType.SELECT) throw new SqlRefused('only SELECT statements are allowed');
  return [...used];
}
