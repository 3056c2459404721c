/**
 * The commands. Each returns its exit code (see EXIT) or throws: a UsageError (exit 2) or any
 * other error, which main.ts reports with code and trace id and turns into an exit code.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { blocksFromHistory, questionFromHistory } from '../api/answer';
import type { JobResult } from '../api/client';
import { ServiceError } from '../api/errors';
import type { AnswerBlock, CreateJobBody, DataSource } from '../api/types';
import { UsageError, type CommandName, type ParsedCommand } from './args';
import { AnswerPrinter } from './answerPrinter';
import type { CliContext } from './context';
import { alignRows } from './markdown';
import { formatBytes, plural } from './numbers';
import { OutputFolder } from './outputFolder';
import { ProgressLine } from './progress';
import { describeError, EXIT, exitCodeOf } from './report';
import { givenApiKey, modelChoice, openService, startLocalEngine, LOCAL_USER_ID, type Service } from './service';
import { printable } from './style';

export { EXIT };

const PAGE_SIZE = 50;

type Runner = (parsed: ParsedCommand, cx: CliContext) => Promise<number>;

export const RUNNERS: Record<CommandName, Runner> = {
  ask,
  sessions: (parsed, cx) => withService(parsed, cx, async (service) => {
    const records = await collect(service.client.sessions(parsed.values.search ? { search: parsed.values.search, page_size: PAGE_SIZE } : { page_size: PAGE_SIZE }, { signal: cx.signal }));
    listing(cx, parsed, records, 'No sessions.', ['ID', 'NAME', 'LANGUAGE', 'MODE'], (s) => [s.id, s.name, s.output_language ?? '', s.job_mode ?? '']);
    return EXIT.ok;
  }),
  datasets: (parsed, cx) => withService(parsed, cx, async (service) => {
    const records = await collect(service.client.datasetPages(parsed.values.search ? { search: parsed.values.search, page_size: PAGE_SIZE } : { page_size: PAGE_SIZE }, { signal: cx.signal }));
    listing(cx, parsed, records, 'No datasets.', ['ID', 'NAME', 'DESCRIPTION'], (d) => [d.id, d.name, d.description]);
    return EXIT.ok;
  }),
  datasources: (parsed, cx) => withService(parsed, cx, async (service) => {
    const records = await collect(service.client.dataSourcePages(parsed.positionals[0], { page_size: PAGE_SIZE }, { signal: cx.signal }));
    listing(cx, parsed, records, 'No data sources.', ['ID', 'NAME', 'STATUS', 'SIZE'], (d) => [d.id, d.name, d.status, d.size == null ? '' : formatBytes(d.size, cx.locale)]);
    return EXIT.ok;
  }),
  upload: async (parsed, cx) => {
    await checkFiles(parsed.positionals, 'upload');
    return withService(parsed, cx, async (service) => {
      const added = await addFiles(service, cx, parsed.positionals, parsed.values.dataset);
      if (parsed.values.json) cx.io.stdout(`${JSON.stringify(added.sources, null, 2)}\n`);
      else listing(cx, parsed, added.sources, '', ['ID', 'NAME', 'STATUS', 'DATASET'], (d) => [d.id, d.name, d.status, d.dataset_id]);
      return added.invalid ? EXIT.failed : EXIT.ok;
    });
  },
  history,
  delete: remove,
  engine,
};

/** Opens the service, runs `work`, and always closes it (the local engine with its temp dir). */
async function withService(parsed: ParsedCommand, cx: CliContext, work: (service: Service) => Promise<number>): Promise<number> {
  const service = await openService(parsed.command, parsed.values, cx.io.env);
  cx.secrets.add(service.apiKey);
  try {
    return await work(service);
  } finally {
    await service.close();
  }
}

async function collect<T>(pages: AsyncIterable<{ records: T[] }>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page.records);
  return all;
}

