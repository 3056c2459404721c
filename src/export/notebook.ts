/**
 * A conversation as a Jupyter notebook (Export Conversation as Notebook): each question a
 * Markdown cell, each answer's code runnable cells, each answer's text a Markdown cell. Run top
 * to bottom, the code cells compute the answers' figures again from the user's own files, read
 * by their paths relative to the notebook.
 *
 * pandas (the default) runs the answer's pandas code. SQL runs the answer's SQL in DuckDB's
 * Python package, over the same tables read by pandas and registered under the names the SQL
 * uses. No vscode import: the caller says where the files are relative to the notebook.
 */
import type { AnswerBlock } from '../api/types';

export type NotebookLanguage = 'pandas' | 'sql';

export interface NotebookTurn {
  question: string;
  blocks: readonly AnswerBlock[];
}

export interface NotebookText {
  /** Under the title: how to run it and where the files are read from. */
  intro: string;
  /** A data source whose file was not found beside the notebook: says to put it there. */
  fileNotFound: (name: string) => string;
  /** A SQL answer whose tables could not be tied to one file each. */
  tablesUnknown: string;
  /** A question whose answer has no code to run (stopped, failed, or a text-only answer). */
  noCode: string;
}

export interface NotebookOptions {
  title: string;
  language: NotebookLanguage;
  /** Data source name → its file's path relative to the notebook, with forward slashes. */
  files: ReadonlyMap<string, string>;
  text: NotebookText;
}

interface Cell {
  cell_type: 'markdown' | 'code';
  id: string;
  metadata: Record<string, never>;
  source: string[];
  execution_count?: null;
  outputs?: never[];
}

export interface Notebook {
  cells: Cell[];
  metadata: {
    kernelspec: { display_name: string; language: string; name: string };
    language_info: { name: string };
  };
  nbformat: 4;
  nbformat_minor: 5;
}

/** A fenced CODE block: its language and its code. */
export function splitFence(content: string): { language: string; code: string } {
  const match = /^\s*(`{3,}|~{3,})[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)\n?\s*\1\s*$/.exec(content);
  if (match) return { language: match[2].toLowerCase(), code: match[3] };
  return { language: '', code: content.trim() };
}

/** Python string literals of read calls: pd.read_csv("sales.csv", …). */
const READ_CALL = /(\bpd\.read_(?:csv|excel|json|parquet)\(\s*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g;

function pythonString(text: string): string {
  return JSON.stringify(text);
}

/** The name inside a Python string literal (as the analyst writes them: JSON-compatible). */
function literalValue(literal: string): string | undefined {
  try {
    return literal.startsWith('"') ? (JSON.parse(literal) as string) : (JSON.parse(`"${literal.slice(1, -1).replace(/"/g, '\\"')}"`) as string);
  } catch {
    return undefined;
  }
}

/**
 * The code with each file it reads pointed at its path relative to the notebook; also the names
 * read that have no known path.
 */
export function relocateReads(code: string, files: ReadonlyMap<string, string>): { code: string; missing: string[] } {
  const missing: string[] = [];
  const out = code.replace(READ_CALL, (whole, call: string, literal: string) => {
    const name = literalValue(literal);
    if (name === undefined) return whole;
    const target = files.get(name);
    if (target === undefined) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return `${call}${pythonString(target)}`;
  });
  return { code: out, missing };
}

/** The statements of the pandas code that read the data (up to the first `df = …read_…(…)`). */
function readPrologue(pandas: string): string | undefined {
  const lines = pandas.split('\n');
  const at = lines.findIndex((line) => /^df\s*=\s*pd\.read_\w+\(/.test(line));
  if (at < 0) return undefined;
  return lines.slice(0, at + 1).join('\n');
}

/** Table names a SQL text reads: "ds_…" identifiers as the engine names data source tables. */
function sqlTables(sql: string): string[] {
  return [...new Set([...sql.matchAll(/"(ds_[A-Za-z0-9_]+)"/g)].map((m) => m[1]))];
}

/** SQL reads of a file by name, as the local analyst writes them: read_csv('sales.csv', …). */
const SQL_READ_CALL = /(\bread_(?:csv|csv_auto|xlsx|parquet|json|json_auto)\(\s*)'((?:[^'\n]|'')*)'/g;

/** The SQL with each file it reads pointed at its path relative to the notebook. */
function relocateSqlReads(sql: string, files: ReadonlyMap<string, string>): { sql: string; missing: string[]; reads: number } {
  const missing: string[] = [];
  let reads = 0;
  const out = sql.replace(SQL_READ_CALL, (whole, call: string, quoted: string) => {
    reads++;
    const name = quoted.replace(/''/g, "'");
    const target = files.get(name);
    if (target === undefined) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return `${call}'${target.replace(/'/g, "''")}'`;
  });
  return { sql: out, missing, reads };
}

