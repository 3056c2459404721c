/**
 * The command line: which commands exist, their options, their usage text, and the parse (with
 * node:util parseArgs, strict). A mistake becomes a UsageError: one line plus the usage, exit 2.
 */
import { parseArgs } from 'node:util';
import { JOB_MODES, OUTPUT_LANGUAGES, type JobMode, type OutputLanguage } from '../api/types';

export const PROGRAM = 'data-analysis';

interface OptionSpec {
  type: 'string' | 'boolean';
  /** The placeholder shown in the usage, for string options. */
  value?: string;
  help: string;
  short?: string;
}

const OPTIONS = {
  'base-url': { type: 'string', value: 'url', help: 'address of a v2 service (the part before /v2); default: a local engine' },
  'api-key': { type: 'string', value: 'key', help: 'API key of that service (or set DATA_ANALYSIS_API_KEY); other local users can see it in ps' },
  'api-key-file': { type: 'string', value: 'file', help: 'read the API key from this file, which only you may read (chmod 600)' },
  'user-id': { type: 'string', value: 'id', help: 'your user id at that service (or set DATA_ANALYSIS_USER_ID)' },
  'data-dir': { type: 'string', value: 'dir', help: 'the local engine keeps its data here (default for ask: a temporary folder)' },
  dataset: { type: 'string', value: 'id', help: 'use this dataset' },
  session: { type: 'string', value: 'id', help: 'continue this session (earlier questions are context)' },
  out: { type: 'string', value: 'dir', help: 'save tables and images in this folder (made if needed); without it nothing is saved' },
  'no-stream': { type: 'boolean', help: 'wait for the whole answer instead of printing it as it arrives' },
  language: { type: 'string', value: 'code', help: `answer language: ${OUTPUT_LANGUAGES.join(', ')}` },
  mode: { type: 'string', value: 'mode', help: `job mode: ${JOB_MODES.join(' or ')}` },
  search: { type: 'string', value: 'text', help: 'only items whose name contains this text' },
  port: { type: 'string', value: 'n', help: 'port to listen on (default: a free one)' },
  json: { type: 'boolean', help: 'print JSON on stdout and nothing else' },
  'model-url': { type: 'string', value: 'url', help: 'base URL of an OpenAI-compatible API whose model answers on the local engine (or set DATA_ANALYSIS_MODEL_URL; its key only in DATA_ANALYSIS_MODEL_KEY)' },
  model: { type: 'string', value: 'name', help: 'the model\'s name at --model-url (or set DATA_ANALYSIS_MODEL)' },
  share: { type: 'string', value: 'what', help: 'what the model may see: schema, samples (the default) or results' },
  help: { type: 'boolean', short: 'h', help: 'show this help' },
} satisfies Record<string, OptionSpec>;

export type OptionName = keyof typeof OPTIONS;

export interface Values {
  'base-url'?: string;
  'api-key'?: string;
  'api-key-file'?: string;
  'user-id'?: string;
  'data-dir'?: string;
  dataset?: string;
  session?: string;
  out?: string;
  'no-stream'?: boolean;
  language?: OutputLanguage;
  mode?: JobMode;
  search?: string;
  port?: number;
  json?: boolean;
  'model-url'?: string;
  model?: string;
  share?: 'schema' | 'samples' | 'results';
  help?: boolean;
}

const SERVICE: OptionName[] = ['base-url', 'api-key', 'api-key-file', 'user-id', 'data-dir'];
const MODEL: OptionName[] = ['model-url', 'model', 'share'];

interface CommandSpec {
  args: string;
  summary: string;
  options: OptionName[];
  /** Fewest and most positional arguments. */
  positionals: [number, number];
  details?: string;
  /** Command lines a person can copy, each with what it does. */
  examples?: Array<[string, string]>;
}

