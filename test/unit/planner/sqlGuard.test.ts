/**
 * The SQL check: one read-only SELECT over the session's tables, functions from an allow-list,
 * decided on DuckDB's own parse tree (so comments and quoting hide nothing).
 */
import assert from 'node:assert/strict';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { catalogNames, checkPlan, checkSql, safeFunctionNames, SqlRefused } from '../../../src/engine/planner/sqlGuard';

describe('planner: the SQL check', () => {
  let connection: DuckDBConnection;
  const tables = ['ds_a_1', 'ds_b_1'];

  before(async () => {
    connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`CREATE TABLE ds_a_1 AS SELECT range AS id, range % 3 AS grp, 'x' || range AS name, DATE '2024-01-01' + CAST(range AS INTEGER) AS day FROM range(10)`);
    await connection.run(`CREATE TABLE ds_b_1 AS SELECT range AS id, range * 2 AS amount FROM range(5)`);
    await connection.run(`CREATE TABLE other AS SELECT 1 AS secret`);
    await connection.run(`CREATE SCHEMA meta; CREATE TABLE meta.jobs AS SELECT 1 AS x; CREATE SEQUENCE meta.seq`);
  });

  const allowed = [
    'SELECT * FROM ds_a_1',
    'select grp, count(*) from "DS_A_1" group by grp',
    'FROM ds_a_1 SELECT id',
    'SELECT a.grp, sum(b.amount) FROM ds_a_1 a JOIN main.ds_b_1 b USING (id) GROUP BY ALL ORDER BY 2 DESC LIMIT 3',
    'WITH t AS (SELECT grp, avg(id) AS m FROM ds_a_1 GROUP BY grp) SELECT * FROM t WHERE m > 1',
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r',
    "SELECT date_trunc('month', day) AS m, strftime(day, '%Y') AS y, row_number() OVER (PARTITION BY grp ORDER BY id) FROM ds_a_1",
    "SELECT name ILIKE '%1%', regexp_matches(name, 'x[0-9]'), CASE WHEN id > 2 THEN 'big' ELSE 'small' END, CAST(id AS VARCHAR) FROM ds_a_1",
    'SELECT * FROM range(3)',
    'SELECT id FROM ds_a_1 UNION ALL SELECT id FROM ds_b_1',
    'SELECT quantile_cont(id, 0.5), median(id), stddev(id) FROM ds_a_1 WHERE id IN (SELECT id FROM ds_b_1)',
    'SELECT 1 -- a comment\n',
    'SELECT coalesce(NULL, 1), ifnull(NULL, 2), nullif(1, 1), if(true, 1, 2)',
    "SELECT [1, 2][1], {'a': 1}.a, MAP {'k': 1}, list_transform([1, 2], x -> x * 2), 'a' || 'b', '{}'::JSON ->> 'x'",
    'SELECT grp, unnest([id, id + 1]) FROM ds_a_1',
    'SELECT * FROM ds_a_1 WHERE id IN (SELECT id FROM ds_b_1 WHERE amount > 2) AND EXISTS (SELECT 1 FROM ds_b_1 b WHERE b.id = ds_a_1.id)',
    'WITH t AS MATERIALIZED (SELECT * FROM ds_a_1) SELECT * FROM t, t AS t2 LIMIT 1',
    'SELECT * FROM ds_a_1 USING SAMPLE 5 ROWS',
    'SELECT main.sum(id) FROM ds_a_1',
  ];
  for (const sql of allowed) {
    it(`allows ${JSON.stringify(sql.slice(0, 70))}`, async () => {
      await checkSql(connection, sql, tables);
    });
  }

  const refused: Array<[string, RegExp]> = [
    ["SELECT * FROM read_csv('/etc/passwd')", /read_csv\(\) is not allowed/],
    ["SELECT * FROM read_csv_auto('data.csv')", /read_csv_auto\(\) is not allowed/],
    ["SELECT * FROM read_parquet('s3://bucket/x.parquet')", /read_parquet\(\) is not allowed/],
    ["SELECT * FROM '/etc/passwd'", /looks like a file/],
    ["SELECT * FROM 'https://example.com/x.csv'", /looks like a file/],
    ["SELECT * FROM glob('/home/*')", /glob\(\) is not allowed/],
    ["SELECT * FROM read_text('/etc/hostname')", /read_text\(\) is not allowed/],
    ["SELECT * FROM query('DROP TABLE ds_a_1')", /query\(\) is not allowed/],
    ["SELECT * FROM duckdb_settings()", /duckdb_settings\(\) is not allowed/],
    ["SELECT getenv('HOME')", /getenv\(\) is not allowed/],
    ["SELECT current_setting('allowed_directories')", /current_setting\(\) is not allowed/],
    ["SELECT nextval('meta.seq')", /nextval\(\) is not allowed/],
    ['SELECT * FROM other', /not one of this session's tables/],
    ['SELECT * FROM meta.jobs', /not one of this session's tables/],
    ['SELECT * FROM memory.main.ds_a_1', /not one of this session's tables/],
    ['SELECT * FROM information_schema.tables', /not one of this session's tables/],
    ['SELECT (SELECT count(*) FROM other) FROM ds_a_1', /not one of this session's tables/],
    ['WITH x AS (SELECT 1) SELECT * FROM x, other', /not one of this session's tables/],
    ['WITH "x.csv" AS (SELECT 1) SELECT * FROM "x.csv"', /CTE name/],
    ['SELECT 1; SELECT 2', /exactly one statement|only one read-only/],
    ['SELECT 1; /* hidden */ DROP TABLE ds_a_1', /exactly one statement|only one read-only/],
    ["COPY ds_a_1 TO '/tmp/out.csv'", /only one read-only SELECT/],
    ["ATTACH '/tmp/x.db' AS x", /only one read-only SELECT/],
    ['INSTALL httpfs', /only one read-only SELECT/],
    ['LOAD httpfs', /only one read-only SELECT/],
    ["SET enable_external_access = true", /only one read-only SELECT/],
    ['PRAGMA database_list', /only one read-only SELECT/],
    ["CALL pragma_version()", /only one read-only SELECT/],
    ["EXPORT DATABASE '/tmp/x'", /only one read-only SELECT/],
    ['DELETE FROM ds_a_1', /only one read-only SELECT/],
    ['CREATE TABLE y AS SELECT 1', /only one read-only SELECT/],
    ['SHOW TABLES', /show ref is not allowed/],
    ['DESCRIBE ds_a_1', /show ref is not allowed/],
    ['SELECT * FROM ds_a_1 WHERE id = $1', /parameters/],
    ['SELECT pg_catalog.sum(id) FROM ds_a_1', /schema-qualified/],
    ['SELECT meta.sum(id) FROM ds_a_1', /schema-qualified/],
    ['SELECT memory.main.sum(id) FROM ds_a_1', /schema-qualified/],
    ['', /empty/],
    // CTE scopes: a CTE named like a table outside the session would let that name reach the real table.
    ['WITH other AS (SELECT * FROM other) SELECT * FROM other', /CTE name "other" is taken/],
    ['WITH RECURSIVE other AS (SELECT * FROM other) SELECT * FROM other', /CTE name "other" is taken/],
    ['SELECT * FROM ds_a_1, (WITH other AS (SELECT 1 AS secret) SELECT * FROM other) q, other', /CTE name "other" is taken/],
    ['SELECT * FROM (WITH "OTHER" AS (SELECT 1) SELECT 1) q, other', /CTE name "other" is taken/],
    ['WITH duckdb_tables AS (SELECT * FROM duckdb_tables) SELECT * FROM duckdb_tables', /CTE name "duckdb_tables" is taken/],
    ['WITH sqlite_master AS (SELECT * FROM sqlite_master) SELECT sql FROM sqlite_master', /CTE name "sqlite_master" is taken/],
    ['WITH x AS MATERIALIZED (SELECT * FROM other) SELECT 1', /not one of this session's tables/],
    ['SELECT * FROM duckdb_tables', /not one of this session's tables/],
    ['SELECT * FROM sqlite_master', /not one of this session's tables/],
    ['SELECT * FROM pg_catalog.pg_class', /not one of this session's tables/],
    ['SELECT * FROM temp.main.ds_a_1', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1 a, LATERAL (SELECT * FROM other) b', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1 ORDER BY (SELECT secret FROM other)', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1 WHERE EXISTS (FROM other)', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1 POSITIONAL JOIN other', /not one of this session's tables/],
    ['SELECT list_transform([1], x -> (SELECT secret FROM other))', /not one of this session's tables/],
    ['SELECT * FROM unnest((SELECT list(secret) FROM other))', /not one of this session's tables/],
    ['SELECT 1 UNION SELECT secret FROM other', /not one of this session's tables/],
    ['TABLE other', /not one of this session's tables/],
    ['SELECT * FROM (FROM other)', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1 WHERE id = ANY(SELECT secret FROM other)', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1 WHERE id IN (TABLE other)', /not one of this session's tables/],
    ["SELECT * FROM ds_a_1 JOIN read_parquet('x.parquet') USING (id)", /read_parquet\(\) is not allowed/],
    ['SELECT * FROM ds_a_1 AT (VERSION => 1)', /time travel|not allowed|does not parse/],
    // Unicode: DuckDB folds identifiers by ASCII only, so a Kelvin sign is another name, not "k".
    ['SELECT * FROM "ds_\u212a"', /not one of this session's tables/],
    ['SELECT * FROM ds_a_1\u037e DROP TABLE ds_a_1', /does not parse|exactly one|only one/],
    ['SELECT * FROM "ds_a_1\u0000"', /not one of this session's tables|does not parse/],
    // Settings, environment, files and the engine's own state through functions.
    ["SELECT * FROM read_json_auto('/etc/x.json')", /read_json_auto\(\) is not allowed/],
    ["SELECT * FROM read_json('/etc/x.json')", /read_json\(\) is not allowed/],
    ["SELECT * FROM read_blob('/etc/hostname')", /read_blob\(\) is not allowed/],
    ["SELECT * FROM parquet_metadata('x.parquet')", /parquet_metadata\(\) is not allowed/],
    ["SELECT * FROM sniff_csv('x.csv')", /sniff_csv\(\) is not allowed/],
    ["SELECT * FROM pragma_table_info('other')", /pragma_table_info\(\) is not allowed/],
    ["SELECT * FROM duckdb_extensions()", /duckdb_extensions\(\) is not allowed/],
    ["SELECT * FROM query_table('other')", /query_table\(\) is not allowed/],
    ["SELECT * FROM 'x.csv'", /looks like a file/],
    ["SELECT * FROM \"~/x\"", /looks like a file/],
    ["SELECT * FROM read_csv(['a.csv'])", /read_csv\(\) is not allowed/],
    ['SELECT version()', /version\(\) is not allowed/],
    ['SELECT current_database()', /current_database\(\) is not allowed/],
    ["SELECT current_setting('home_directory')", /current_setting\(\) is not allowed/],
    ["SELECT setseed(0.5)", /setseed\(\) is not allowed/],
    ["SELECT random()", /random\(\) is not allowed/],
    ['SELECT main.getenv(\'HOME\')', /getenv\(\) is not allowed/],
    ['SELECT system.main.getenv(\'HOME\')', /getenv\(\) is not allowed/],
    // Statements DuckDB would run and which are not one SELECT.
    ["SELECT 1; ATTACH 'x.db'", /exactly one statement|only one read-only/],
    ['CHECKPOINT', /only one read-only SELECT/],
    ['VACUUM', /only one read-only SELECT/],
    ['DETACH memory', /only one read-only SELECT/],
    ['USE other', /only one read-only SELECT/],
    ["CREATE MACRO m() AS (SELECT 1)", /only one read-only SELECT/],
    ['SUMMARIZE ds_a_1', /show ref is not allowed/],
    ['EXPLAIN SELECT 1', /only one read-only SELECT/],
    ['PIVOT ds_a_1 ON grp USING sum(id)', /not allowed|only one read-only/],
  ];
  for (const [sql, reason] of refused) {
    it(`refuses ${JSON.stringify(sql.slice(0, 70))}`, async () => {
      await assert.rejects(checkSql(connection, sql, tables), (error: Error) => {
        assert.ok(error instanceof SqlRefused, `${error.name}: ${error.message}`);
        assert.match(error.message, reason);
        return true;
      });
    });
  }

  it('leaves DuckDB with its optimiser on after the plan check (the job connection answers on)', async () => {
    await checkSql(connection, 'SELECT grp, count(*) FROM ds_a_1 GROUP BY grp', tables);
    const reader = await connection.runAndReadAll("SELECT current_setting('disabled_optimizers') AS d");
    const plan = await connection.runAndReadAll('EXPLAIN SELECT 1 + 1');
    assert.ok(reader.getRowsJS().length === 1);
    assert.match(String(plan.getRowsJS()[0][1]), /2/);
  });

  it('allows a CTE named like one of the session\'s own tables (it reads nothing else)', async () => {
    assert.deepEqual(await checkSql(connection, 'WITH ds_a_1 AS (SELECT * FROM ds_a_1 WHERE id > 3) SELECT count(*) FROM ds_a_1', tables), ['ds_a_1']);
  });

  it('the plan wall alone refuses what the parse-tree wall refuses (each wall stands by itself)', async () => {
    const { database } = await catalogNames(connection);
    const allowedSet = new Set(tables);
    await checkPlan(connection, 'SELECT grp, count(*) FROM ds_a_1 JOIN ds_b_1 USING (id) GROUP BY grp', allowedSet, database);
    await checkPlan(connection, 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r, range(2), unnest([1])', allowedSet, database);
    for (const [sql, reason] of [
      ['WITH other AS (SELECT * FROM other) SELECT * FROM other', /reads "memory\.main\.other"/],
      ['SELECT * FROM meta.jobs', /reads "memory\.meta\.jobs"/],
      ['SELECT * FROM sqlite_master', /duckdb_tables\(\)|duckdb_views\(\)|duckdb_indexes\(\)/],
      ['SELECT * FROM duckdb_settings()', /duckdb_settings\(\)/],
      ['SELECT * FROM glob(\'/tmp/*\')', /glob\(\)/],
    ] as const) {
      await assert.rejects(checkPlan(connection, sql, allowedSet, database), (error: Error) => error instanceof SqlRefused && reason.test(error.message), sql);
    }
  });

  it('returns the session tables a statement reads', async () => {
    assert.deepEqual((await checkSql(connection, 'SELECT * FROM ds_b_1 JOIN "DS_A_1" USING (id)', tables)).sort(), ['ds_a_1', 'ds_b_1']);
  });

  it('allow-lists only functions this DuckDB has, and no table function but range, generate_series and unnest', async () => {
    const reader = await connection.runAndReadAll(`SELECT DISTINCT function_name, function_type FROM duckdb_functions()`);
    const types = new Map<string, Set<string>>();
    for (const [name, type] of reader.getRowsJS() as Array<[string, string]>) types.set(name, (types.get(name) ?? new Set()).add(type));
    const missing = safeFunctionNames().filter((name) => !types.has(name) && !['count_star', 'extract', 'if', 'try_cast', 'row', 'mean', 'coalesce', 'ifnull'].includes(name));
    assert.deepEqual(missing, [], 'every allow-listed name is a DuckDB function');
    const tableFunctions = safeFunctionNames().filter((name) => types.get(name)?.has('table') && !types.get(name)?.has('scalar') && !['range', 'generate_series', 'unnest'].includes(name));
    assert.deepEqual(tableFunctions, []);
  });
});
