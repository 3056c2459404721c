/**
 * Errors the engine answers with: a wire code, a message for people and the HTTP status the wire
 * notes give for that code (HTTP 200 with a non-zero code for most business errors).
 */
import { ERROR_CODES } from '../api/types';

export class EngineError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = statusFor(code),
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** HTTP status per code (service-wire-notes.md §3). */
export function statusFor(code: number): number {
  switch (code) {
    case ERROR_CODES.invalidParameters:
    case ERROR_CODES.jobQuotaExceeded:
    case ERROR_CODES.questionTooLong:
    case ERROR_CODES.dataSourcesNotSynched:
    case ERROR_CODES.tooManyDataSources:
    case ERROR_CODES.invalidAnalysis:
      return 400;
    case ERROR_CODES.expiredCredentials:
    case ERROR_CODES.insufficientAuthentication:
    case ERROR_CODES.badCredentials:
      return 403;
    case ERROR_CODES.jobFailed:
    case ERROR_CODES.internal:
      return 500;
    default:
      return 200;
  }
}

export const invalid = (message: string) => new EngineError(ERROR_CODES.invalidParameters, message);
export const notFound = (what: string) => new EngineError(ERROR_CODES.notFound, `${what} not found`);
export const noPermission = (message: string) => new EngineError(ERROR_CODES.noPermission, message);