export const COMMANDS = {
  ask: {
    args: '<file...> <question>',
    summary: 'upload files and ask a question about them; the answer is printed as it arrives',
    options: [...SERVICE, 'dataset', 'session', 'out', 'no-stream', 'language', 'mode', 'json', ...MODEL],
    positionals: [1, Infinity],
    details: 'The last argument is the question; the files before it are uploaded (into --dataset, or a new dataset).\nWith --dataset the files may be left out. Ctrl+C stops the answer; what arrived stays on screen.\nWith --model-url and --model, that model plans the answer and the local engine runs and checks its SQL;\nwithout them (or when the model fails) the rule-based analyst answers.\nTables are shown in the terminal; tables and charts are saved only with --out.',
    examples: [
      ['ask sales.csv "total revenue by region"', 'a new temporary local engine answers; nothing is saved'],
      ['ask sales.csv customers.xlsx "top 5 customers by revenue" --out results', 'also save the tables and charts in ./results'],
      ['ask --base-url https://host --dataset d-1 --session s-1 "and by month?"', 'a follow-up question in a session of a hosted service'],
      ['ask sales.csv "how many rows" --json | jq .blocks', 'the answer as JSON, for a script'],
    ],
  },
  sessions: {
    args: '',
    summary: 'list sessions',
    options: [...SERVICE, 'search', 'json'],
    positionals: [0, 0],
    examples: [['sessions --data-dir ~/.data-analysis --search revenue', 'sessions of a kept local engine whose name contains "revenue"']],
  },
  datasets: {
    args: '',
    summary: 'list datasets',
    options: [...SERVICE, 'search', 'json'],
    positionals: [0, 0],
    examples: [['datasets --base-url https://host --json', 'the datasets of a hosted service, as JSON']],
  },
  datasources: {
    args: '<dataset>',
    summary: 'list the data sources of a dataset',
    options: [...SERVICE, 'json'],
    positionals: [1, 1],
    examples: [['datasources d-1 --data-dir ~/.data-analysis', 'the files of dataset d-1 and whether each is ready']],
  },
  upload: {
    args: '<file...>',
    summary: 'upload files into --dataset (or a new dataset) and wait until they are ready',
    options: [...SERVICE, 'dataset', 'json'],
    positionals: [1, Infinity],
    examples: [['upload sales.csv customers.xlsx --data-dir ~/.data-analysis', 'both files into one new dataset of a kept local engine']],
  },
  history: {
    args: '<session>',
    summary: 'show the questions and answers of a session',
    options: [...SERVICE, 'json'],
    positionals: [1, 1],
    examples: [['history s-1 --data-dir ~/.data-analysis', 'every question of session s-1 with its answer']],
  },
  delete: {
    args: 'session <id...> | dataset <id...> | datasource <dataset> <id...>',
    summary: 'delete sessions, datasets (with their data sources) or data sources, permanently',
    options: [...SERVICE, 'json'],
    positionals: [2, Infinity],
    examples: [
      ['delete session s-1 s-2 --data-dir ~/.data-analysis', 'two sessions'],
      ['delete datasource d-1 f-7 --data-dir ~/.data-analysis', 'one file of dataset d-1'],
    ],
  },
  engine: {
    args: '',
    summary: 'run the local engine in the foreground and print its address and key (Ctrl+C stops it)',
    options: ['data-dir', 'port', 'api-key', 'api-key-file', 'json', ...MODEL],
    positionals: [0, 0],
    details: 'Without --api-key-file (or DATA_ANALYSIS_API_KEY) a random key is made and printed.',
    examples: [['engine --data-dir ~/.data-analysis --port 8765', 'a local engine that keeps its data, for other clients to use']],
  },
} satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

export interface ParsedCommand {
  command: CommandName;
  values: Values;
  positionals: string[];
}

export type ParseResult = ParsedCommand | { help: CommandName | undefined };

export class UsageError extends Error {
  constructor(message: string, readonly command?: CommandName) {
    super(message);
    this.name = 'UsageError';
  }
}

function isCommand(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}

export function parseCommandLine(argv: readonly string[]): ParseResult {
  const [first, ...rest] = argv;
  if (first === undefined) throw new UsageError('a command is needed');
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = rest[0];
    return { help: topic !== undefined && isCommand(topic) ? topic : undefined };
  }
  if (!isCommand(first)) throw new UsageError(`unknown command '${first}'`);
  const spec: CommandSpec = COMMANDS[first];
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { help: { type: 'boolean', short: 'h' } };
  for (const name of spec.options) {
    const o: OptionSpec = OPTIONS[name];
    options[name] = o.short ? { type: o.type, short: o.short } : { type: o.type };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs adds a second sentence about '--'; the first says what is wrong.
    throw new UsageError((error as Error).message.split('. ')[0].replace(/\.$/, ''), first);
  }
  const raw = parsed.values as Record<string, string | boolean | undefined>;
  if (raw.help) return { help: first };
  const positionals = parsed.positionals;
  const [min, max] = spec.positionals;
  if (positionals.length < min) throw new UsageError(`${first} needs ${spec.args}`, first);
  if (positionals.length > max) throw new UsageError(`unexpected argument '${positionals[max]}'`, first);
  return { command: first, values: checkValues(raw, first), positionals };
}