function listing<T>(cx: CliContext, parsed: ParsedCommand, records: T[], empty: string, header: string[], row: (record: T) => string[]): void {
  if (parsed.values.json) {
    cx.io.stdout(`${JSON.stringify(records, null, 2)}\n`);
    return;
  }
  if (!records.length) {
    if (empty) cx.io.stdout(`${empty}\n`);
    return;
  }
  const rows = records.map((r) => row(r).map((cell) => printable(cell.replace(/\s+/g, ' ')).slice(0, 60)));
  for (const line of alignRows([header, ...rows], cx.style, true)) cx.io.stdout(`${line}\n`);
}

async function checkFiles(files: string[], command: CommandName): Promise<void> {
  for (const file of files) {
    let info;
    try {
      info = await stat(file);
    } catch {
      throw new UsageError(`cannot read ${file}: no such file`, command);
    }
    if (!info.isFile()) throw new UsageError(`${file} is not a file`, command);
  }
}

interface Added {
  datasetId: string | undefined;
  sources: DataSource[];
  /** Files the service could not read. */
  invalid: number;
}

/** Uploads each file into the dataset (the first one creates it when none is given) and waits for its sync. */
async function addFiles(service: Service, cx: CliContext, files: string[], datasetId: string | undefined): Promise<Added> {
  const progress = new ProgressLine(cx.io.stderrIsTty ? (text) => cx.io.stderr(text) : undefined, cx.io.columns);
  const added: Added = { datasetId, sources: [], invalid: 0 };
  for (const file of files) {
    const name = path.basename(file);
    try {
      const source = await service.client.addFile(file, {
        datasetId: added.datasetId,
        signal: cx.signal,
        ...(service.local ? { intervalMs: 200 } : {}),
        onProgress: (sent, total) => progress.update(`Uploading ${name}`, total ? sent / total : 1, sent === total),
        onStatus: (ds) => progress.update(`${name}: ${ds.status}…`, undefined, true),
      });
      progress.clear();
      const plain: DataSource & { traceId?: string } = { ...source };
      delete plain.traceId;
      added.sources.push(plain);
      added.datasetId = source.dataset_id;
      if (source.status === 'invalid') {
        added.invalid++;
        cx.io.stderr(`${cx.errStyle.red(`${printable(name)} could not be read by the service`)}${source.reason ? `: ${printable(source.reason)}` : ''}\n`);
      }
    } finally {
      progress.clear();
    }
  }
  return added;
}

