/**
 * One error class for everything that can go wrong talking to the service, and ONE catalogue that
 * maps every code (the service's numeric codes from the wire notes, plus the client's own kinds
 * for network trouble, timeouts, cancellation and bad answers) to a message for people and what
 * to do next. The host, the CLI and the webview show `userMessage` / `nextStep`; they never need
 * their own table.
 */
import { ERROR_CODES, LIMITS } from './types';

/** Failures that happen on the client side, where no service code exists. */
export const CLIENT_ERROR_KINDS = [
  'NETWORK',
  'TIMEOUT',
  'ABORTED',
  'BAD_RESPONSE',
  'INVALID_INPUT',
  'HTTP',
  'STREAM_INCOMPLETE',
  'JOB_ERROR',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export type ErrorCode = number | ClientErrorKind;

export interface CatalogueEntry {
  /** What happened, in words a person understands. */
  userMessage: string;
  /** What the person can do about it. */
  nextStep: string;
  /** Whether trying the same thing again (later) can help. */
  retryable: boolean;
}

const SET_KEY_AGAIN = 'Set the API key again (Data Analysis: Set API Key), then repeat the action.';
const RETRY_LATER = 'Try again in a moment.';
const REPORT = 'If it keeps happening, report it with the trace id.';

/** Every code of service-wire-notes.md §3, plus the client's own kinds. */
export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  [ERROR_CODES.rateLimited]: { userMessage: 'The service is receiving too many requests (rate limit).', nextStep: RETRY_LATER, retryable: true },
  [ERROR_CODES.expiredCredentials]: { userMessage: 'The API key has expired.', nextStep: SET_KEY_AGAIN, retryable: false },
  [ERROR_CODES.insufficientAuthentication]: { userMessage: 'The service did not accept the API key (missing or insufficient authentication).', nextStep: SET_KEY_AGAIN, retryable: false },
  [ERROR_CODES.badCredentials]: { userMessage: 'The API key is not valid.', nextStep: SET_KEY_AGAIN, retryable: false },
  [ERROR_CODES.internal]: { userMessage: 'The service had an internal error.', nextStep: `${RETRY_LATER} ${REPORT}`, retryable: true },
  [ERROR_CODES.jobFailed]: { userMessage: 'Something went wrong while answering the question.', nextStep: 'Ask the question again.', retryable: true },
  [ERROR_CODES.jobQuotaExceeded]: { userMessage: 'The job quota is used up: no more questions can be answered for now.', nextStep: 'Wait until the quota renews, or raise it with the service provider.', retryable: false },
  [ERROR_CODES.questionTooLong]: { userMessage: `The question is longer than ${LIMITS.questionLength} characters.`, nextStep: 'Shorten the question and ask again.', retryable: false },
  [ERROR_CODES.dataSourcesNotSynched]: { userMessage: 'Some selected data sources are not ready yet.', nextStep: 'Wait until every data source shows as synched, or deselect the ones that are not.', retryable: true },
  [ERROR_CODES.tooManyDataSources]: { userMessage: `Too many data sources are selected (more than ${LIMITS.datasourceIdsPerJob}).`, nextStep: `Select at most ${LIMITS.datasourceIdsPerJob} data sources.`, retryable: false },
  [ERROR_CODES.invalidAnalysis]: { userMessage: 'The service could not produce a valid analysis.', nextStep: 'Ask the question again, with streaming turned on.', retryable: true },
  [ERROR_CODES.invalidParameters]: { userMessage: 'The service rejected the request parameters.', nextStep: 'Check the values given; the service message says which one.', retryable: false },
  [ERROR_CODES.noPermission]: { userMessage: 'You do not have permission for this item (only its creator may change it).', nextStep: 'Use an item you created, or ask its creator.', retryable: false },
  [ERROR_CODES.notFound]: { userMessage: 'The item was not found (it may have been deleted).', nextStep: 'Refresh the list and pick an existing item.', retryable: false },
  [ERROR_CODES.unsupportedExtension]: { userMessage: 'This file type is not supported.', nextStep: 'Use a .csv, .tsv, .xlsx, .xls, .json, .txt, .md, .mdx, .pdf, .doc(x) or .ppt(x) file.', retryable: false },
  [ERROR_CODES.emptyFile]: { userMessage: 'The file is empty.', nextStep: 'Choose a file that contains data.', retryable: false },
  [ERROR_CODES.storageUsedUp]: { userMessage: 'The workspace storage is used up.', nextStep: 'Delete data sources or datasets you no longer need.', retryable: false },
  [ERROR_CODES.uploadFailed]: { userMessage: 'The file upload failed on the service side.', nextStep: 'Upload the file again.', retryable: true },
  [ERROR_CODES.presignFailed]: { userMessage: 'The service could not create a download address.', nextStep: RETRY_LATER, retryable: true },
  [ERROR_CODES.sessionLimit]: { userMessage: `You already have ${LIMITS.sessionsPerUser} sessions, the most the service keeps.`, nextStep: 'Delete a session you no longer need, then try again.', retryable: false },
  [ERROR_CODES.dataSourceCreationFailed]: { userMessage: 'The service could not create the data source.', nextStep: 'Add the file again.', retryable: true },
  NETWORK: { userMessage: 'The service could not be reached (network error).', nextStep: 'Check the network, the proxy setting and the service address, then try again.', retryable: true },
  TIMEOUT: { userMessage: 'The service took too long to answer.', nextStep: `${RETRY_LATER} If you are behind a slow proxy, raise the timeouts.`, retryable: true },
  ABORTED: { userMessage: 'The action was cancelled.', nextStep: 'Start it again when you are ready.', retryable: true },
  BAD_RESPONSE: { userMessage: 'The service sent an answer that is not what it should be.', nextStep: `Check the service address and the proxy; a proxy or gateway may be answering instead of the service. ${REPORT}`, retryable: true },
  INVALID_INPUT: { userMessage: 'A value given is not accepted.', nextStep: 'Correct the named field and try again.', retryable: false },
  HTTP: { userMessage: 'The service answered with an HTTP error.', nextStep: `${RETRY_LATER} ${REPORT}`, retryable: true },
  STREAM_INCOMPLETE: { userMessage: 'The answer stopped before it was complete (the connection ended early).', nextStep: 'What arrived is kept; ask the question again for a full answer.', retryable: true },
  JOB_ERROR: { userMessage: 'The service reported an error while answering.', nextStep: 'What arrived is kept; ask the question again.', retryable: true },
};