function checkValues(raw: Record<string, string | boolean | undefined>, command: CommandName): Values {
  const text = (name: OptionName): string | undefined => {
    const value = raw[name];
    if (typeof value !== 'string') return undefined;
    if (value.trim() === '') throw new UsageError(`--${name} needs a value`, command);
    return value.trim();
  };
  const values: Values = {};
  for (const name of ['base-url', 'api-key', 'api-key-file', 'user-id', 'data-dir', 'dataset', 'session', 'out', 'search', 'model-url', 'model'] as const) {
    const value = text(name);
    if (value !== undefined) values[name] = value;
  }
  if (values['api-key'] !== undefined && values['api-key-file'] !== undefined) throw new UsageError('give --api-key or --api-key-file, not both', command);
  for (const name of ['no-stream', 'json'] as const) if (raw[name] === true) values[name] = true;
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(baseUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new UsageError('--base-url must be an http:// or https:// address', command);
    if (values['data-dir'] !== undefined) throw new UsageError('--data-dir is for the local engine; it cannot be used with --base-url', command);
  }
  const share = text('share')?.toLowerCase();
  if (share !== undefined) {
    if (share !== 'schema' && share !== 'samples' && share !== 'results') throw new UsageError('--share must be schema, samples or results', command);
    values.share = share;
  }
  if (baseUrl !== undefined && (values['model-url'] !== undefined || values.model !== undefined)) {
    throw new UsageError('--model-url and --model are for the local engine; they cannot be used with --base-url', command);
  }
  const language = text('language')?.toUpperCase();
  if (language !== undefined) {
    if (!(OUTPUT_LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`--language must be one of ${OUTPUT_LANGUAGES.join(', ')}`, command);
    values.language = language as OutputLanguage;
  }
  const mode = text('mode')?.toUpperCase();
  if (mode !== undefined) {
    if (!(JOB_MODES as readonly string[]).includes(mode)) throw new UsageError(`--mode must be ${JOB_MODES.join(' or ')}`, command);
    values.mode = mode as JobMode;
  }
  const port = text('port');
  if (port !== undefined) {
    const n = Number(port);
    if (!/^\d+$/.test(port) || n > 65535) throw new UsageError('--port must be a number from 0 to 65535', command);
    values.port = n;
  }
  return values;
}

/** The usage of one command, or of the whole program. */
export function usage(command?: CommandName): string {
  if (command === undefined) {
    const names = Object.keys(COMMANDS) as CommandName[];
    const width = Math.max(...names.map((n) => n.length));
    return [
      `Usage: ${PROGRAM} <command> [options]`,
      '',
      'Ask questions about data files, on a local engine (the default, no account needed) or any Data Analysis v2 service.',
      '',
      'Commands:',
      ...names.map((n) => `  ${n.padEnd(width)}  ${COMMANDS[n].summary}`),
      '',
      'Examples:',
      `  ${PROGRAM} ask sales.csv "total revenue by region"`,
      `  ${PROGRAM} ask sales.csv "monthly revenue trend" --out results`,
      `  ${PROGRAM} engine --data-dir ~/.data-analysis`,
      '',
      ...EXIT_STATUS,
      '',
      `Run '${PROGRAM} <command> --help' for the options and examples of a command.`,
      '',
    ].join('\n');
  }
  const spec: CommandSpec = COMMANDS[command];
  const names: OptionName[] = [...spec.options, 'help'];
  const flags = names.map((n) => {
    const o: OptionSpec = OPTIONS[n];
    return `${o.short ? `-${o.short}, ` : ''}--${n}${o.value ? ` <${o.value}>` : ''}`;
  });
  const width = Math.max(...flags.map((f) => f.length));
  return [
    `Usage: ${PROGRAM} ${command}${spec.args ? ` ${spec.args}` : ''} [options]`,
    '',
    `${spec.summary[0].toUpperCase()}${spec.summary.slice(1)}.`,
    ...(spec.details ? ['', spec.details] : []),
    '',
    'Options:',
    ...names.map((n, i) => `  ${flags[i].padEnd(width)}  ${OPTIONS[n].help}`),
    ...(spec.examples ? ['', 'Examples:', ...spec.examples.flatMap(([line, what]) => [`  ${PROGRAM} ${line}`, `      ${what}`])] : []),
    '',
  ].join('\n');
}

/** What each exit code means (EXIT in report.ts); errors are always written on stderr. */
const EXIT_STATUS = [
  'Exit status (errors are written on stderr, results on stdout):',
  '  0    done',
  '  1    the service refused, or the answer failed or came incomplete',
  '  2    the command line is wrong (the usage is printed)',
  '  3    the service could not be reached or did not answer in time',
  '  4    the API key was refused',
  '  130  stopped with Ctrl+C',
];
