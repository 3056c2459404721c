/**
 * The engine's logger. The engine never logs an API key: request headers are not logged at all,
 * and signatures in query strings are redacted before a path is written.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface EngineLogger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Discards everything: the default for an engine started in-process (tests, CLI). */
export const silentLogger: EngineLogger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
};

/** One JSON line per entry on the given stream (stderr in the engine process). */
export function jsonLineLogger(write: (line: string) => void, minLevel: 'debug' | 'info' = 'info'): EngineLogger {
  const entry = (level: string) => (message: string, fields?: LogFields) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
  };
  return {
    debug: minLevel === 'debug' ? entry('debug') : () => {},
    info: entry('info'),
    warn: entry('warn'),
    error: entry('error'),
  };
}

/** A path with the values of signature-like query parameters replaced, safe to log. */
export function redactPath(path: string): string {
  return path.replace(/([?&](?:signature|sig|key|api_key)=)[^&]*/gi, '$1[redacted]');
}
