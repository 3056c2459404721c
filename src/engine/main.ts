/**
 * The local engine as its own process:
 *   node dist/engine.js --port <n> --data-dir <dir> [--api-key-file <file>] [--job-quota <n>] [--verbose] [--exit-with-parent]
 *     [--allow-origin <origin>]... [--allow-url-host <host>]... [--read-files-in-place]
 * The key comes from DATA_ANALYSIS_ENGINE_KEY or a file only its owner can read, so it never shows
 * in a process list; --api-key still works but puts it there, and the engine warns about it.
 * --model-url/--model (or DATA_ANALYSIS_MODEL_URL/DATA_ANALYSIS_MODEL; the model's key only from
 * DATA_ANALYSIS_MODEL_KEY) name the language model for jobs that name none (planner/route.ts):
 *     [--model-url <base URL> --model <name> [--share schema|samples|results]]
 * Prints exactly one line on stdout when ready; logs go to stderr as JSON lines. Once listening
 * it writes <dataDir>/engine.json and removes it on a clean exit; exit codes are ENGINE_EXIT
 * (processInfo.ts): 3 means another process holds the data dir.
 *
 * --read-files-in-place lets clients with the key register files of this machine to be read where
 * they are instead of uploaded (the extension host starts its engine so; rules in localFiles.ts).
 *
 * --exit-with-parent is for a parent that owns the engine (the extension host): the engine stops
 * cleanly when its stdin ends, which the OS does when the parent dies, even by SIGKILL, as the
 * parent keeps that pipe open and never writes to it. Without it an orphaned engine would hold
 * the data dir's lock forever and no later window could start one. A change of parent process
 * is the fallback, for a stdin some other process also holds.
 */
import { parseArgs } from 'node:util';
import { analyze, prepareTables } from './analyst';
import { warmUpCharts } from './analyst/chart';
import { warmUpFormats } from './analyst/format';
import { warmUpAnalyst } from './analystWarmUp';
import { DatabaseInUseError } from './database';
import { readKeyFile } from './keyFile';
import { jsonLineLogger } from './log';
import { withLanguageModel } from './planner';
import { modelFromOptions } from './planner/route';
import { ENGINE_EXIT, removeEngineFile, writeEngineFile } from './processInfo';
import { startEngine } from './server';

const PARENT_CHECK_MS = 1_000;

function fail(message: string, code: number = ENGINE_EXIT.usage): never {
  process.stderr.write(`data-analysis engine: ${message}\n`);
  process.exit(code);
}

/** Calls `onGone` once the parent is gone: stdin ended or failed, or the parent pid changed. */
function watchParent(onGone: (reason: string) => void): void {
  const parent = process.ppid;
  process.stdin.on('end', () => onGone('stdin closed'));
  process.stdin.on('error', () => onGone('stdin failed'));
  // Flowing with no data listener: whatever the parent writes is discarded; only the end matters.
  process.stdin.resume();
  const timer = setInterval(() => {
    if (process.ppid !== parent) onGone('parent process changed');
  }, PARENT_CHECK_MS);
  timer.unref();
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        'data-dir': { type: 'string' },
        'api-key': { type: 'string' },
        'api-key-file': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        'allow-url-host': { type: 'string', multiple: true },
        'job-quota': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        'exit-with-parent': { type: 'boolean', default: false },
        'read-files-in-place': { type: 'boolean', default: false },
        'model-url': { type: 'string' },
        model: { type: 'string' },
        share: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be 0 to 65535');
  const dataDir = values['data-dir'];
  if (!dataDir) fail('--data-dir is required');
  if (values['api-key'] !== undefined && values['api-key-file'] !== undefined) fail('give --api-key or --api-key-file, not both');
  let apiKey = values['api-key'] ?? process.env.DATA_ANALYSIS_ENGINE_KEY;
  if (values['api-key-file'] !== undefined) {
    try {
      apiKey = await readKeyFile(values['api-key-file']);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  if (!apiKey) fail('an API key is required: DATA_ANALYSIS_ENGINE_KEY or --api-key-file (--api-key shows it to every local user)');
  for (const origin of values['allow-origin'] ?? []) {
    if (!/^https?:\/\/[^/]+$/i.test(origin.replace(/\/$/, ''))) fail(`--allow-origin takes an origin such as https://example.org, not ${origin}`);
  }
  const jobQuota = values['job-quota'] === undefined ? undefined : Number(values['job-quota']);
  if (jobQuota !== undefined && !(Number.isInteger(jobQuota) && jobQuota >= 0)) fail('--job-quota must be a whole number');
  let defaultModel;
  try {
    defaultModel = modelFromOptions({ url: values['model-url'], model: values.model, share: values.share }, process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  // A parent that died leaves broken pipes: a log line that cannot be written must not crash
  // the engine before it has closed its database.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  const logger = jsonLineLogger((line) => process.stderr.write(line), values.verbose ? 'debug' : 'info');
  if (values['api-key'] !== undefined) {
    logger.warn('the API key was given with --api-key, where every local user can read it (ps); use DATA_ANALYSIS_ENGINE_KEY or --api-key-file');
  }

  let engine;
  try {
    engine = await startEngine({
      port, dataDir, apiKey, analyst: withLanguageModel(analyze, { defaultModel }),
      // The rule-based analyst's facts, computed as a source is synched: unless a language model answers by default.
      ...(defaultModel ? {} : { prepareTables }), jobQuota, logger, allowOrigins: values['allow-origin'], allowUrlHosts: values['allow-url-host'],
      readFilesInPlace: values['read-files-in-place'],
    });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      const holder = error.pid === undefined ? 'another process' : `another process (PID ${error.pid})`;
      fail(`the data dir ${dataDir} is in use by ${holder}, most likely another engine; use that engine or another data dir`, ENGINE_EXIT.dataDirInUse);
    }
    throw error;
  }
  const running = engine;
  await writeEngineFile(dataDir, { port: running.port, pid: process.pid, url: running.url }).catch((error: Error) =>
    logger.warn('engine.json not written; other windows will not find this engine', { error: error.message }),
  );
  process.stdout.write(`Data Analysis engine listening on ${running.url}\n`);
  // While no question is asked yet: the first answer's chart and numbers then render as fast as later ones.
  warmUpFormats();
  warmUpCharts()
    .catch((error: Error) => logger.warn('chart warm-up failed', { error: error.message }))
    // Then the rule-based analyst (unless a language model answers by default, as for the facts computed ahead), after the charts so the two do not share the cores.
    .then(() => (defaultModel ? undefined : warmUpAnalyst(analyze, () => running.busy())))
    .catch((error: Error) => logger.warn('analyst warm-up failed', { error: error.message }));

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { reason });
    running
      .close()
      .then(() => ENGINE_EXIT.stopped, (error: Error) => {
        logger.error('stop failed', { error: error.message });
        return ENGINE_EXIT.failed;
      })
      .then(async (code) => {
        await removeEngineFile(dataDir, process.pid).catch((error: Error) => logger.warn('engine.json not removed', { error: error.message }));
        process.exit(code);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (values['exit-with-parent']) watchParent(stop);
}

main().catch((error: Error) => fail(error.message));
