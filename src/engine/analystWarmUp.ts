/**
 * The rule-based analyst's first question in a process costs far more than its later ones: V8
 * compiles its hundreds of regular expressions (Unicode classes among them) and its parser's code
 * on first use, and the code it compiles fills the heap until a full collection runs. Measured on a
 * 10M-row Parquet file's first answer (issue 18, engine CPU profile at load 5): the question's parse
 * took 157 ms and its garbage collections 161 ms in a fresh engine, 13 ms and 28 ms after one small
 * question elsewhere. The engine calls this as it starts, as it warms its charts and number formats,
 * so that cost is not paid inside the user's first answer.
 *
 * It asks a few questions of the common shapes on a small table of its own, in an in-memory DuckDB
 * instance of its own, closed afterwards: nothing of it reaches the engine's database, cache or
 * files, and its answers are dropped.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import type { Analyst } from './analyst/contract';
import { readOnlyQuery, withProfile } from './jobs';
import { profileTable } from './profile';
import { TableFacts } from './tableFacts';

const TABLE = 'warm_up';

/** Made-up orders of a few shops: a date, two text columns, two numbers and an identifier. */
const CREATE = `CREATE TABLE ${TABLE} AS SELECT 5000 + i AS order_no, DATE '2023-01-02' + (i * 3)::INTEGER AS ordered_on,
  ['Amber', 'Birch', 'Cedar'][i % 3 + 1] AS shop, ['tea', 'cake', 'soup', 'bread'][i % 4 + 1] AS dish,
  i % 7 + 1 AS portions, round(2.5 + (i % 11) * 1.25, 2) AS price FROM range(240) AS t(i)`;

/** One question of each common shape: a total by group, an average by two groups, a trend, a top N, a filtered count. */
export const WARM_UP_QUESTIONS = [
  'total price by shop',
  'average portions by dish and shop',
  'monthly price trend',
  'top 3 dishes by portions in 2023',
  'how many orders in Amber?',
];

/**
 * Runs the analyst once per question on its own small table; resolves when done (answers dropped).
 * It stops at its next question or query once `busy()` says the engine has work of its own (a file
 * read or a question asked as the engine starts): a warm-up must not slow down what it is for.
 */
export async function warmUpAnalyst(analyst: Analyst, busy: () => boolean, questions: string[] = WARM_UP_QUESTIONS): Promise<void> {
  if (busy()) return;
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  try {
    const connection = await instance.connect();
    try {
      await connection.run(CREATE);
      const described = await readOnlyQuery(connection, `SELECT column_name AS name, column_type AS type FROM (DESCRIBE ${TABLE})`);
      const columns = described.map((row) => ({ name: String(row.name), type: String(row.type) }));
      const table = { table: TABLE, label: TABLE, kind: 'table' as const, columns, rowCount: 240 };
      const profile = JSON.stringify(await profileTable(connection, table));
      const cache = new TableFacts();
      for (const question of questions) {
        if (busy()) return;
        const asked = analyst({
          question,
          outputLanguage: 'AUTO',
          tables: [{ ...table, columns: withProfile(columns, profile), source: { datasource_id: 'warm-up', dataset_id: 'warm-up', name: 'orders.csv', file_type: 'csv' } }],
          documents: [],
          history: [],
          // Stops at its next query too once the engine has work: a question's own parse is the most it adds.
          query: (sql, params) => (busy() ? Promise.reject(new Error('the engine has work: the warm-up stops')) : readOnlyQuery(connection, sql, params)),
          publish: async (name) => ({ name, url: 'http://127.0.0.1/warm-up', expires_at: '2000-01-01T00:00:00Z' }),
          emit: () => undefined,
          signal: AbortSignal.timeout(30_000),
          cache,
        });
        // A query refused because the engine got work ends the warm-up quietly; any other failure is reported.
        await asked.catch((error: unknown) => {
          if (!busy()) throw error;
        });
      }
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}