async function ask(parsed: ParsedCommand, cx: CliContext): Promise<number> {
  const { values } = parsed;
  const question = parsed.positionals[parsed.positionals.length - 1].trim();
  const files = parsed.positionals.slice(0, -1);
  if (!question) throw new UsageError('the question is empty', 'ask');
  if (!files.length && !values.dataset) throw new UsageError('ask needs at least one file, or --dataset', 'ask');
  await checkFiles(files, 'ask');
  return withService(parsed, cx, async (service) => {
    const { client } = service;
    const added = await addFiles(service, cx, files, values.dataset);
    if (added.invalid) throw new Error('a file could not be read by the service: nothing was asked');
    const sessionId = values.session ?? (await client.createSession({ name: question.slice(0, 128) }, { signal: cx.signal })).id;
    const body: Omit<CreateJobBody, 'user_id' | 'stream'> = { session_id: sessionId, question };
    if (added.datasetId) body.dataset_id = added.datasetId;
    if (values.language) body.output_language = values.language;
    if (values.mode) body.job_mode = values.mode;

    // Files are saved only when --out asks for them: nothing is written into the current
    // folder otherwise. Without --out, tables are still fetched to be shown (not with --json).
    const json = values.json === true;
    const folder = values.out === undefined ? undefined : new OutputFolder(values.out);
    const printer = new AnswerPrinter({
      out: json ? () => {} : (text) => cx.io.stdout(text),
      warn: (text) => cx.io.stderr(text),
      style: cx.style,
      locale: cx.locale,
      downloads: folder || !json ? { client, folder, signal: cx.signal, secrets: [...cx.secrets] } : undefined,
    });

    let outcome: Pick<JobResult, 'job_id' | 'blocks' | 'status' | 'error'>;
    if (values['no-stream']) {
      try {
        const job = await client.createJob(body, { signal: cx.signal });
        for (const block of job.blocks) await printer.apply({ type: 'block', block });
        printer.finish();
        outcome = { job_id: job.job_id, blocks: job.blocks, status: 'completed' };
      } catch (error) {
        if (!cx.signal.aborted) throw error;
        outcome = { blocks: [], status: 'aborted' };
      }
    } else {
      const stream = await client.streamJob(body, { signal: cx.signal });
      try {
        for await (const event of stream) await printer.apply(event);
      } catch (error) {
        // Only stopping can end the printing early (a download cut by Ctrl+C).
        if (!cx.signal.aborted) throw error;
        stream.abort();
      }
      printer.finish();
      outcome = await stream.result;
    }

    if (json) cx.io.stdout(`${JSON.stringify({ job_id: outcome.job_id ?? null, blocks: outcome.blocks }, null, 2)}\n`);
    if (printer.saved.length) {
      const where = path.resolve(folder!.dir);
      cx.io.stderr(`${cx.errStyle.dim(`Saved ${plural(printer.saved.length, 'file', 'files', cx.locale)} in ${where}: ${printer.saved.map((p) => path.basename(p)).join(', ')}`)}\n`);
    } else if ((printer.unsaved.tables || printer.unsaved.images) && !json) {
      const what = [
        printer.unsaved.tables ? plural(printer.unsaved.tables, 'table', 'tables', cx.locale) : '',
        printer.unsaved.images ? plural(printer.unsaved.images, 'image', 'images', cx.locale) : '',
      ].filter(Boolean).join(' and ');
      const one = printer.unsaved.tables + printer.unsaved.images === 1;
      cx.io.stderr(`${cx.errStyle.dim(`Not saved: ${what}. Add --out <dir> to save ${one ? 'it' : 'them'}.`)}\n`);
    }
    if (outcome.status === 'aborted' || cx.signal.aborted) {
      cx.io.stderr(`\n${cx.errStyle.dim('Stopped. What arrived is kept above; the question was not asked again.')}\n`);
      return EXIT.interrupted;
    }
    if (outcome.status === 'failed') {
      if (!json && outcome.blocks.length) cx.io.stderr(`\n${cx.errStyle.dim('The answer is incomplete: what arrived is above. The question was not sent again.')}\n`);
      const error = outcome.error ?? new ServiceError({ code: 'JOB_ERROR', msg: 'the answer failed' });
      cx.io.stderr(describeError(error, [...cx.secrets]));
      return exitCodeOf(error);
    }
    if (!json && service.persistent) {
      cx.io.stderr(`${cx.errStyle.dim(`session ${sessionId}${added.datasetId ? ` · dataset ${added.datasetId}` : ''}${outcome.job_id ? ` · job ${outcome.job_id}` : ''}`)}\n`);
    }
    return EXIT.ok;
  });
}

async function history(parsed: ParsedCommand, cx: CliContext): Promise<number> {
  return withService(parsed, cx, async (service) => {
    const records = await collect(service.client.historyPages(parsed.positionals[0], { page_size: PAGE_SIZE }, { signal: cx.signal }));
    if (parsed.values.json) {
      cx.io.stdout(`${JSON.stringify(records, null, 2)}\n`);
      return EXIT.ok;
    }
    if (!records.length) cx.io.stdout('No questions in this session yet.\n');
    for (const [index, record] of records.entries()) {
      if (index > 0) cx.io.stdout('\n');
      cx.io.stdout(`${cx.style.bold(`Question ${index + 1}`)} ${cx.style.dim(`(job ${printable(record.job_id)})`)}\n`);
      for (const line of questionFromHistory(record).split('\n')) cx.io.stdout(`> ${printable(line)}\n`);
      await printBlocks(blocksFromHistory(record), cx);
    }
    return EXIT.ok;
  });
}

