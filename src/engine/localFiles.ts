/**
 * Reading a workspace file in place (local engine only), instead of copying it through an upload.
 *
 * Who may register a file: a client holding the engine's API key, on an engine started with
 * `--read-files-in-place` (the extension host starts its engine so; the command line and scripts
 * do not, and their engines answer 403). The path is only ever one the client sends in this
 * call, never a name from the service or a data source's name, and it is refused unless:
 * - it is absolute and, with every link resolved, names a regular, non-empty file;
 * - that file's kind is one read in place (CSV, TSV, their .gz, Parquet, NDJSON);
 * - the file's name is not hidden (a name starting with a dot, as .env), it is not in a hidden
 *   folder of the home folder or of the root (where keys and credentials live: ~/.ssh, ~/.aws,
 *   ~/.config), and it is not inside the engine's data folder. Hidden folders inside a project
 *   (.venv, .test-runs) are allowed: a workspace may be or hold one.
 *
 * DuckDB itself still reads only the engine's own folders (database.ts): the engine makes a hard
 * link to the file in its sources folder and DuckDB reads the link. A hard link is the same file,
 * not a copy (no bytes are written); it needs the file and the data folder on one file system,
 * and otherwise the registration is refused with that reason (the extension then uploads a copy).
 * Deleting the data source removes the link only, never the user's file. Every re-read applies
 * these checks again to the stored path (which must still be its own real path: no symbolic
 * link on the way), and the new link must be the checked file (a regular file, same device and
 * inode); otherwise the link is deleted and the source invalid, with the reason.
 *
 * The file's size and modification time, as read, are kept; every job compares them with the
 * file on disk (see `checkInPlaceSources`): a changed file is read again (the job is refused
 * with that reason until it is ready), a deleted or moved one makes the source invalid with a
 * message saying so.
 */
import { randomBytes } from 'node:crypto';
import { link, lstat, realpath, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IN_PLACE_EXTENSIONS } from '../api/fileTypes';
import { ERROR_CODES, LIMITS, type DataSource } from '../api/types';
import type { Engine, Handler } from './context';
import { dropRelation, type Tx } from './database';
import { insertDataset, ownDataset } from './datasets';
import { toDataSource, supportedExtension } from './datasources';
import { EngineError, invalid } from './errors';
import { tablePrefixFor } from './ingest';
import { IngestRefusal } from './loaders';
import type { PlainRow } from './rows';
import { optionalString, requireString, truncate, userIdFromBody } from './validate';

/** Kinds read in place: the big tabular files. Others (workbooks, text, JSON arrays, databases) are uploaded. */
const IN_PLACE_KINDS: ReadonlySet<string> = new Set(IN_PLACE_EXTENSIONS.map((ext) => ext.slice(1)));

/** What the engine read: compared with the file on disk before every job. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export interface CheckedLocalFile extends FileStamp {
  /** The file's path with every link resolved. */
  real: string;
  /** Lower-case extension without the dot (`csv.gz`). */
  ext: string;
  /** The file's identity: the engine's link must be this very file. */
  dev: number;
  ino: number;
}

/** How long a registration waits for a quick load before it answers `synching`. */
const SETTLE_WAIT_MS = 1_500;

const refuse = (message: string) => new EngineError(ERROR_CODES.noPermission, message, 403);

/** Applies the rules of the module comment to a path a client sent. */
export async function checkLocalFile(raw: string, dataDir: string): Promise<CheckedLocalFile> {
  if (raw.includes('\0') || !path.isAbsolute(raw)) throw invalid('path must be an absolute path to a file');
  let real: string;
  try {
    real = await realpath(raw);
  } catch {
    throw invalid(`there is no file at ${raw}`);
  }
  if (isPrivatePlace(real, await realpath(os.homedir()).catch(() => os.homedir()))) {
    throw refuse('hidden files, and files in hidden folders of the home or root folder (names starting with a dot), are not read in place; upload a copy instead');
  }
  const ext = supportedExtension(path.basename(real));
  if (!ext || !IN_PLACE_KINDS.has(ext)) {
    throw refuse(`only ${[...IN_PLACE_KINDS].map((kind) => `.${kind}`).join(' ')} files are read in place; upload a copy of this file instead`);
  }
  const ownFolder = await realpath(dataDir).catch(() => path.resolve(dataDir));
  if (real === ownFolder || real.startsWith(ownFolder + path.sep)) throw refuse('files inside the engine\'s data folder are not read in place');
  const info = await stat(real);
  if (!info.isFile()) throw invalid(`${raw} is not a regular file`);
  if (info.size === 0) throw new EngineError(ERROR_CODES.emptyFile, 'the file is empty');
  return { real, ext, size: info.size, mtimeMs: info.mtimeMs, dev: info.dev, ino: info.ino };
}

