/**
 * Input checks made before anything is sent, so a mistake is reported with the field at fault
 * instead of as a service error (and costs no request, or job quota). Values the service accepts
 * but truncates are not errors: they come back as `truncated` notes the caller can show.
 */
import { ServiceError } from './errors';
import { ALL_DATA_EXTENSIONS, fileKind } from './fileTypes';
import {
  DATA_SOURCE_STATUSES,
  JOB_MODES,
  LIMITS,
  OUTPUT_LANGUAGES,
  type CreateDataSourceBody,
  type CreateDatasetBody,
  type CreateJobBody,
  type CreateSessionBody,
  type ListDataSourcesQuery,
  type ListQuery,
  type ModifyDatasetBody,
  type ModifySessionBody,
  type SessionSettings,
} from './types';

export interface InputProblem {
  field: string;
  message: string;
  /** `error`: not sent. `truncated`: sent, but the service keeps only the first part. */
  severity: 'error' | 'truncated';
}

export class InputCheck {
  readonly problems: InputProblem[] = [];

  error(field: string, message: string): void {
    this.problems.push({ field, message, severity: 'error' });
  }

  truncated(field: string, limit: number, length: number): void {
    this.problems.push({
      field,
      message: `is ${length} characters long; the service keeps only the first ${limit}`,
      severity: 'truncated',
    });
  }

  get errors(): InputProblem[] {
    return this.problems.filter((p) => p.severity === 'error');
  }

  get notes(): InputProblem[] {
    return this.problems.filter((p) => p.severity === 'truncated');
  }

  /** Throws the first error as an INVALID_INPUT ServiceError naming its field. */
  assert(): void {
    const first = this.errors[0];
    if (first) throw new ServiceError({ code: 'INVALID_INPUT', field: first.field, msg: first.message });
  }
}

function requireText(check: InputCheck, field: string, value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    check.error(field, 'is required');
    return false;
  }
  return true;
}

function nameField(check: InputCheck, field: string, value: unknown, limit: number, required: boolean): void {
  if (value === undefined && !required) return;
  if (!requireText(check, field, value)) return;
  if (value.length > limit) check.truncated(field, limit, value.length);
}

function oneOf<T extends string>(check: InputCheck, field: string, value: unknown, allowed: readonly T[]): void {
  if (value === undefined) return;
  if (!allowed.includes(value as T)) check.error(field, `must be one of ${allowed.join(', ')}`);
}

