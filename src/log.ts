/**
 * The extension's one log ("Data Analysis" LogOutputChannel). Everything written goes through
 * `redact` first: API keys the extension knows of, and any `x-pd-api-key` header value or
 * engine-key variable that appears in a message (for example in the engine's own output or in
 * an error from a proxy that echoes headers), never reach the channel or its log file.
 */

/** The part of vscode.LogOutputChannel the log writes to (kept structural so it is testable). */
export interface LogSink {
  trace(message: string): void;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export type LogLevel = keyof LogSink;

const REDACTED = '[redacted]';

/** `x-pd-api-key: v`, `"x-pd-api-key":"v"`, `x-pd-api-key=v`, `DATA_ANALYSIS_ENGINE_KEY=v`. */
const SECRET_FIELD = /((?:x-pd-api-key|DATA_ANALYSIS_ENGINE_KEY|api[_-]?key)["']?\s*[:=]\s*["']?)([^\s"',;}&]+)/gi;

export function redact(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would redact ordinary words; keys are long.
    if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  }
  return out.replace(SECRET_FIELD, (_match, prefix: string) => `${prefix}${REDACTED}`);
}

export class Log {
  private readonly secrets = new Set<string>();

  constructor(private readonly sink: LogSink) {}

  /** Registers a value that must never be written (an API key, the engine's key). */
  addSecret(secret: string | undefined): void {
    if (secret) this.secrets.add(secret);
  }

  trace(message: string): void { this.write('trace', message); }
  debug(message: string): void { this.write('debug', message); }
  info(message: string): void { this.write('info', message); }
  warn(message: string): void { this.write('warn', message); }

  error(message: string, error?: unknown): void {
    this.write('error', error === undefined ? message : `${message}: ${describeError(error)}`);
  }

  private write(level: LogLevel, message: string): void {
    this.sink[level](redact(message, this.secrets));
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
