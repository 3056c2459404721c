/**
 * How a failure is told on stderr: what happened, the service's own message, the code and trace
 * id to quote, and what to do next. The API key is removed from every line.
 */
import { isServiceError, redactSecret } from '../api/errors';
import { PROGRAM } from './args';
import { printable } from './style';

export function describeError(error: unknown, secrets: readonly string[]): string {
  const lines: string[] = [];
  if (isServiceError(error)) {
    const detail = error.msg && error.msg !== error.userMessage && !error.userMessage.endsWith(error.msg) ? `: ${error.msg}` : '';
    lines.push(`${PROGRAM}: ${error.userMessage.replace(/\.$/, '')}${detail}`);
    const ids = [`code ${error.code}`];
    if (error.httpStatus !== undefined) ids.push(`HTTP ${error.httpStatus}`);
    if (error.traceId) ids.push(`trace id ${error.traceId}`);
    if (error.externalTraceId) ids.push(`external trace id ${error.externalTraceId}`);
    lines.push(`  ${ids.join(', ')}`);
    lines.push(`  ${error.nextStep}`);
  } else {
    lines.push(`${PROGRAM}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return `${lines.map((line) => redact(printable(line), secrets)).join('\n')}\n`;
}

/** A short one-line form for a problem that does not end the command (a result not saved). */
export function shortError(error: unknown, secrets: readonly string[]): string {
  const text = isServiceError(error)
    ? `${error.userMessage.replace(/\.$/, '')}${error.msg ? `: ${error.msg}` : ''} (code ${error.code}${error.traceId ? `, trace id ${error.traceId}` : ''})`
    : error instanceof Error ? error.message : String(error);
  return redact(printable(text), secrets);
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => redactSecret(out, secret), text);
}

/**
 * Exit codes scripts can rely on (listed in `data-analysis --help` and the README):
 * 0 done; 1 the service refused or the answer failed; 2 bad command line; 3 the service could not
 * be reached or did not answer in time (trying later may work); 4 the API key was refused;
 * 130 stopped with Ctrl+C.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, unreachable: 3, unauthorized: 4, interrupted: 130 } as const;

/** The exit code of a failure that ends a command. */
export function exitCodeOf(error: unknown): number {
  if (!isServiceError(error)) return EXIT.failed;
  if (error.isAuthError) return EXIT.unauthorized;
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return EXIT.unreachable;
  return EXIT.failed;
}
