/**
 * The local engine as its own process:
 *   node dist/engine.js --port <n> --data-dir <dir> [--api-key <key>] [--job-quota <n>] [--verbose]
 * The key may instead come from DATA_ANALYSIS_ENGINE_KEY so it never shows in a process list.
 * Prints exactly one line on stdout when ready; logs go to stderr as JSON lines.
 */
import { parseArgs } from 'node:util';
import { analyze } from './analyst';
import { jsonLineLogger } from './log';
import { startEngine } from './server';

function fail(message: string): never {
  process.stderr.write(`data-analysis engine: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        'data-dir': { type: 'string' },
        'api-key': { type: 'string' },
        'job-quota': { type: 'string' },
        verbose: { type: 'boolean', default: false },
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
  const apiKey = values['api-key'] ?? process.env.DATA_ANALYSIS_ENGINE_KEY;
  if (!apiKey) fail('an API key is required: --api-key or DATA_ANALYSIS_ENGINE_KEY');
  const jobQuota = values['job-quota'] === undefined ? undefined : Number(values['job-quota']);
  if (jobQuota !== undefined && !(Number.isInteger(jobQuota) && jobQuota >= 0)) fail('--job-quota must be a whole number');
  const logger = jsonLineLogger((line) => process.stderr.write(line), values.verbose ? 'debug' : 'info');

  const engine = await startEngine({ port, dataDir, apiKey, analyst: analyze, jobQuota, logger });
  process.stdout.write(`Data Analysis engine listening on ${engine.url}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    engine.close().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error('stop failed', { error: error.message });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: Error) => fail(error.message));
