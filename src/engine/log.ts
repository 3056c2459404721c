/**
 * The engine's logger. The engine never logs its API key, whatever carries it (a header, a query
 * parameter of any name, the path, a trace id, a message): `redactingLogger` replaces the key's
 * value in every message and field, and a request is logged with its path and the names of its
 * query parameters only, never their values.
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

export const REDACTED = '[redacted]';

/**
 * Replaces every occurrence of `secret` in a text: as written, percent-encoded (as a query or a
 * path may carry it) and JSON-escaped (as a body may carry it). By value, so no name of a
 * parameter or header can smuggle it past.
 */
export function secretRedactor(secret: string): (text: string) => string {
  const forms = [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])].filter((form) => form.length > 0);
  // Longest first, so a form that contains another is replaced whole.
  forms.sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
}

/** A logger that passes every message and string field through `redact` first. */
export function redactingLogger(inner: EngineLogger, redact: (text: string) => string): EngineLogger {
  const wrap = (write: (message: string, fields?: LogFields) => void) => (message: string, fields?: LogFields) => {
    let clean: LogFields | undefined;
    if (fields) {
      clean = Object.create(null) as LogFields;
      for (const [name, value] of Object.entries(fields)) clean[redact(name)] = typeof value === 'string' ? redact(value) : value;
    }
    write(redact(message), clean);
  };
  return {
    debug: wrap((m, f) => inner.debug(m, f)),
    info: wrap((m, f) => inner.info(m, f)),
    warn: wrap((m, f) => inner.warn(m, f)),
    error: wrap((m, f) => inner.error(m, f)),
  };
}

/**
 * What a request's address may show in a log: the path, percent-decoded so an encoded key is
 * caught by redaction, and the names of its query parameters without their values (a value may
 * be a signature, a search the user typed, or a key sent under any name).
 */
export function loggablePath(pathname: string, query: URLSearchParams): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not valid percent-encoding: logged as received
  }
  const names = [...new Set(query.keys())];
  return names.length === 0 ? decoded : `${decoded}?${names.map((name) => `${name}=…`).join('&')}`;
}