/** Old answers: their table and image addresses may have expired, so they are named, not fetched. */
async function printBlocks(blocks: AnswerBlock[], cx: CliContext): Promise<void> {
  const printer = new AnswerPrinter({ out: (text) => cx.io.stdout(text), warn: (text) => cx.io.stderr(text), style: cx.style });
  for (const block of blocks) await printer.apply({ type: 'block', block });
  printer.finish();
}

const DELETE_KINDS = ['session', 'dataset', 'datasource'] as const;

async function remove(parsed: ParsedCommand, cx: CliContext): Promise<number> {
  const [kind, ...rest] = parsed.positionals;
  if (!(DELETE_KINDS as readonly string[]).includes(kind)) throw new UsageError(`delete what? '${kind}' is not session, dataset or datasource`, 'delete');
  if (kind === 'datasource' && rest.length < 2) throw new UsageError('delete datasource needs <dataset> <id...>', 'delete');
  return withService(parsed, cx, async (service) => {
    const deleted: Array<{ kind: string; id: string; dataset_id?: string }> = [];
    try {
      if (kind === 'datasource') {
        const [datasetId, ...ids] = rest;
        for (const id of ids) {
          await service.client.deleteDataSource(datasetId, id, { signal: cx.signal });
          deleted.push({ kind, id, dataset_id: datasetId });
          if (!parsed.values.json) cx.io.stdout(`Deleted data source ${printable(id)} of dataset ${printable(datasetId)}\n`);
        }
      } else {
        for (const id of rest) {
          if (kind === 'session') await service.client.deleteSession(id, { signal: cx.signal });
          else await service.client.deleteDataset(id, { signal: cx.signal });
          deleted.push({ kind, id });
          if (!parsed.values.json) cx.io.stdout(`Deleted ${kind} ${printable(id)}\n`);
        }
      }
    } finally {
      // What was deleted before a failure is still reported.
      if (parsed.values.json) cx.io.stdout(`${JSON.stringify({ deleted }, null, 2)}\n`);
    }
    return EXIT.ok;
  });
}

async function engine(parsed: ParsedCommand, cx: CliContext): Promise<number> {
  const { values } = parsed;
  const givenKey = await givenApiKey('engine', values, cx.io.env);
  if (givenKey) cx.secrets.add(givenKey);
  const model = modelChoice('engine', values, cx.io.env);
  const local = await startLocalEngine({ dataDir: values['data-dir'], apiKey: givenKey, port: values.port, model });
  try {
    const temporary = values['data-dir'] === undefined;
    if (values.json) {
      cx.io.stdout(`${JSON.stringify({ base_url: local.engine.url, api_key: givenKey ? null : local.apiKey, user_id: LOCAL_USER_ID, data_dir: local.dataDir, temporary })}\n`);
    } else {
      cx.io.stdout([
        `Data Analysis engine listening on ${local.engine.url}`,
        // A key the caller chose is not printed back; a made-up one must be, or nobody could use it.
        `API key:  ${givenKey ? '(the one given)' : local.apiKey}`,
        `User id:  ${LOCAL_USER_ID} (any user id works; data is kept per user id)`,
        `Data dir: ${local.dataDir}${temporary ? ' (temporary: removed when the engine stops)' : ''}`,
        ...(model?.kind === 'model' ? [`Model:    ${model.route.label ?? model.route.model} answers jobs that name no model (shares ${model.route.share})`] : []),
        'Press Ctrl+C to stop.',
        '',
      ].join('\n'));
    }
    if (!cx.signal.aborted) await new Promise<void>((resolve) => cx.signal.addEventListener('abort', () => resolve(), { once: true }));
  } finally {
    await local.close();
  }
  return EXIT.ok;
}