/** DuckDB running the statements; the last one's rows become `result`. */
function duckdbLines(statements: string[]): string[] {
  const last = statements[statements.length - 1];
  return [
    'con = duckdb.connect()',
    ...statements.slice(0, -1).map((s) => `con.execute(${pythonString(s)})`),
    `result = con.execute(${pythonString(last)}).df()`,
    'print(result)',
  ];
}

/**
 * The SQL cell. SQL that reads the user's files itself (the local analyst's) runs as it is, with
 * the files pointed at their paths beside the notebook; SQL over a service's table ("ds_…") runs
 * on the file read by pandas, registered in DuckDB under the name the SQL uses.
 */
function sqlCell(sql: string, pandas: string | undefined, files: ReadonlyMap<string, string>): { code: string; missing: string[] } | undefined {
  const statements = sql.split(/;\s*(?:\n|$)/).map((s) => s.trim()).filter(Boolean);
  if (statements.length === 0) return undefined;
  const tables = sqlTables(sql);
  const direct = relocateSqlReads(statements.join(';\n'), files);
  if (tables.length === 0 && direct.reads > 0) {
    const relocated = statements.map((s) => relocateSqlReads(s, files).sql);
    return { code: ['import duckdb', '', ...duckdbLines(relocated)].join('\n'), missing: direct.missing };
  }
  const prologue = pandas === undefined ? undefined : readPrologue(pandas);
  if (!prologue || tables.length !== 1) return undefined;
  const code = [
    'import duckdb',
    prologue.replace(/^import pandas as pd\n*/m, 'import pandas as pd\n'),
    '',
    'con = duckdb.connect()',
    `con.register(${pythonString(tables[0])}, df)`,
    ...duckdbLines(statements).slice(1),
  ].join('\n');
  const relocated = relocateReads(code, files);
  return { code: relocated.code, missing: relocated.missing };
}

/** Jupyter keeps a cell's source as lines, each but the last ending in a newline. */
function lines(text: string): string[] {
  const parts = text.replace(/\r\n/g, '\n').split('\n');
  return parts.map((line, i) => (i < parts.length - 1 ? `${line}\n` : line)).filter((line) => line !== '');
}

/** Text from a person or a service in a heading: one line, Markdown and HTML neutralised. */
function inline(value: string): string {
  return value.replace(/[\\`*_{}[\]<>#|!]/g, '\\$&').replace(/\r?\n/g, ' ');
}

export function conversationNotebook(turns: readonly NotebookTurn[], options: NotebookOptions): Notebook {
  const cells: Cell[] = [];
  const add = (cell_type: Cell['cell_type'], text: string): void => {
    const id = `cell-${cells.length + 1}`;
    cells.push(cell_type === 'code'
      ? { cell_type, id, metadata: {}, source: lines(text), execution_count: null, outputs: [] }
      : { cell_type, id, metadata: {}, source: lines(text) });
  };
  add('markdown', `# ${inline(options.title)}\n\n${options.text.intro}`);
  const missingNoted = new Set<string>();

  for (const turn of turns) {
    const [first = '', ...rest] = turn.question.trim().split(/\r?\n/);
    add('markdown', `## ${inline(first)}${rest.length ? `\n\n${rest.map((line) => `> ${line}`).join('\n')}` : ''}`);

    const code = turn.blocks.filter((b): b is Extract<AnswerBlock, { type: 'CODE' }> => b.type === 'CODE').map((b) => splitFence(b.content));
    const pandas = code.find((c) => c.language === 'python' || c.language === 'py')?.code;
    const sql = code.find((c) => c.language === 'sql')?.code;
    let relocated: { code: string; missing: string[] } | undefined;
    let note: string | undefined;
    if (options.language === 'sql' && sql !== undefined) {
      relocated = sqlCell(sql, pandas, options.files);
      if (relocated === undefined) note = `${options.text.tablesUnknown}\n\n\`\`\`sql\n${sql.trim()}\n\`\`\``;
    } else if (pandas !== undefined) {
      relocated = relocateReads(pandas, options.files);
    }
    if (relocated !== undefined) {
      const unseen = relocated.missing.filter((name) => !missingNoted.has(name));
      for (const name of unseen) missingNoted.add(name);
      if (unseen.length) add('markdown', unseen.map((name) => `*${options.text.fileNotFound(name)}*`).join('\n\n'));
      add('code', relocated.code.trim());
    } else {
      add('markdown', note ?? `*${options.text.noCode}*`);
    }

    // The answer's text (the Respond stage): the figures the code above computes again.
    const answer = turn.blocks.filter((b) => b.type === 'MESSAGE' && b.stage !== 'Analyze').map((b) => String(b.content).trim()).filter(Boolean);
    if (answer.length) add('markdown', answer.join('\n\n'));
  }

  return {
    cells,
    metadata: {
      kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
      language_info: { name: 'python' },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

/** The notebook file's text: JSON as Jupyter writes it (one-space indent, a final newline). */
export function notebookJson(notebook: Notebook): string {
  return `${JSON.stringify(notebook, null, 1)}\n`;
}