/** A hidden file, or a file in a hidden folder right under the home folder or the root. */
function isPrivatePlace(real: string, home: string): boolean {
  if (path.basename(real).startsWith('.')) return true;
  const top = real.split(path.sep).filter(Boolean)[0] ?? '';
  if (top.startsWith('.')) return true;
  if (!real.startsWith(home + path.sep)) return false;
  return real.slice(home.length + 1).split(path.sep)[0].startsWith('.');
}

/**
 * (Re)makes the engine's hard link to the user's file: a new link each time, because an editor
 * that saves by replacing the file leaves an old link on the old contents. The new link must be
 * the very file that was checked: a regular file with its device and inode. `link` does not
 * follow a symbolic link, so a path swapped for one between the check and the link (or a folder
 * swapped on the way) makes a link to something else, which is deleted and refused.
 */
export async function linkLocalFile(checked: Pick<CheckedLocalFile, 'real' | 'dev' | 'ino'>, linkPath: string): Promise<void> {
  await rm(linkPath, { force: true });
  try {
    await link(checked.real, linkPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw refuse(code === 'EXDEV'
      ? 'the file is on another file system than the engine\'s data folder, so it cannot be read in place; upload a copy instead'
      : `the engine could not open the file in place (${code ?? 'error'}); upload a copy instead`);
  }
  const made = await lstat(linkPath).catch(() => undefined);
  if (!made?.isFile() || made.dev !== checked.dev || made.ino !== checked.ino) {
    await rm(linkPath, { force: true });
    throw refuse(`${checked.real} changed while the engine linked it (it is no longer the regular file that was checked); upload a copy instead`);
  }
}

/** POST /v2/team/local-files {user_id, path, dataset_id?}: a data source that reads the file in place. */
export const registerLocalFile: Handler = async ({ engine, body }) => {
  if (!engine.settings.readInPlace) {
    throw refuse('this engine does not read files in place (it was started without --read-files-in-place); upload the file instead');
  }
  const input = await body();
  const userId = userIdFromBody(input);
  const raw = requireString(input, 'path');
  const datasetId = optionalString(input, 'dataset_id') || undefined;
  const checked = await checkLocalFile(raw, engine.paths.root);
  const id = `ds-${randomBytes(12).toString('hex')}`;
  const linkPath = path.join(engine.paths.sources, `${id}.${checked.ext}`);
  await linkLocalFile(checked, linkPath);
  const name = truncate(path.basename(raw), LIMITS.nameLength);
  try {
    const row = await engine.db.exclusive(async (tx) => {
      const owning = datasetId ?? (await insertDataset(tx, userId, name, ''));
      if (datasetId) await ownDataset(tx, datasetId, userId);
      await tx.exec(`INSERT INTO meta.datasources VALUES (?, ?, ?, ?, ?, 'synching', ?, NULL, NULL, ?, nextval('meta.seq'))`, [
        id, owning, userId, name, checked.ext, checked.size, linkPath,
      ]);
      await tx.exec(`INSERT INTO meta.local_files VALUES (?, ?, ?, ?)`, [id, checked.real, checked.size, checked.mtimeMs]);
      return tx.one(`SELECT * FROM meta.datasources WHERE id = ?`, [id]);
    }, true);
    engine.ingest.enqueue(id);
    // A file that loads at once (a Parquet view, a big file's profile deferred) is answered
    // synched, which spares the client a poll; a longer load answers synching, as before.
    const now = await engine.ingest.settled(id, SETTLE_WAIT_MS) ?? (await engine.db.all(`SELECT * FROM meta.datasources WHERE id = ?`, [id]))[0];
    return { data: toDataSource((now ?? row) as PlainRow) satisfies DataSource };
  } catch (error) {
    await rm(linkPath, { force: true });
    throw error;
  }
};

/** The file on disk now, or undefined when it is gone. */
async function stampOf(file: string): Promise<FileStamp | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Before a load: checks the stored path again with the registration's rules (it may have become a
 * symbolic link, or a folder on its way one), links the file afresh and records what is about to
 * be read. The stored path had every link resolved, so it must still resolve to itself.
 */
