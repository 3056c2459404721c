/**
 * The data tools as a model sees them: one name, description and JSON Schema per tool, shared by
 * the MCP server and (mirrored in package.json's `languageModelTools`, checked by a unit test)
 * VS Code's agent mode. The descriptions say when to pick each tool and what comes back, so a
 * model chooses the right one without trying them all.
 */

export type ToolId = 'listDatasets' | 'describeDataset' | 'askQuestion' | 'runSql' | 'analyzeFile';

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, { type: 'string'; description: string; minLength?: number; maxLength?: number } | { type: 'integer'; description: string; minimum: number; maximum: number }>;
  required?: string[];
  additionalProperties?: false;
}

export interface ToolSpec {
  id: ToolId;
  /** The name in VS Code (`vscode.lm.registerTool`, package.json). */
  lmName: string;
  /** The name over MCP. */
  mcpName: string;
  title: string;
  description: string;
  inputSchema: JsonSchemaObject;
  /** True for tools that only read; false for tools that upload or create something. */
  readOnly: boolean;
}

const DATASET_ID = {
  type: 'string' as const,
  description: 'The dataset id as list_datasets returns it (it starts with "dset-"). May be left out when exactly one dataset exists.',
};

export const TOOL_SPECS: readonly ToolSpec[] = [
  {
    id: 'listDatasets',
    lmName: 'dataAnalysis_listDatasets',
    mcpName: 'list_datasets',
    title: 'List datasets',
    description:
      'Lists the datasets of the Data Analysis service (the local engine or the hosted service): for each one its id, name, description and its data files with their sync status. ' +
      'Use it first to find the dataset id that the other data tools need. Takes an optional search text that filters by name.',
    inputSchema: {
      type: 'object',
      properties: { search: { type: 'string', description: 'Only datasets whose name contains this text (case-insensitive). Optional.', maxLength: 200 } },
      additionalProperties: false,
    },
    readOnly: true,
  },
  {
    id: 'describeDataset',
    lmName: 'dataAnalysis_describeDataset',
    mcpName: 'describe_dataset',
    title: 'Describe a dataset',
    description:
      "Describes one dataset: its files (tables and sheets) with their sync status, the service's summary of the data (columns, types, row counts) and example questions it can answer. " +
      'Use it before asking a question, to learn which columns exist and how they are spelled.',
    inputSchema: { type: 'object', properties: { datasetId: DATASET_ID }, additionalProperties: false },
    readOnly: true,
  },
  {
    id: 'askQuestion',
    lmName: 'dataAnalysis_askQuestion',
    mcpName: 'ask_question',
    title: 'Ask a question about a dataset',
    description:
      'Answers a question about the data of one dataset by computing it (SQL on the data, never a guess). Returns the answer text with the sentence that says what was computed, ' +
      'the first rows of the result table, the SQL that ran and equivalent pandas code, and follow-up questions. ' +
      'Ask one precise question per call, in plain words and with the column names as the dataset spells them (for example "total revenue by region in 2024"). ' +
      'When the answer says the question was unclear or could not be answered, rephrase it rather than repeating it. ' +
      'Pass the sessionId of an earlier answer to ask a follow-up that builds on it.',
    inputSchema: {
      type: 'object',
      properties: {
        question: { type: 'string', description: 'The question, in plain words (at most 6000 characters).', minLength: 1, maxLength: 6000 },
        datasetId: DATASET_ID,
        sessionId: { type: 'string', description: 'The session id of an earlier answer, to ask a follow-up in the same conversation. Optional.' },
      },
      required: ['question'],
      additionalProperties: false,
    },
    readOnly: false,
  },
  {
    id: 'runSql',
    lmName: 'dataAnalysis_runSql',
    mcpName: 'run_sql',
    title: 'Run a read-only SQL query',
    description:
      'Runs one read-only SQL query (DuckDB dialect: SELECT or WITH … SELECT) over the tables of one dataset on the local engine, and returns the columns and the rows ' +
      '(at most maxRows, default 100; the answer says when rows were cut). Use it for an exact lookup or figure that ask_question does not phrase well. ' +
      'The table names are those describe_dataset lists under "Tables for run_sql" (quote them with double quotes). Only this dataset\'s tables can be read: ' +
      'no files, URLs or other datasets, no writes or settings, one statement, and the query is stopped after 10 seconds. ' +
      'It needs the local engine: on the hosted service it answers that it is not available.',
    inputSchema: {
      type: 'object',
      properties: {
        sql: { type: 'string', description: 'One SELECT (or WITH … SELECT) statement over this dataset\'s tables, at most 20,000 characters.', minLength: 1, maxLength: 20000 },
        datasetId: DATASET_ID,
        maxRows: { type: 'integer', description: 'The most rows to return (1 to 1000, default 100).', minimum: 1, maximum: 1000 },
      },
      required: ['sql'],
      additionalProperties: false,
    },
    readOnly: true,
  },
  {
    id: 'analyzeFile',
    lmName: 'dataAnalysis_analyzeFile',
    mcpName: 'analyze_file',
    title: 'Analyze a data file',
    description:
      'Uploads a data file (CSV, TSV, XLSX, JSON, TXT or MD) to the Data Analysis service, waits until it is read, and returns the dataset id with a description of the data. ' +
      'Use it when the data the user asks about is a file that no dataset holds yet. This uploads the file (on the local engine it stays on this machine), so it needs the user\'s confirmation. ' +
      'Give a path relative to the workspace folder (or the current directory for MCP) or an absolute path. With datasetId, the file is added to that dataset; otherwise a new dataset is created.',
    inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'The file to upload: a path relative to the workspace folder, or absolute.', minLength: 1 },
        datasetId: { type: 'string', description: 'Add the file to this existing dataset instead of creating a new one. Optional.' },
      },
      required: ['path'],
      additionalProperties: false,
    },
    readOnly: false,
  },
];

export function toolSpec(id: ToolId): ToolSpec {
  const spec = TOOL_SPECS.find((s) => s.id === id);
  if (!spec) throw new Error(`no tool ${id}`);
  return spec;
}