function intRange(check: InputCheck, field: string, value: unknown, min: number, max: number): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    check.error(field, max === Number.MAX_SAFE_INTEGER ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`);
  }
}

export function checkUserId(check: InputCheck, userId: unknown): void {
  requireText(check, 'user_id', userId);
}

function settings(check: InputCheck, body: SessionSettings): void {
  oneOf(check, 'output_language', body.output_language, OUTPUT_LANGUAGES);
  oneOf(check, 'job_mode', body.job_mode, JOB_MODES);
  intRange(check, 'max_contextual_job_history', body.max_contextual_job_history, 0, LIMITS.maxContextualJobHistory);
}

export function checkCreateSession(body: CreateSessionBody): InputCheck {
  const check = new InputCheck();
  nameField(check, 'name', body.name, LIMITS.nameLength, true);
  settings(check, body);
  if (body.agent_id !== undefined && body.agent_id !== 'DATA_ANALYSIS_AGENT') check.error('agent_id', 'must be DATA_ANALYSIS_AGENT');
  checkUserId(check, body.user_id);
  return check;
}

export function checkModifySession(body: ModifySessionBody): InputCheck {
  const check = new InputCheck();
  nameField(check, 'name', body.name, LIMITS.nameLength, true);
  settings(check, body);
  if ('agent_id' in body) check.error('agent_id', 'cannot be changed on an existing session');
  checkUserId(check, body.user_id);
  return check;
}

export function checkListQuery(query: ListQuery): InputCheck {
  const check = new InputCheck();
  intRange(check, 'page_number', query.page_number, 1, Number.MAX_SAFE_INTEGER);
  intRange(check, 'page_size', query.page_size, 1, Number.MAX_SAFE_INTEGER);
  if (query.search !== undefined && query.search.length > LIMITS.searchLength) {
    check.error('search', `is ${query.search.length} characters long; the service allows at most ${LIMITS.searchLength}`);
  }
  return check;
}

export function checkDataSourceQuery(query: ListDataSourcesQuery): InputCheck {
  const check = checkListQuery(query);
  if (query.status !== undefined) {
    const statuses = Array.isArray(query.status) ? query.status : [query.status];
    if (statuses.length === 0) check.error('status', 'must name at least one status when given');
    for (const status of statuses) oneOf(check, 'status', status, DATA_SOURCE_STATUSES);
  }
  return check;
}

export function checkCreateDataset(body: CreateDatasetBody): InputCheck {
  return datasetFields(new InputCheck(), body, true);
}

export function checkModifyDataset(body: ModifyDatasetBody): InputCheck {
  const check = new InputCheck();
  if (body.name === undefined && body.description === undefined) check.error('name', 'give a name or a description (or both)');
  return datasetFields(check, body, false);
}

/** The fields a dataset is created or changed with (a new dataset needs its name). */
function datasetFields(check: InputCheck, body: ModifyDatasetBody, nameRequired: boolean): InputCheck {
  nameField(check, 'name', body.name, LIMITS.nameLength, nameRequired);
  if (body.description !== undefined && body.description.length > LIMITS.descriptionLength) {
    check.truncated('description', LIMITS.descriptionLength, body.description.length);
  }
  checkUserId(check, body.user_id);
  return check;
}

/** The extension of a file name, lower case with the dot (`.csv.gz` counts as one), or '' when it has none. */
export function extensionOf(name: string): string {
  return fileKind(name);
}

/**
 * Accepts the hosted service's kinds and the local engine's (Parquet, NDJSON, gzip, DuckDB): the
 * service named decides; the extension tells the user before uploading a kind the hosted
 * service refuses.
 */
export function checkFileName(check: InputCheck, field: string, name: string): void {
  const ext = extensionOf(name);
  if (!ALL_DATA_EXTENSIONS.includes(ext)) {
    check.error(field, ext
      ? `has the extension ${ext}, which the service does not support (supported: ${ALL_DATA_EXTENSIONS.join(' ')})`
      : `must end in a supported file extension (${ALL_DATA_EXTENSIONS.join(' ')})`);
  }
}

export function checkCreateDataSource(body: CreateDataSourceBody): InputCheck {
  const check = new InputCheck();
  nameField(check, 'name', body.name, LIMITS.nameLength, true);
  if (typeof body.name === 'string' && body.name.trim() !== '') checkFileName(check, 'name', body.name);
  if (body.type !== 'FILE') check.error('type', 'must be FILE');
  const hasUrl = typeof body.url === 'string' && body.url !== '';
  const hasKey = typeof body.file_object_key === 'string' && body.file_object_key !== '';
  if (hasUrl === hasKey) check.error(hasUrl ? 'url' : 'file_object_key', 'give exactly one of url and file_object_key');
  if (hasUrl) {
    try {
      const url = new URL(body.url as string);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') check.error('url', 'must be an http or https address');
    } catch {
      check.error('url', 'is not a valid address');
    }
  }
  checkUserId(check, body.user_id);
  return check;
}

export function checkPresign(expiresIn: number | undefined, userId: string): InputCheck {
  const check = new InputCheck();
  intRange(check, 'expires_in', expiresIn, LIMITS.presignMinSeconds, Number.MAX_SAFE_INTEGER);
  checkUserId(check, userId);
  return check;
}

export function checkCreateJob(body: CreateJobBody): InputCheck {
  const check = new InputCheck();
  requireText(check, 'session_id', body.session_id);
  if (requireText(check, 'question', body.question) && body.question.length > LIMITS.questionLength) {
    check.error('question', `is ${body.question.length} characters long; the service allows at most ${LIMITS.questionLength}`);
  }
  if (body.datasource_ids !== undefined) {
    if (!Array.isArray(body.datasource_ids) || body.datasource_ids.some((id) => typeof id !== 'string' || id === '')) {
      check.error('datasource_ids', 'must be a list of data source ids');
    } else if (body.datasource_ids.length > LIMITS.datasourceIdsPerJob) {
      check.error('datasource_ids', `has ${body.datasource_ids.length} entries; at most ${LIMITS.datasourceIdsPerJob} are allowed`);
    }
  }
  oneOf(check, 'output_language', body.output_language, OUTPUT_LANGUAGES);
  oneOf(check, 'job_mode', body.job_mode, JOB_MODES);
  checkUserId(check, body.user_id);
  return check;
}

export function requireId(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ServiceError({ code: 'INVALID_INPUT', field, msg: 'is required' });
  }
  return value;
}