export async function refreshLocalFile(tx: Pick<Tx, 'one' | 'exec'>, datasourceId: string, linkPath: string): Promise<FileStamp | undefined> {
  const row = await tx.one(`SELECT path FROM meta.local_files WHERE datasource_id = ?`, [datasourceId]);
  if (!row) return undefined;
  const real = String(row.path);
  if (!(await stampOf(real))) throw new InPlaceFileGone(real);
  // The link lives in <data folder>/sources.
  const dataDir = path.dirname(path.dirname(linkPath));
  let checked: CheckedLocalFile;
  try {
    if ((await realpath(real).catch(() => real)) !== real) throw refuse('the file, or a folder on its path, is now a symbolic link');
    checked = await checkLocalFile(real, dataDir);
    if (checked.real !== real) throw refuse('the file, or a folder on its path, is now a symbolic link');
    await linkLocalFile(checked, linkPath);
  } catch (error) {
    await rm(linkPath, { force: true });
    if (error instanceof EngineError) throw new InPlaceFileRefused(real, error.message);
    throw error;
  }
  await tx.exec(`UPDATE meta.local_files SET size = ?, mtime_ms = ? WHERE datasource_id = ?`, [checked.size, checked.mtimeMs, datasourceId]);
  return { size: checked.size, mtimeMs: checked.mtimeMs };
}

/** The stored file no longer passes the checks of registration. */
export class InPlaceFileRefused extends IngestRefusal {
  constructor(readonly file: string, why: string) {
    super(`The file ${file} is no longer read in place: ${why}. Analyze it again (a copy is uploaded if needed).`);
  }
}

export class InPlaceFileGone extends IngestRefusal {
  constructor(readonly file: string) {
    super(`The file ${file} was deleted or moved after it was read. Analyze it again from where it is now.`);
  }
}

/**
 * Before a job: compares each synched in-place source the job would read with its file on disk.
 * A changed file is queued to be read again and the job refused until it is ready; a deleted one
 * makes its source invalid (its tables dropped, the link removed) and the job refused, both with
 * a message naming the file.
 */
export async function checkInPlaceSources(engine: Engine, datasetId: string | undefined, datasourceIds: string[] | undefined): Promise<void> {
  if (!datasetId && !datasourceIds?.length) return;
  const rows = await engine.db.all(
    `SELECT d.id, d.name, d.file_path, l.path, l.size, l.mtime_ms FROM meta.local_files l JOIN meta.datasources d ON d.id = l.datasource_id
     WHERE d.status = 'synched' AND ${datasourceIds?.length ? `list_contains(from_json(?, '["VARCHAR"]'), d.id)` : 'd.dataset_id = ?'}`,
    [datasourceIds?.length ? JSON.stringify(datasourceIds) : datasetId],
  );
  const changed: string[] = [];
  for (const row of rows) {
    const id = String(row.id);
    const now = await stampOf(String(row.path));
    if (!now) {
      const reason = new InPlaceFileGone(String(row.path)).message;
      await markGone(engine, id, String(row.file_path), reason);
      throw new EngineError(ERROR_CODES.dataSourcesNotSynched, reason);
    }
    if (now.size !== Number(row.size) || now.mtimeMs !== Number(row.mtime_ms)) {
      const queued = await engine.db.exclusive(async (tx) => {
        const still = await tx.one(`SELECT id FROM meta.datasources WHERE id = ? AND status = 'synched'`, [id]);
        if (still) await tx.exec(`UPDATE meta.datasources SET status = 'synching', size = ? WHERE id = ?`, [now.size, id]);
        return Boolean(still);
      }, true);
      if (queued) {
        // The tables keep their names when read again: what the analyst remembered of them is stale.
        engine.tableFacts.forget(`${tablePrefixFor(id)}_`);
        engine.ingest.enqueue(id);
      }
      changed.push(String(row.name));
    }
  }
  if (changed.length > 0) {
    throw new EngineError(
      ERROR_CODES.dataSourcesNotSynched,
      `${changed.join(', ')} changed on disk since it was read; the engine is reading it again. Ask again when it is ready.`,
    );
  }
}

async function markGone(engine: Engine, id: string, linkPath: string, reason: string): Promise<void> {
  await engine.db.exclusive(async (tx) => {
    await tx.exec(`UPDATE meta.datasources SET status = 'invalid', reason = ? WHERE id = ?`, [reason, id]);
    for (const table of await tx.all(`SELECT table_name FROM meta.source_tables WHERE datasource_id = ?`, [id])) {
      await dropRelation(tx, String(table.table_name));
    }
    await tx.exec(`DELETE FROM meta.source_tables WHERE datasource_id = ?`, [id]);
  }, true);
  await rm(linkPath, { force: true });
}