const UNKNOWN_SERVICE_CODE: CatalogueEntry = {
  userMessage: 'The service reported an error.',
  nextStep: `${RETRY_LATER} ${REPORT}`,
  retryable: false,
};

export function catalogueEntry(code: ErrorCode): CatalogueEntry {
  return ERROR_CATALOGUE[String(code)] ?? UNKNOWN_SERVICE_CODE;
}

export interface ServiceErrorInit {
  code: ErrorCode;
  /** The service's own msg, or the client's technical description. Must not contain the key. */
  msg: string;
  httpStatus?: number;
  traceId?: string;
  externalTraceId?: string;
  /** For INVALID_INPUT: the request field at fault (e.g. `name`, `datasource_ids`). */
  field?: string;
  /** Overrides the catalogue (e.g. a connect error is retryable, a refused POST is not resent). */
  retryable?: boolean;
  cause?: unknown;
}

export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly msg: string;
  readonly httpStatus?: number;
  readonly traceId?: string;
  readonly externalTraceId?: string;
  readonly field?: string;
  /** Whether doing the same thing again can help (the client auto-retries only idempotent calls). */
  readonly retryable: boolean;
  readonly userMessage: string;
  readonly nextStep: string;

  constructor(init: ServiceErrorInit) {
    const entry = catalogueEntry(init.code);
    const userMessage = init.code === 'INVALID_INPUT' && init.field ? `${init.field}: ${init.msg}` : entry.userMessage;
    super(describe(init, userMessage), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ServiceError';
    this.code = init.code;
    this.msg = init.msg;
    this.httpStatus = init.httpStatus;
    this.traceId = init.traceId;
    this.externalTraceId = init.externalTraceId;
    this.field = init.field;
    this.retryable = init.retryable ?? entry.retryable;
    this.userMessage = userMessage;
    this.nextStep = entry.nextStep;
  }

  /** The service's codes are numbers; the client's own kinds are strings. */
  get isServiceCode(): boolean {
    return typeof this.code === 'number';
  }

  /** The key was refused: the caller should ask for it again. */
  get isAuthError(): boolean {
    return this.code === ERROR_CODES.expiredCredentials
      || this.code === ERROR_CODES.insufficientAuthentication
      || this.code === ERROR_CODES.badCredentials;
  }
}

function describe(init: ServiceErrorInit, userMessage: string): string {
  const parts = [`${userMessage}`];
  const detail = [`code ${init.code}`];
  if (init.httpStatus !== undefined) detail.push(`HTTP ${init.httpStatus}`);
  if (init.traceId) detail.push(`trace id ${init.traceId}`);
  else if (init.externalTraceId) detail.push(`external trace id ${init.externalTraceId}`);
  if (init.msg && init.msg !== userMessage) parts.push(init.msg);
  return `${parts.join(': ')} (${detail.join(', ')})`;
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/** Replaces every occurrence of the secret in a text that may be shown or logged. */
export function redactSecret(text: string, secret: string | undefined): string {
  if (!secret || secret.length < 4) return text;
  return text.split(secret).join('[redacted]');
}
